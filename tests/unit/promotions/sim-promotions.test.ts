// The simulator's promotion scenarios: each token gives the panel state its name says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMO_SCENARIO_TOKENS, USERS } from '../../../operator-sim/data.ts';
import { PROMO_PROFILES, profileFor } from '../../../operator-sim/promotions/profiles.ts';
import { drawRefusal, wheelTimes } from '../../../operator-sim/promotions/wheel-data.ts';
import { promotionStateOf, resetPromotionState } from '../../../operator-sim/promotion-handlers.ts';
import { SCENARIOS, scenarioUrl } from '../../../operator-sim/scenarios.ts';
import { dueCard } from '../../../shared/promotions/cards/card-rules.ts';
import type {
  Campaign,
  InventoryData,
  Leaderboard,
  PromotionResponse,
  QuestListData,
  WheelDrawResult,
  WheelPrizeData,
  WheelSettingFile,
  WheelTicketInfo,
} from '../../../shared/promotions/promotion-types.ts';
import { questLock, questViewState } from '../../../shared/promotions/quests/quest-rules.ts';
import { ticketsExpired, wheelState } from '../../../shared/promotions/wheel/wheel-rules.ts';
import type { EnvConfig, LoginData } from '../../../src-worker/boot/wire.ts';
import { settle } from '../support/settle.ts';
import { apiJson } from '../support/sim-api.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();
const LINE = 'http://line-a.test';
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
  resetPromotionState(world);
});

async function call<T>(
  token: string,
  path: string,
  method = 'GET',
): Promise<{ http: number; body: PromotionResponse<T> }> {
  const headers: Record<string, string> = token === '' ? {} : { Authorization: token };
  const response = await fetch(`${LINE}${path}`, { method, headers });
  return { http: response.status, body: (await response.json()) as PromotionResponse<T> };
}

async function data<T>(token: string, path: string, method = 'GET'): Promise<T> {
  const { http, body } = await call<T>(token, path, method);
  expect(http).toBe(200);
  expect(body.status).toBe('0000');
  return body.data as T;
}

async function status(token: string, path: string, method = 'GET'): Promise<string> {
  return (await call(token, path, method)).body.status;
}

