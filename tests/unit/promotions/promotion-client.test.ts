// The promotion client against the simulator's own handlers: shapes, timeouts, failures, and
// answers that are garbage never crash anything (only the inventory throws, for need-reload).
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promotionStateOf, resetPromotionState } from '../../../operator-sim/promotion-handlers.ts';
import { dueCard } from '../../../shared/promotions/cards/card-rules.ts';
import { wheelState } from '../../../shared/promotions/wheel/wheel-rules.ts';
import {
  createPromotionClient,
  type PromotionClient,
} from '../../../src-worker/promotions/promotion-client.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { loadReaders } from '../../../src-worker/engine/features-chunk.ts';
import { settle } from '../support/settle.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, server } = useSimServer();
const LINE = 'http://line-a.test';
const CDN = 'http://cdn.test';

afterEach(() => {
  vi.useRealTimers();
  resetPromotionState(world);
});

// Read fetch at call time: msw replaces it when the server starts listening.
const deps = {
  fetch: ((...args) => globalThis.fetch(...args)) as typeof fetch,
  clock: systemClock(),
  readers: loadReaders,
};

function client(token = 'demo-token', assetCdn = LINE): PromotionClient {
  return createPromotionClient(deps, { promotion: LINE, assetCdn, token });
}

/** Every request as it left: method, full URL and its Authorization header. */
function recordRequests(): { method: string; url: string; auth: string | null }[] {
  const seen: { method: string; url: string; auth: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      url: request.url,
      auth: request.headers.get('Authorization'),
    });
  });
  return seen;
}

/** Calls every method once; the inventory's rejection is returned as its code. */
async function callEverything(c: PromotionClient) {
  return {
    invitation: await c.invitation('10001'),
    questLogIn: await c.questLogIn('10001', 2001).then(() => 'resolved'),
    campaignLogIn: await c.campaignLogIn('10001', 2001, 'VIP2026').then(() => 'resolved'),
    quests: await c.quests('10001'),
    inventory: await c
      .inventory('10001')
      .catch((e: unknown) => ({ code: (e as { code: string }).code })),
    itemHistory: await c.itemHistory('10001'),
    gameEnabled: await c.gameEnabled(),
    campaigns: await c.campaigns('VIP2026'),
    campaignCycles: await c.campaignCycles('WHEEL7'),
    wheelSetting: await c.wheelSetting('WHEEL7'),
    wheelPrize: await c.wheelPrize('WHEEL7'),
    wheelEligibility: await c.wheelEligibility('WHEEL7'),
    wheelQuest: await c.wheelQuest('10001', 'WHEEL7'),
    drawWheel: await c.drawWheel('10001', 'WHEEL7', 'normal'),
    single: await c.leaderboard('single', '10001', 2001),
    popular: await c.leaderboard('popular', '10001', 2001),
  };
}

/** What every method answers when the server gives nothing usable. */
const FALLBACKS = {
  invitation: [],
  // Log-ins are silent: they resolve whatever happens (the quest log-in to its answer).
  questLogIn: 'resolved',
  campaignLogIn: 'resolved',
  quests: { quests: [], refreshHour: 0, displayTimeZone: '' },
  itemHistory: [],
  gameEnabled: { questGameIds: [], wheelGameIds: [] },
  campaigns: [],
  campaignCycles: [],
  wheelSetting: null,
  wheelPrize: null,
  wheelQuest: null,
  drawWheel: { ok: false, thrown: true },
  single: null,
  popular: null,
};

