// The operator's config fields (SPEC §3) and the accounts of SPEC §6 as an integrator meets them
// in the engine: what each switches on or off, and above all the calls a switched-off function
// never makes (watched on msw's request events).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { configFor, OPERATOR_FIELDS } from '../../../operator-sim/env-config.ts';
import { FUNCTION_IDS } from '../../../shared/account/functions.ts';
import type { EnvConfig } from '../../../src-worker/boot/wire.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim); // disposed before the simulator's state resets

/** Every request the engine made: its path, and the action of a main API call. */
let seen: { path: string; action: string | null }[] = [];
const pending: Promise<unknown>[] = [];

beforeEach(() => {
  seen = [];
  server.events.on('request:start', ({ request }) => {
    const entry = { path: new URL(request.url).pathname, action: null as string | null };
    seen.push(entry);
    if (request.method === 'POST' && entry.path.endsWith('/frontendAPI.do')) {
      pending.push(
        request
          .clone()
          .text()
          .then((body) => (entry.action = new URLSearchParams(body).get('action'))),
      );
    }
  });
});

/** The paths called so far that start with one of `prefixes`. */
async function called(...prefixes: string[]): Promise<string[]> {
  await Promise.all(pending.splice(0));
  return seen.map((s) => s.path).filter((p) => prefixes.some((prefix) => p.startsWith(prefix)));
}

/** The main API actions called so far. */
async function actions(): Promise<string[]> {
  await Promise.all(pending.splice(0));
  return seen.flatMap((s) => (s.action === null ? [] : [s.action]));
}

const PROMOTION_PATHS = [
  '/quest/',
  '/campaign/',
  '/campaignv1/',
  '/inventory/',
  '/leaderboard/',
  '/lucky-draw/',
  '/promotion/',
];

/** Serves /env/custom.json: the demo config with `fields` over it (any value, checked or not). */
function customEnv(fields: Record<string, unknown>): string {
  const base: EnvConfig = configFor(
    world,
    world.lines.map((l) => l.origin),
  );
  server.use(http.get('*/env/custom.json', () => HttpResponse.json({ ...base, ...fields })));
  return 'custom';
}

/** Boots, lets the game post ready, and waits for the promotions and the popups' first turn. */
async function playing(token: string, env = 'demo', extra = '') {
  const search = `?e=${env}&x=${token}&${DEMO_GAME}${extra}`;
  return engines.playing(search, { randomId: () => crypto.randomUUID() }, 500);
}

describe('config fields (SPEC §3)', () => {
  it('the config locale is the language when the address names none: game, names, state', async () => {
    const e = await playing('demo-token', 'operator-config');
    expect(e.state.locale).toBe('th');
    expect(new URL(e.state.gameUrl!).searchParams.get('lang')).toBe('th');
    expect(e.state.games.find((g) => g.gameId === 2001)?.name).toBe('โชคดีมีทรัพย์');
  });

  it('a language in the address wins over the config locale', async () => {
    const e = await playing('demo-token', 'operator-config', '&locale=ko');
    expect(e.state.locale).toBe('ko');
    expect(new URL(e.state.gameUrl!).searchParams.get('lang')).toBe('ko');
  });

  it('hands the bets, the starting bet, featureCount and noTurbo to the game in its address', async () => {
    const e = await playing('demo-token', 'operator-config');
    const query = new URL(e.state.gameUrl!).searchParams;
    expect(query.get('betSelections')).toBe(OPERATOR_FIELDS.betSelections.join(','));
    expect(query.get('betIndex')).toBe('2');
    expect(query.get('featureCount')).toBe('3');
    expect(query.get('noTurbo')).toBe('1');
    // The demo config names none of them: the address stays the server's.
    const plain = await playing('demo-token');
    expect([...new URL(plain.state.gameUrl!).searchParams.keys()].sort()).toEqual([
      'lang',
      // The lobby the container sent with action 7 (lobbyURL), as the server hands it on.
      'lobby',
      'mType',
      'parentOrigin',
      'version',
    ]);
  });

  it("the config's noTurbo joins the game's: no quick-spin suggestion however impatient", async () => {
    const impatient = (e: Engine): void => {
      e.setScene('BaseGame');
      e.spinRequested();
      e.setSpinning(true);
      for (let i = 1; i < 8; i += 1) e.spinRequested();
      e.setSpinning(false);
    };
    const allowed = await playing('no-cards');
    impatient(allowed);
    expect(allowed.state.prompt).toEqual({ kind: 'quickSpin' });
    const forbidden = await playing('no-cards', 'operator-config');
    impatient(forbidden);
    expect(forbidden.state.prompt).toBeNull();
  });

  it('isSystemButtonVisible false hides the system buttons; the rest stays on', async () => {
    const e = await playing('demo-token', 'no-system-buttons');
    expect(e.state.switches).toEqual({
      promotions: true,
      seats: true,
      jackpots: true,
      moreGames: true,
      systemButtons: false,
    });
  });

  it('functionList [1]: promotions only; no seat, jackpot, open-round or more-games call', async () => {
    const e = await playing('demo-token', 'functions-off');
    expect(e.state.switches).toMatchObject({
      promotions: true,
      seats: false,
      jackpots: false,
      moreGames: false,
    });
    expect(e.openModal({ kind: 'moreGame' })).toBe(false);
    expect(e.requestGameSwitch(3001)).toBe(false);
    e.jackpotBroadcast({ groupName: 'JackpotLink', typeName: 'Grand', poolName: 'Grand' });
    e.openPanel('seat');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await called('/seat/', '/jackpot/', '/api/v1/game-log/')).toEqual([]);
    expect(await actions()).not.toContain('9');
    expect(e.state.seats.enabled).toBe(false);
    expect(e.state.jackpots.pools).toEqual([]);
    expect(e.state.jackpots.notice).toBeNull();
    expect(e.state.promotions.popup).not.toBeNull();
    expect(await called('/quest/', '/inventory/')).not.toEqual([]);
  });

  it('functionList without promotions: no promotion call, but the stream for jackpot hits', async () => {
    const env = customEnv({
      functionList: [
        { functionId: FUNCTION_IDS.seats },
        { functionId: FUNCTION_IDS.jackpots },
        { functionId: FUNCTION_IDS.moreGames },
      ],
    });
    const e = await playing('demo-token', env);
    expect(e.state.switches.promotions).toBe(false);
    expect(e.state.promotions.loaded).toBe(true);
    expect(await called(...PROMOTION_PATHS.filter((p) => p !== '/promotion/'))).toEqual([]);
    expect(await called('/promotion/v1/notification/')).not.toEqual([]);
    expect(e.state.seats.enabled).toBe(true);
    expect(e.state.jackpots.pools.length).toBeGreaterThan(0);
  });

  it('an empty functionList switches every function off: no stream either', async () => {
    const e = await playing('demo-token', customEnv({ functionList: [] }));
    expect(await called(...PROMOTION_PATHS, '/seat/', '/jackpot/', '/api/v1/game-log/')).toEqual(
      [],
    );
    expect(e.state.phase).toBe('ready');
  });

  it('bad values take the defaults and the game still starts', async () => {
    const env = customEnv({
      locale: 'xx-YY',
      betSelections: [1, -2, 'x'],
      betIndex: 7,
      functionList: ['promotions', { functionId: 'one' }],
      featureCount: -1,
      isSystemButtonVisible: 'no',
      noTurbo: 'yes',
    });
    const e = await playing('demo-token', env);
    expect(e.state.phase).toBe('ready');
    expect(e.state.locale).toBe('en');
    expect(e.state.switches).toEqual({
      promotions: true,
      seats: true,
      jackpots: true,
      moreGames: true,
      systemButtons: true,
    });
    expect([...new URL(e.state.gameUrl!).searchParams.keys()].sort()).toEqual([
      'lang',
      'lobby',
      'mType',
      'parentOrigin',
      'version',
    ]);
  });

  it('a bet index outside the bets starts at the first bet', async () => {
    const e = await playing('demo-token', customEnv({ betSelections: [1, 2], betIndex: 9 }));
    const query = new URL(e.state.gameUrl!).searchParams;
    expect(query.get('betSelections')).toBe('1,2');
    expect(query.get('betIndex')).toBe('0');
  });
});