async function setting(code: string): Promise<WheelSettingFile> {
  const response = await fetch(`${LINE}/campaignv1/case/${code}/setting.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as WheelSettingFile;
}

const TOKEN_ROUTES: [string, string][] = [
  ['GET', '/campaign/v1/invitation/10001'],
  ['POST', '/quest/v3/log-in?playerId=10001&gameId=2001'],
  ['POST', '/campaign/v1/log-in?playerId=10001&gameId=2001'],
  ['GET', '/quest/v1/list/10001'],
  ['GET', '/inventory/v4/10001'],
  ['GET', '/inventory/v1/item-History/10001'],
  ['GET', '/quest/v1/game-enabled'],
  ['GET', '/campaign/v3/name/list/VIP2026'],
  ['GET', '/campaign/v3/cycle/list/WHEEL7'],
  ['GET', '/lucky-draw/v1/prize/WHEEL7'],
  ['GET', '/lucky-draw/v1/is-eligible/WHEEL7'],
  ['GET', '/lucky-draw/v1/quest/10001/WHEEL7'],
  ['PUT', '/lucky-draw/v1/entries/10001/WHEEL7/normal'],
  ['GET', '/leaderboard/v1/single-game/10001/2001'],
  ['GET', '/leaderboard/v1/popular/10001'],
];

describe('routes and tokens', () => {
  it.each(TOKEN_ROUTES)('%s %s needs the Authorization header', async (method, path) => {
    expect((await call('', path, method)).http).toBe(401);
    expect((await call('demo-token', path, method)).http).toBe(200);
  });

  it('serves setting.json on the asset CDN without a token', async () => {
    const config = (await (await fetch('http://app.test/env/demo.json')).json()) as EnvConfig;
    expect(config.assetCdn).toBe(LINE);
    expect((await setting('WHEEL7')).code).toBe('WHEEL7');
    expect((await fetch(`${LINE}/campaignv1/case/NOPE/setting.json`)).status).toBe(404);
  });

  it('every promotion token is a normal player with its own account and a scenario', async () => {
    const accounts = new Set<string>(['10001']);
    for (const token of PROMO_SCENARIO_TOKENS) {
      expect(PROMO_PROFILES[token]).toBeDefined();
      const user = USERS[token];
      expect(user).toMatchObject({ kind: 'player', userStatus: 0, balance: 12345.67 });
      if (user?.kind === 'player') accounts.add(user.accountId);
      const scenario = SCENARIOS.find((s) => s.token === token);
      expect(scenario?.description).toBeTruthy();
      expect(new URL(scenarioUrl('http://app.test', scenario!)).searchParams.get('x')).toBe(token);
      const body = await apiJson(LINE, { action: '101', x: token });
      expect(body.status).toBe('0000');
      expect((body.data as LoginData).userStatus).toBe(0);
    }
    expect(accounts.size).toBe(PROMO_SCENARIO_TOKENS.length + 1);
  });

  it('wheel scenarios carry their wheel code in the query, and campaign-vip carries VIP2026', () => {
    const codeOf = (name: string) =>
      new URL(
        scenarioUrl(
          'http://app.test',
          SCENARIOS.find((s) => s.name === name)!,
        ),
      ).searchParams.get('campaignInvitationCodes');
    expect(codeOf('wheel-not-started')).toBe('WHEEL7-SOON');
    expect(codeOf('wheel-ended')).toBe('WHEEL7-ENDED');
    expect(codeOf('wheel-draw-9036')).toBe('WHEEL7');
    expect(codeOf('campaign-vip')).toBe('VIP2026');
    expect(codeOf('demo')).toBeNull();
  });
});

describe('the demo player', () => {
  it('has a running WHEEL7 wheel with 3 tickets', async () => {
    const now = Date.now();
    const wheel = await setting('WHEEL7');
    expect(wheel).toMatchObject({
      betAmountPerTicket: 10,
      dailyTicketLimit: 5,
      normalSpinTickets: 1,
      luckySpinTickets: 3,
      multiplierValues: [2, 3, 5],
      displayTimeZone: 'Asia/Bangkok',
      dailyBonusDistributed: false,
    });
    expect(wheel.prizeAmounts).toHaveLength(8);
    expect(wheelState(wheel, now)).toBe('running');
    const prize = await data<WheelPrizeData>('demo-token', '/lucky-draw/v1/prize/WHEEL7');
    expect(prize.prizeAmounts).toEqual(wheel.prizeAmounts);
    expect(await status('demo-token', '/lucky-draw/v1/is-eligible/WHEEL7')).toBe('0000');
    const tickets = await data<WheelTicketInfo>('demo-token', '/lucky-draw/v1/quest/10001/WHEEL7');
    expect(tickets).toEqual({
      questStatus: 'inProgress',
      progressValue: 25,
      conditionValue: 10,
      ticketCount: 3,
    });
  });

  it('has quests in every state', async () => {
    const now = Date.now();
    const { quests, refreshHour, displayTimeZone } = await data<QuestListData>(
      'demo-token',
      '/quest/v1/list/10001',
    );
    expect([refreshHour, displayTimeZone]).toEqual([0, 'Asia/Bangkok']);
    const views = quests.map((q) => [q.questId, questViewState(q, quests, now)]);
    expect(views).toEqual([
      ['q-daily-bet', 'inProgress'],
      ['q-daily-win', 'completed'],
      ['q-regular-spins', 'awarded'],
      ['q-regular-next', 'upcoming'],
      ['q-regular-win', 'assigned'],
    ]);
    expect(quests[0]).toMatchObject({ category: 'daily', questType: 'bet', progressValue: 40 });
    expect(quests[0]?.targetValue).toBe(100);
    expect(quests[1]).toMatchObject({ category: 'daily', questType: 'win' });
    expect(questLock(quests[3]!, quests, now)).toBe('prerequisite');
  });

  it('keeps its quests, cards and history put between requests, as a real server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = async () =>
      Promise.all(
        ['/quest/v1/list/10001', '/inventory/v4/10001', '/inventory/v1/item-History/10001'].map(
          (path) => data<unknown>('demo-token', path),
        ),
      );
    const first = await answers();
    vi.setSystemTime(Date.now() + 90_000);
    expect(await answers()).toEqual(first);
    // A reset world writes its records anew, from its next answer's time.
    resetPromotionState(world);
    const later = (await data<QuestListData>('demo-token', '/quest/v1/list/10001')).quests;
    const before = (first[0] as QuestListData).quests;
    expect(later[0]?.progressTime).toBe((before[0]?.progressTime ?? 0) + 90_000);
  });

  it('has a free-game card for 2001, a due free-spin card and 2 wheel tickets', async () => {
    const now = Date.now();
    const { items } = await data<InventoryData>('demo-token', '/inventory/v4/10001');
    const due = dueCard(items, 2001, now);
    expect(due).toMatchObject({
      itemId: 'card-fs-2001',
      isDisplay: false,
      isPopupMessage: true,
      betSize: 0.5,
      gameCount: 10,
      cardLevel: 1,
      usageQuantity: 1,
    });
    expect(due!.startTime).toBeLessThan(now);
    expect(items.filter((i) => i.itemCategory === 'GAME_CARD' && !i.isDisplay)).toHaveLength(1);
    expect(items.filter((i) => i.itemCategory === 'WHEEL_TICKET')).toHaveLength(2);
  });

  it('has an open campaign, the wheel, and VIP2026 by invitation', async () => {
    const invited = await data<{ invitationCodes: string[] }>(
      'demo-token',
      '/campaign/v1/invitation/10001',
    );
    expect(invited.invitationCodes).toEqual(['VIP2026']);
    const other = await data<{ invitationCodes: string[] }>(
      'no-cards',
      '/campaign/v1/invitation/10019',
    );
    expect(other.invitationCodes).toEqual([]);
    const { campaigns } = await data<{ campaigns: Campaign[] }>(
      'demo-token',
      '/campaign/v3/name/list/VIP2026',
    );
    expect(campaigns.map((c) => [c.invitationCode, c.audienceMode])).toEqual([
      ['OPEN2026', 1],
      ['WHEEL7', 1],
      ['VIP2026', 2],
    ]);
    const plain = await data<{ campaigns: Campaign[] }>('demo-token', '/campaign/v3/name/list/X');
    expect(plain.campaigns.map((c) => c.invitationCode)).toEqual(['OPEN2026', 'WHEEL7']);
    const cycles = await data<{ cycles: unknown[] }>(
      'demo-token',
      '/campaign/v3/cycle/list/VIP2026',
    );
    expect(cycles.cycles).toHaveLength(1);
    expect(
      (await data<{ cycles: unknown[] }>('demo-token', '/campaign/v3/cycle/list/X')).cycles,
    ).toEqual([]);
  });

  it('has 10-entry leaderboards with full names for the game and popular', async () => {
    const single = await data<Leaderboard>('demo-token', '/leaderboard/v1/single-game/10001/2001');
    const popular = await data<Leaderboard>('demo-token', '/leaderboard/v1/popular/10001');
    for (const board of [single, popular]) {
      expect(board.entries).toHaveLength(10);
      expect(board.entries.some((e) => e.userName.includes('*'))).toBe(false);
      expect(board.self?.userName).toBe('player01');
    }
    expect(single.gameId).toBe(2001);
    expect(popular.gameId).toBeNull();
    expect(await status('demo-token', '/leaderboard/v1/single-game/10001/abc')).toBe('8000');
  });

  it('draws decrement the account tickets, deterministically, until reset', async () => {
    const draw = (type: string) =>
      call<WheelDrawResult>('demo-token', `/lucky-draw/v1/entries/10001/WHEEL7/${type}`, 'PUT');
    const lucky = await draw('lucky');
    expect(lucky.body).toEqual({
      status: '0000',
      data: { prizeIndex: 2, prizeAmount: 5, multiplier: 2, winAmount: 10, ticketCount: 0 },
    });
    expect((await draw('normal')).body.status).toBe('9037');
    expect((await draw('mega')).body.status).toBe('8000');
    expect(promotionStateOf(world).accounts.get('10001')).toEqual({ tickets: 0, draws: 1 });
    // Another account of the same profile is untouched.
    expect(
      (await data<WheelTicketInfo>('demo-token', '/lucky-draw/v1/quest/10009/WHEEL7')).ticketCount,
    ).toBe(3);
    resetPromotionState(world);
    expect((await draw('normal')).body.data).toMatchObject({ prizeIndex: 2, ticketCount: 2 });
    expect((await draw('normal')).body.data).toMatchObject({ prizeIndex: 5, prizeAmount: 50 });
  });

  it('records log-ins and refuses one without its parameters', async () => {
    await data(
      'demo-token',
      '/campaign/v1/log-in?playerId=10001&gameId=2001&invitationCode=VIP2026',
      'POST',
    );
    expect(await status('demo-token', '/quest/v3/log-in?playerId=10001', 'POST')).toBe('505');
    expect(promotionStateOf(world).logIns).toEqual([
      {
        path: '/campaign/v1/log-in',
        params: { playerId: '10001', gameId: '2001', invitationCode: 'VIP2026' },
      },
      { path: '/quest/v3/log-in', params: { playerId: '10001' } },
    ]);
  });
});

describe('wheel scenarios', () => {
  it('wheel-not-started: WHEEL7-SOON starts tomorrow, no tickets, draws answer 9035', async () => {
    const now = Date.now();
    expect(wheelState(await setting('WHEEL7-SOON'), now)).toBe('notStarted');
    const { campaigns } = await data<{ campaigns: Campaign[] }>(
      'wheel-not-started',
      '/campaign/v3/name/list/WHEEL7-SOON',
    );
    expect(campaigns.map((c) => c.invitationCode)).toEqual(['OPEN2026', 'WHEEL7-SOON']);
    const t = await data<WheelTicketInfo>(
      'wheel-not-started',
      '/lucky-draw/v1/quest/10011/WHEEL7-SOON',
    );
    expect(t.ticketCount).toBe(0);
    expect(
      await status('wheel-not-started', '/lucky-draw/v1/entries/10011/WHEEL7-SOON/normal', 'PUT'),
    ).toBe('9035');
  });

  it("wheel-distributed: today's bonus is out, 3 tickets carry over, draws answer 9036", async () => {
    const now = Date.now();
    const prize = await data<WheelPrizeData>('wheel-distributed', '/lucky-draw/v1/prize/WHEEL7');
    expect(prize.dailyBonusDistributed).toBe(true);
    expect(wheelState({ ...(await setting('WHEEL7')), ...prize }, now)).toBe('bonusDistributed');
    const t = await data<WheelTicketInfo>('wheel-distributed', '/lucky-draw/v1/quest/10012/WHEEL7');
    expect(t).toMatchObject({ questStatus: 'completed', ticketCount: 3 });
    expect(
      await status('wheel-distributed', '/lucky-draw/v1/entries/10012/WHEEL7/normal', 'PUT'),
    ).toBe('9036');
  });

  it('wheel-ended: ended 1 h ago, its tickets spin until 48 h after the end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    const wheel = await setting('WHEEL7-ENDED');
    expect(wheel.campaignEndTime).toBe(now - HOUR);
    expect(wheelState(wheel, now)).toBe('ended');
    expect(ticketsExpired(wheel, now)).toBe(false);
    const path = '/lucky-draw/v1/entries/10013/WHEEL7-ENDED/normal';
    expect(await status('wheel-ended', path, 'PUT')).toBe('0000');
    // The ended wheel always ended an hour before the request, so the 48 h rule of the draw
    // is checked on its own: the same wheel, asked 48 h after its end.
    const ended = wheelTimes('ended', now);
    const profile = profileFor('wheel-ended');
    expect(drawRefusal(profile, ended, 'normal', 3, ended.end + 48 * HOUR - 1)).toBeNull();
    expect(drawRefusal(profile, ended, 'normal', 3, ended.end + 48 * HOUR)).toBe('9035');
  });

  it('wheel-no-tickets: a running wheel with 0 tickets; a draw answers 9037', async () => {
    const t = await data<WheelTicketInfo>('wheel-no-tickets', '/lucky-draw/v1/quest/10014/WHEEL7');
    expect(t).toMatchObject({ ticketCount: 0, questStatus: 'inProgress' });
    expect(
      await status('wheel-no-tickets', '/lucky-draw/v1/entries/10014/WHEEL7/normal', 'PUT'),
    ).toBe('9037');
  });

  it.each([
    ['wheel-ineligible-9038', '9038'],
    ['wheel-ineligible-9039', '9039'],
  ])('%s: eligibility and draws answer %s', async (token, code) => {
    expect(await status(token, '/lucky-draw/v1/is-eligible/WHEEL7')).toBe(code);
    expect(await status(token, '/lucky-draw/v1/entries/1/WHEEL7/normal', 'PUT')).toBe(code);
  });

  it.each([
    ['wheel-draw-9035', '9035'],
    ['wheel-draw-9036', '9036'],
  ])('%s: eligible, with tickets, but every draw answers %s', async (token, code) => {
    expect(await status(token, '/lucky-draw/v1/is-eligible/WHEEL7')).toBe('0000');
    expect((await data<WheelTicketInfo>(token, '/lucky-draw/v1/quest/1/WHEEL7')).ticketCount).toBe(
      3,
    );
    expect(await status(token, '/lucky-draw/v1/entries/1/WHEEL7/lucky', 'PUT')).toBe(code);
  });

  it('an unknown wheel code answers 9035 to prize, eligibility, tickets and draws', async () => {
    for (const [method, path] of [
      ['GET', '/lucky-draw/v1/prize/NOPE'],
      ['GET', '/lucky-draw/v1/is-eligible/NOPE'],
      ['GET', '/lucky-draw/v1/quest/10001/NOPE'],
      ['PUT', '/lucky-draw/v1/entries/10001/NOPE/normal'],
    ] as const) {
      expect(await status('demo-token', path, method)).toBe('9035');
    }
  });
});

describe('other promotion scenarios', () => {
  it('no-cards: an empty inventory', async () => {
    expect((await data<InventoryData>('no-cards', '/inventory/v4/10019')).items).toEqual([]);
  });

  it('inventory-fail: the inventory answers HTTP 500, the rest works', async () => {
    expect(
      (await fetch(`${LINE}/inventory/v4/10020`, { headers: { Authorization: 'inventory-fail' } }))
        .status,
    ).toBe(500);
    expect(
      (await data<QuestListData>('inventory-fail', '/quest/v1/list/10020')).quests,
    ).toHaveLength(5);
  });

  it('all-quests-awarded: every quest is awarded', async () => {
    const { quests } = await data<QuestListData>('all-quests-awarded', '/quest/v1/list/10021');
    expect(quests.length).toBeGreaterThan(0);
    expect(quests.every((q) => q.status === 'awarded')).toBe(true);
  });

  it('no-leaderboard: both leaderboards answer 9001', async () => {
    expect(await status('no-leaderboard', '/leaderboard/v1/single-game/10022/2001')).toBe('9001');
    expect(await status('no-leaderboard', '/leaderboard/v1/popular/10022')).toBe('9001');
  });

  it('promo-slow: every token call answers after 8 s, setting.json at once', async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const answered: Record<string, number> = {};
    await settle(
      Promise.all(
        TOKEN_ROUTES.map(async ([method, path]) => {
          const { http } = await call('promo-slow', path, method);
          expect(http).toBe(200);
          answered[path] = Date.now() - started;
        }),
      ),
      20_000,
    );
    const times = Object.values(answered);
    expect(times).toHaveLength(TOKEN_ROUTES.length);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(8_000);
    expect(Math.max(...times)).toBeLessThan(8_100);
    const fast = Date.now();
    await settle(setting('WHEEL7'));
    expect(Date.now() - fast).toBeLessThan(100);
  });
});

describe('fresh players (player-*)', () => {
  it('each token is its own account, the same one every time', async () => {
    const { userForToken } = await import('../../../operator-sim/data.ts');
    const a = userForToken('player-a');
    const b = userForToken('player-b');
    expect(a).toMatchObject({ kind: 'player', currency: 'THB' });
    expect(b).toMatchObject({ kind: 'player' });
    const accountOf = (u: typeof a) => (u?.kind === 'player' ? u.accountId : null);
    expect(accountOf(a)).toMatch(/^\d+$/);
    expect(accountOf(a)).not.toBe(accountOf(b));
    expect(userForToken('player-a')).toBe(a);
  });

  it("a scenario's token with ~ and anything is that scenario on an account of its own", async () => {
    const { userForToken } = await import('../../../operator-sim/data.ts');
    const accountOf = (token: string) => {
      const user = userForToken(token);
      return user?.kind === 'player' ? user.accountId : null;
    };
    // wheel-rich's 10 tickets, on a fresh account each time a test runs again.
    expect(profileFor('wheel-rich~run-1').tickets).toBe(10);
    expect(accountOf('wheel-rich')).toBe('10024');
    expect(accountOf('wheel-rich~run-1')).toMatch(/^3\d{4}$/);
    expect(accountOf('wheel-rich~run-2')).not.toBe(accountOf('wheel-rich~run-1'));
    expect(accountOf('wheel-rich~run-1')).toBe(accountOf('wheel-rich~run-1'));
    // Any other token keeps its meaning.
    expect(profileFor('demo-token~x')).toBe(profileFor('demo-token'));
  });
});