describe('promotion client against the simulator (demo player)', () => {
  it('reads the invitation codes: VIP2026 for the demo player only', async () => {
    expect(await client().invitation('10001')).toEqual(['VIP2026']);
    expect(await client('no-cards').invitation('10019')).toEqual([]);
  });

  it('logs in to quests and campaigns, omitting the invitation code when there is none', async () => {
    const seen = recordRequests();
    const c = client();
    await expect(c.questLogIn('10001', 2001)).resolves.toBe(true);
    await expect(c.campaignLogIn('10001', 2001, null)).resolves.toBeUndefined();
    await expect(c.campaignLogIn('10001', 2001, '  ')).resolves.toBeUndefined();
    await expect(c.campaignLogIn('10001', 2001, 'VIP2026')).resolves.toBeUndefined();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${LINE}/quest/v3/log-in?playerId=10001&gameId=2001`,
      `POST ${LINE}/campaign/v1/log-in?playerId=10001&gameId=2001`,
      `POST ${LINE}/campaign/v1/log-in?playerId=10001&gameId=2001`,
      `POST ${LINE}/campaign/v1/log-in?playerId=10001&gameId=2001&invitationCode=VIP2026`,
    ]);
    expect(promotionStateOf(world).logIns.map((l) => l.params['invitationCode'] ?? null)).toEqual([
      null,
      null,
      null,
      'VIP2026',
    ]);
  });

  it('reads the quests in every state, with the refresh hour and zone', async () => {
    const data = await client().quests('10001');
    expect(data.refreshHour).toBe(0);
    expect(data.displayTimeZone).toBe('Asia/Bangkok');
    expect(data.quests.map((q) => [q.questId, q.category, q.status, q.questType])).toEqual([
      ['q-daily-bet', 'daily', 'inProgress', 'bet'],
      ['q-daily-win', 'daily', 'completed', 'win'],
      ['q-regular-spins', 'regular', 'awarded', 'bet'],
      ['q-regular-next', 'regular', 'assigned', 'bet'],
      ['q-regular-win', 'regular', 'assigned', 'win'],
    ]);
    expect(data.quests[0]).toMatchObject({ progressValue: 40, targetValue: 100 });
    expect(data.quests[3]?.prerequisiteQuestId).toBe('q-daily-bet');
  });

  it('reads the inventory: a free-game card, a due free-spin card and two wheel tickets', async () => {
    const now = Date.now();
    const items = await client().inventory('10001');
    expect(items.map((i) => [i.itemId, i.itemCategory, i.isDisplay])).toEqual([
      ['card-fg-2001', 'GAME_CARD', true],
      ['card-fs-2001', 'GAME_CARD', false],
      ['ticket-1', 'WHEEL_TICKET', false],
      ['ticket-2', 'WHEEL_TICKET', false],
    ]);
    const due = dueCard(items, 2001, now);
    expect(due).toMatchObject({
      itemId: 'card-fs-2001',
      betSize: 0.5,
      gameCount: 10,
      cardLevel: 1,
    });
    expect(due?.usageQuantity).toBe(1);
  });

  it('reads the item history newest first, the game lists, campaigns and cycles', async () => {
    const c = client();
    const history = await c.itemHistory('10001');
    expect(history).toHaveLength(5);
    expect(history.map((h) => h.ts)).toEqual([...history.map((h) => h.ts)].sort((a, b) => b - a));
    expect(await c.gameEnabled()).toEqual({
      questGameIds: [2001, 1026, 2003, 3001],
      wheelGameIds: [2001, 1026],
    });
    const campaigns = await c.campaigns('VIP2026');
    expect(campaigns.map((x) => [x.invitationCode, x.audienceMode, x.campaignTypeIds])).toEqual([
      ['OPEN2026', 1, [1, 2]],
      ['WHEEL7', 1, [7]],
      ['VIP2026', 2, [3]],
    ]);
    expect(campaigns[2]?.name['en']).toBe('VIP Tournament');
    const cycles = await c.campaignCycles('OPEN2026');
    expect(cycles).toHaveLength(2);
    expect(cycles[0]!.endTime).toBeLessThanOrEqual(cycles[1]!.startTime);
  });

  it('reads the wheel: setting without the token, prize, eligibility and tickets', async () => {
    const seen = recordRequests();
    const c = client();
    const now = Date.now();
    const setting = await c.wheelSetting('WHEEL7');
    expect(setting).toMatchObject({
      code: 'WHEEL7',
      betAmountPerTicket: 10,
      dailyTicketLimit: 5,
      normalSpinTickets: 1,
      luckySpinTickets: 3,
      multiplierValues: [2, 3, 5],
      displayTimeZone: 'Asia/Bangkok',
    });
    expect(setting?.prizeAmounts).toHaveLength(8);
    expect(wheelState(setting!, now)).toBe('running');
    expect(await c.wheelPrize('WHEEL7')).toMatchObject({ dailyBonusDistributed: false });
    expect(await c.wheelEligibility('WHEEL7')).toEqual({ eligible: true });
    expect(await c.wheelQuest('10001', 'WHEEL7')).toEqual({
      questStatus: 'inProgress',
      progressValue: 25,
      conditionValue: 10,
      ticketCount: 3,
    });
    expect(seen[0]).toEqual({
      method: 'GET',
      url: `${LINE}/campaignv1/case/WHEEL7/setting.json`,
      auth: null,
    });
    expect(seen.slice(1).map((r) => r.auth)).toEqual(['demo-token', 'demo-token', 'demo-token']);
  });

  it('sends the setting request to the asset CDN, and none without a CDN', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${CDN}/campaignv1/case/:code/setting.json`, () =>
        HttpResponse.json({
          campaignStartTime: 1,
          campaignEndTime: 2,
          betAmountPerTicket: 5,
          normalSpinTickets: 1,
          luckySpinTickets: 2,
        }),
      ),
    );
    expect(await client('demo-token', `${CDN}/`).wheelSetting('W')).toMatchObject({
      code: 'W',
      betAmountPerTicket: 5,
      displayTimeZone: 'UTC',
      prizeAmounts: [],
      dailyBonusDistributed: false,
    });
    expect(await client('demo-token', '').wheelSetting('W')).toBeNull();
    expect(seen).toEqual([
      { method: 'GET', url: `${CDN}/campaignv1/case/W/setting.json`, auth: null },
    ]);
  });

  it('draws: a normal spin costs 1 ticket, a lucky one 3 and multiplies the prize', async () => {
    const c = client();
    const first = await c.drawWheel('10001', 'WHEEL7', 'normal');
    expect(first).toEqual({
      ok: true,
      result: { prizeIndex: 2, prizeAmount: 5, multiplier: 1, winAmount: 5, ticketCount: 2 },
    });
    expect((await c.wheelQuest('10001', 'WHEEL7'))?.ticketCount).toBe(2);
    // Two tickets left: a lucky spin (3) is refused, two normal ones pass, then none is left.
    expect(await c.drawWheel('10001', 'WHEEL7', 'lucky')).toEqual({ ok: false, status: '9037' });
    expect((await c.drawWheel('10001', 'WHEEL7', 'normal')).ok).toBe(true);
    expect(await c.drawWheel('10001', 'WHEEL7', 'normal')).toMatchObject({
      ok: true,
      result: { ticketCount: 0 },
    });
    expect(await c.drawWheel('10001', 'WHEEL7', 'normal')).toEqual({ ok: false, status: '9037' });
  });

  it('draws a lucky spin with a multiplier on the ended wheel (tickets usable for 48 h)', async () => {
    const c = client('wheel-ended');
    const outcome = await c.drawWheel('10013', 'WHEEL7-ENDED', 'lucky');
    expect(outcome).toEqual({
      ok: true,
      result: { prizeIndex: 2, prizeAmount: 5, multiplier: 2, winAmount: 10, ticketCount: 0 },
    });
  });

  it.each([
    ['wheel-draw-9035', '9035'],
    ['wheel-draw-9036', '9036'],
    ['wheel-distributed', '9036'],
    ['wheel-not-started', '9035'],
    ['wheel-no-tickets', '9037'],
  ])('%s: the draw answers status %s', async (token, status) => {
    const code = token === 'wheel-not-started' ? 'WHEEL7-SOON' : 'WHEEL7';
    expect(await client(token).drawWheel('1', code, 'normal')).toEqual({ ok: false, status });
  });

  it.each([
    ['demo-token', { eligible: true }],
    ['wheel-ineligible-9038', { eligible: false, code: '9038', kind: 'status' }],
    ['wheel-ineligible-9039', { eligible: false, code: '9039', kind: 'status' }],
  ])('%s: eligibility %j', async (token, expected) => {
    expect(await client(token).wheelEligibility('WHEEL7')).toEqual(expected);
  });

  it('reads both leaderboards with full names; 9001 is forbidden', async () => {
    const single = await client().leaderboard('single', '10001', 2001);
    const popular = await client().leaderboard('popular', '10001', 2001);
    if (single === null || single === 'forbidden' || popular === null || popular === 'forbidden') {
      throw new Error('expected both leaderboards');
    }
    expect(single.gameId).toBe(2001);
    expect(single.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(single.entries[0]?.userName).toBe('luckystar88');
    expect(single.self).toMatchObject({ rank: 5, userName: 'player01' });
    expect(popular.gameId).toBeNull();
    expect(popular.self?.rank).toBe(8);
    const forbidden = client('no-leaderboard');
    expect(await forbidden.leaderboard('single', '10022', 2001)).toBe('forbidden');
    expect(await forbidden.leaderboard('popular', '10022', 2001)).toBe('forbidden');
  });
});