describe('demo and API accounts (SPEC §6)', () => {
  it('a demo account plays in FUN money and makes no promotion call at all', async () => {
    const e = await playing('demo-account');
    expect(e.state.user).toMatchObject({ demo: true, api: false, currency: 'XXX' });
    expect(e.state.switches.promotions).toBe(false);
    expect(await called(...PROMOTION_PATHS.filter((p) => p !== '/promotion/'))).toEqual([]);
    expect(e.state.promotions).toMatchObject({ quests: [], inventory: [], campaigns: [] });
    expect(e.state.promotions.wheel).toBeNull();
    // Seats and jackpots are not promotions: they stay.
    expect(e.state.seats.enabled).toBe(true);
  });

  it('an API account has no more games: no list, no open rounds, no switching', async () => {
    const e = await playing('api-account');
    expect(e.state.user).toMatchObject({ demo: false, api: true, currency: 'THB' });
    expect(e.state.switches.moreGames).toBe(false);
    expect(e.openModal({ kind: 'moreGame' })).toBe(false);
    expect(e.requestGameSwitch(3001)).toBe(false);
    expect(e.state.prompt).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await called('/api/v1/game-log/')).toEqual([]);
    expect(await actions()).not.toContain('9');
    // The promotions are the API player's as anyone's.
    expect(e.state.promotions.quests.length).toBeGreaterThan(0);
  });

  it('a normal player has neither flag, and more games', async () => {
    const e = await playing('demo-token');
    expect(e.state.user).toMatchObject({ demo: false, api: false, leaderboard: true });
    expect(e.openModal({ kind: 'moreGame' })).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(await actions()).toContain('9');
  });

  it('every demo account in use: the login answers 7506 and its dialog shows', async () => {
    const e = engines.start(`?e=demo&x=demo-full&${DEMO_GAME}`);
    await settle(e.boot());
    expect(e.state.phase).toBe('failed');
    expect(e.state.error?.code).toBe('7506');
  });
});

describe('leaderboard permission (SPEC §6, from the login)', () => {
  it('without it: no leaderboard call, at start or after a switch, and no leaderboard popup', async () => {
    // The operator makes the leaderboard popup show always: only the permission holds it back.
    const env = customEnv({ popups: { leaderboard: { order: -1 } } });
    const shown = await playing('demo-token', env);
    expect(shown.state.promotions.popup).toBe('leaderboard');

    seen = [];
    const e = await playing('leaderboard-off', env);
    expect(e.state.user?.leaderboard).toBe(false);
    expect(e.state.promotions.leaderboardAllowed).toBe(false);
    // Every popup of the visit, one after another: none is the leaderboard.
    const popups: string[] = [];
    while (e.state.promotions.popup !== null && popups.length < 10) {
      popups.push(e.state.promotions.popup);
      e.closePanel();
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(popups.length).toBeGreaterThan(0);
    expect(popups).not.toContain('leaderboard');
    e.requestGameSwitch(3001);
    e.answerPrompt('leaveGame', true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(e.state.gameId).toBe(3001);
    expect(await called('/leaderboard/')).toEqual([]);
    // The other promotions are there.
    expect(e.state.promotions.quests.length).toBeGreaterThan(0);
  });
});