describe('failures', () => {
  it('the inventory failure throws (need-reload); an empty inventory does not', async () => {
    await expect(client('inventory-fail').inventory('10020')).rejects.toMatchObject({ code: '1' });
    expect(await client('no-cards').inventory('10019')).toEqual([]);
  });

  it('promo-slow: every call gives up after 5 s with its fallback; the inventory throws', async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const outcome = await settle(callEverything(client('promo-slow')), 120_000);
    expect(outcome).toEqual({
      ...FALLBACKS,
      inventory: { code: '1' },
      wheelEligibility: { eligible: false, code: '1', kind: 'timeout' },
      // The asset CDN carries no token, so it is not slowed: the setting still arrives.
      wheelSetting: expect.objectContaining({ code: 'WHEEL7' }) as unknown,
    });
    // 15 token calls one after another, each cut at 5 s (not 8 s), plus the fast setting.
    expect(Date.now() - started).toBeGreaterThanOrEqual(15 * 5_000);
    expect(Date.now() - started).toBeLessThan(15 * 5_000 + 1_000);
  });

  it('a slow setting.json times out after 5 s to null', async () => {
    vi.useFakeTimers();
    server.use(
      http.get('*/campaignv1/case/:code/setting.json', async () => {
        await delay(8_000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    expect(await settle(client().wheelSetting('WHEEL7'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_100);
  });

  it('without a token every call is refused (401) and falls back', async () => {
    const outcome = await callEverything(client(''));
    expect(outcome).toEqual({
      ...FALLBACKS,
      inventory: { code: '1' },
      wheelEligibility: { eligible: false, code: '1', kind: 'http' },
      wheelSetting: expect.objectContaining({ code: 'WHEEL7' }) as unknown,
    });
  });

  it('a network failure gives eligibility code 1 and a thrown draw', async () => {
    server.use(http.all(`${LINE}/lucky-draw/*`, () => HttpResponse.error()));
    expect(await client().wheelEligibility('WHEEL7')).toEqual({
      eligible: false,
      code: '1',
      kind: 'network',
    });
    expect(await client().drawWheel('10001', 'WHEEL7', 'lucky')).toEqual({
      ok: false,
      thrown: true,
    });
  });

  it('tells a server status "1" or "6003" from its own network and shape failures', async () => {
    server.use(
      http.put(`${LINE}/lucky-draw/v1/entries/:a/:code/:t`, ({ params }) =>
        HttpResponse.json({ status: params['code'] === 'one' ? 1 : '6003', data: null }),
      ),
    );
    expect(await client().drawWheel('a', 'one', 'normal')).toEqual({ ok: false, status: '1' });
    expect(await client().drawWheel('a', 'x', 'normal')).toEqual({ ok: false, status: '6003' });
  });
});

describe('path segments', () => {
  it('encodes hostile values as one segment each', async () => {
    const seen = recordRequests();
    const c = client();
    const hostile = 'a/b?c=1#d%e f';
    const encoded = 'a%2Fb%3Fc%3D1%23d%25e%20f';
    await c.invitation(hostile);
    await c.quests(hostile);
    await c.inventory(hostile).catch(() => null);
    await c.itemHistory(hostile);
    await c.campaigns(hostile);
    await c.campaignCycles(hostile);
    await c.wheelSetting(hostile);
    await c.wheelPrize(hostile);
    await c.wheelEligibility(hostile);
    await c.wheelQuest(hostile, hostile);
    await c.drawWheel(hostile, hostile, 'normal');
    await c.leaderboard('single', hostile, 2001);
    await c.leaderboard('popular', hostile, 2001);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      `/campaign/v1/invitation/${encoded}`,
      `/quest/v1/list/${encoded}`,
      `/inventory/v4/${encoded}`,
      `/inventory/v1/item-History/${encoded}`,
      `/campaign/v3/name/list/${encoded}`,
      `/campaign/v3/cycle/list/${encoded}`,
      `/campaignv1/case/${encoded}/setting.json`,
      `/lucky-draw/v1/prize/${encoded}`,
      `/lucky-draw/v1/is-eligible/${encoded}`,
      `/lucky-draw/v1/quest/${encoded}/${encoded}`,
      `/lucky-draw/v1/entries/${encoded}/${encoded}/normal`,
      `/leaderboard/v1/single-game/${encoded}/2001`,
      `/leaderboard/v1/popular/${encoded}`,
    ]);
    expect(seen.every((r) => new URL(r.url).search === '')).toBe(true);
  });

  it('sends nothing for empty and dot segments, which would resolve to another route', async () => {
    const seen = recordRequests();
    const c = client();
    for (const bad of ['', '.', '..']) {
      expect(await c.quests(bad)).toEqual(FALLBACKS.quests);
      await expect(c.inventory(bad)).rejects.toMatchObject({ code: '505' });
      expect(await c.wheelSetting(bad)).toBeNull();
      expect(await c.wheelEligibility(bad)).toEqual({
        eligible: false,
        code: '505',
        kind: 'shape',
      });
      expect(await c.drawWheel(bad, 'WHEEL7', 'normal')).toEqual({ ok: false, thrown: true });
      expect(await c.leaderboard('popular', bad, 1)).toBeNull();
    }
    expect(seen).toEqual([]);
  });
});

describe('garbage answers never crash (only the inventory throws)', () => {
  const bodies: [string, () => Response][] = [
    ['not JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['null', () => HttpResponse.json(null)],
    ['an array', () => HttpResponse.json([1, 2])],
    ['a string', () => HttpResponse.json('0000')],
    ['no status', () => HttpResponse.json({ data: {} })],
    ['a status object', () => HttpResponse.json({ status: { code: 1 }, data: {} })],
    ['data a string', () => HttpResponse.json({ status: '0000', data: 'x' })],
    ['data null', () => HttpResponse.json({ status: '0000', data: null })],
    [
      'lists of the wrong kind',
      () =>
        HttpResponse.json({
          status: '0000',
          data: { invitationCodes: 'A', quests: {}, items: 'x', entries: 7, campaigns: null },
        }),
    ],
    ['an HTTP 503', () => HttpResponse.json({ status: '0000' }, { status: 503 })],
  ];

  it.each(bodies)('%s: every method answers its fallback', async (_name, body) => {
    server.use(http.all('*', body));
    const outcome = await callEverything(client());
    const expected: Record<string, unknown> = { ...FALLBACKS };
    delete expected['inventory'];
    delete expected['wheelEligibility'];
    expect(outcome).toMatchObject(expected);
    expect(outcome.inventory).toMatchObject({
      code: expect.stringMatching(/^(1|6003)$/) as unknown,
    });
    expect(outcome.wheelEligibility).toMatchObject({ eligible: expect.any(Boolean) as unknown });
  });

  it('drops broken list items and keeps the good ones', async () => {
    const good = {
      itemId: 'c1',
      itemCategory: 'GAME_CARD',
      isDisplay: true,
      betSize: '2.5',
      currentQuantity: 1,
      gameCount: 3,
      maxWinAmount: 10,
      gameId: 2001,
      startTime: 1,
      isPopupMessage: 'yes',
      cardLevel: -1,
    };
    server.use(
      http.get(`${LINE}/inventory/v4/:id`, () =>
        HttpResponse.json({
          status: '0000',
          data: {
            items: [
              good,
              { ...good }, // the same id again
              { ...good, itemId: 'c2', isDisplay: 'true' },
              { ...good, itemId: 'c3', startTime: 'soon' },
              { ...good, itemId: null },
              { itemId: 't1', itemCategory: 'WHEEL_TICKET', gameId: 'x', currentQuantity: -2 },
              'junk',
              null,
            ],
          },
        }),
      ),
      http.get(`${LINE}/quest/v1/list/:id`, () =>
        HttpResponse.json({
          status: '0000',
          data: {
            quests: [
              { questId: 7, status: 'inProgress', questType: 'bet', progressValue: 'NaN' },
              { questId: 'q2', status: 'expired', questType: 'bet' },
              { questId: 'q3', status: 'awarded', questType: 'jackpot' },
              { questId: 'q4', status: 'assigned', questType: 'win', gameType: 9, category: 'x' },
            ],
            refreshHour: 25,
            displayTimeZone: 'Mars/Olympus',
          },
        }),
      ),
      http.get(`${LINE}/leaderboard/v1/popular/:id`, () =>
        HttpResponse.json({
          status: 0,
          data: {
            gameId: 'all',
            entries: [
              { rank: 2, userName: 'b', win: '12.5' },
              { rank: 0, userName: 'zero' },
              { rank: 1, userName: 'a', multiplier: null },
              { rank: 2, userName: 'dup' },
              { rank: 3, userName: 42 },
            ],
            self: { rank: 'x' },
          },
        }),
      ),
      http.get(`${LINE}/campaign/v3/name/list/:code`, () =>
        HttpResponse.json({
          status: '0000',
          data: {
            campaigns: [
              {
                invitationCode: 'A',
                campaignTypeIds: [1, 'x', 1.5, 7],
                audienceMode: 'open',
                name: { en: 'A', th: 5 },
              },
              { invitationCode: '' },
              { invitationCode: 'A', audienceMode: 1 },
            ],
          },
        }),
      ),
      http.put(`${LINE}/lucky-draw/v1/entries/:a/:c/:t`, () =>
        HttpResponse.json({ status: '0000', data: { prizeIndex: 1, prizeAmount: 5 } }),
      ),
      http.get(`${LINE}/lucky-draw/v1/quest/:a/:c`, () =>
        HttpResponse.json({
          status: '0000',
          data: { questStatus: 'weird', progressValue: -1, conditionValue: '10', ticketCount: '2' },
        }),
      ),
      http.get('*/campaignv1/case/:code/setting.json', () =>
        HttpResponse.json({ betAmountPerTicket: 10, normalSpinTickets: 1, luckySpinTickets: 3 }),
      ),
    );
    const c = client();
    const items = await c.inventory('1');
    expect(items.map((i) => i.itemId)).toEqual(['c1', 't1']);
    expect(items[0]).toMatchObject({
      betSize: 2.5,
      isPopupMessage: false,
      cardLevel: null,
      expiryTime: null,
    });
    expect(items[1]).toMatchObject({ gameId: 0, currentQuantity: 0, isDisplay: false });
    const quests = await c.quests('1');
    expect(quests.quests.map((q) => [q.questId, q.progressValue, q.gameType, q.category])).toEqual([
      ['7', 0, null, 'regular'],
      ['q4', 0, null, 'regular'],
    ]);
    expect(quests.refreshHour).toBe(0);
    expect(quests.displayTimeZone).toBe('');
    const board = await c.leaderboard('popular', '1', 1);
    expect(board).toEqual({
      gameId: null,
      self: null,
      entries: [
        {
          rank: 1,
          userName: 'a',
          win: 0,
          multiplier: 0,
          singleRoundMultiplier: 0,
          singleRoundWin: 0,
        },
        {
          rank: 2,
          userName: 'b',
          win: 12.5,
          multiplier: 0,
          singleRoundMultiplier: 0,
          singleRoundWin: 0,
        },
      ],
    });
    expect(await c.campaigns('A')).toEqual([
      { invitationCode: 'A', campaignTypeIds: [1, 7], audienceMode: 0, name: { en: 'A' } },
    ]);
    expect(await c.drawWheel('1', 'W', 'normal')).toEqual({ ok: false, thrown: true });
    expect(await c.wheelQuest('1', 'W')).toEqual({
      questStatus: 'inProgress',
      progressValue: 0,
      conditionValue: 10,
      ticketCount: 2,
    });
    // Without its campaign times the wheel cannot be shown: no wheel rather than a wrong one.
    expect(await c.wheelSetting('W')).toBeNull();
  });
});
