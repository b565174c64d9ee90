// Fuzzing server answers (issue 8): every call's reader gets the simulator's real answer with
// random parts replaced, dropped or retyped, and answers of any shape at all. Each either
// reads it or throws a Failure with a code the error dialog knows how to show (6003 for a
// wrong shape), never a TypeError. Then whole sessions whose answers are mutated the same way
// end playing or on an error dialog, never in a crash. Seeded and reproducible.
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getResponse, http } from 'msw';
import { validateEnvConfig } from '../../../src-worker/boot/config.ts';
import { Failure, statusCode } from '../../../src-worker/lib/failure.ts';
import { readGroups, readWinners } from '../../../src-worker/jackpots/jackpot-readers.ts';
import * as campaignRead from '../../../src-worker/promotions/campaigns/campaign-validate.ts';
import * as cardRead from '../../../src-worker/promotions/cards/card-validate.ts';
import * as leaderboardRead from '../../../src-worker/promotions/leaderboards/leaderboard-validate.ts';
import * as questRead from '../../../src-worker/promotions/quests/quest-validate.ts';
import * as wheelRead from '../../../src-worker/promotions/wheel/wheel-validate.ts';
import { readStatusOnly } from '../../../src-worker/lib/parse-wire.ts';
import {
  readOneSeat,
  readSeatData,
  readTakenSeat,
} from '../../../src-worker/seats/seat-readers.ts';
import { readGameList, readGameUrl, readLogin } from '../../../src-worker/boot/validate.ts';
import { readMoreGames } from '../../../src-worker/game-bridge/more-games-readers.ts';
import { testEngine } from '../support/engine.ts';
import { fakeEngineTimers, settle } from '../support/settle.ts';
import { DEMO_GAME, useSimServer } from '../support/sim-server.ts';
import { seeded } from '../../support/seeded.ts';

const { world, server, handlers } = useSimServer();
const LINE = world.lines[0]?.origin ?? '';
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A call: its reader, and where the simulator's real answer to it comes from. */
interface Call {
  name: string;
  url: string;
  /** Main API form fields (POSTed with the token). */
  form?: Record<string, string>;
  method?: 'POST' | 'PUT';
  json?: unknown;
  read: (raw: unknown) => unknown;
}

// The promotion readers live with their features.
const promo = {
  ...campaignRead,
  ...cardRead,
  ...leaderboardRead,
  ...questRead,
  ...wheelRead,
  readStatusOnly,
};

const CALLS: Call[] = [
  { name: 'env config', url: `${world.appOrigin}/env/demo.json`, read: validateEnvConfig },
  { name: 'login (101)', url: '/frontendAPI.do', form: { action: '101' }, read: (r) => readLogin(record(r), 0) },
  { name: 'game list (16)', url: '/frontendAPI.do', form: { action: '16' }, read: (r) => readGameList(record(r), 'en') },
  { name: 'more games (9)', url: '/frontendAPI.do', form: { action: '9' }, read: (r) => readMoreGames(record(r), 'th') },
  { name: 'game url (7)', url: '/frontendAPI.do', form: { action: '7', mType: '2001', gameType: '1' }, read: (r) => readGameUrl(record(r), 'https://gs.test') },
  { name: 'invitation', url: '/campaign/v1/invitation/10001', read: promo.readInvitation },
  { name: 'quest log-in', url: '/quest/v3/log-in?playerId=10001&gameId=2001', method: 'POST', read: promo.readStatusOnly },
  { name: 'quest list', url: '/quest/v1/list/10001', read: promo.readQuestList },
  { name: 'inventory', url: '/inventory/v4/10001', read: promo.readInventory },
  { name: 'item history', url: '/inventory/v1/item-History/10001', read: promo.readItemHistory },
  { name: 'game enabled', url: '/quest/v1/game-enabled', read: promo.readGameEnabled },
  { name: 'campaigns', url: '/campaign/v3/name/list/VIP2026', read: promo.readCampaigns },
  { name: 'campaign cycles', url: '/campaign/v3/cycle/list/OPEN2026', read: promo.readCampaignCycles },
  { name: 'wheel setting', url: '/campaignv1/case/WHEEL7/setting.json', read: (r) => promo.readWheelSetting(r, 'WHEEL7') },
  { name: 'wheel prize', url: '/lucky-draw/v1/prize/WHEEL7', read: promo.readWheelPrize },
  { name: 'wheel quest', url: '/lucky-draw/v1/quest/10001/WHEEL7', read: promo.readWheelQuest },
  { name: 'leaderboard', url: '/leaderboard/v1/single-game/10001/2001', read: promo.readLeaderboard },
  { name: 'seats', url: '/seat/v1/info/slot/2001', read: (r) => readSeatData(r, 2001) },
  { name: 'one seat', url: '/seat/v1/info/slot/2001/1', read: (r) => readOneSeat(r, 1) },
  { name: 'taken seat', url: '/seat/v1/playnow', method: 'PUT', json: { gameId: 2001 }, read: (r) => readTakenSeat(r, null) },
  { name: 'jackpot groups', url: '/jackpot/current/v1/groups', read: readGroups },
  { name: 'jackpot winners', url: '/jackpot/record/v1/winners?typeId=101&limit=50', read: readWinners },
]; // prettier-ignore

/** The simulator's answer to a call, as JSON (null when it has none). */
async function realAnswer(call: Call): Promise<unknown> {
  const url = call.url.startsWith('/') ? `${LINE}${call.url}` : call.url;
  const request = call.form
    ? new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ x: 'demo-token', ...call.form }),
      })
    : new Request(url, {
        method: call.method ?? 'GET',
        headers: { Authorization: 'demo-token', 'Content-Type': 'application/json' },
        ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
      });
  const response = await getResponse(handlers, request);
  try {
    return (await response?.json()) as unknown;
  } catch {
    return null;
  }
}

/** A JSON value with some parts replaced by random ones, dropped, or turned into another type. */
function mutate(value: unknown, random: () => number, replacement: () => unknown): unknown {
  const roll = random();
  if (roll < 0.08) return replacement();
  if (Array.isArray(value)) {
    const kept = value.filter(() => random() > 0.1);
    if (random() < 0.1) kept.push(replacement());
    return kept.map((item) => mutate(item, random, replacement));
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (random() < 0.1) continue;
      out[key] = mutate(item, random, replacement);
    }
    return out;
  }
  return value;
}

const ODD_VALUES: unknown[] = [null, '', '0', -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, 'x'.repeat(5000), true, '0000', '__proto__', { __proto__: { polluted: true } }, '<script>', 'javascript:alert(1)']; // prettier-ignore
/** The replacement a mutation puts in: an odd value or any JSON at all. */
const replacementFrom = (random: () => number, json: unknown[]) => (): unknown =>
  random() < 0.5
    ? ODD_VALUES[Math.floor(random() * ODD_VALUES.length)]
    : json[Math.floor(random() * json.length)];

/** Reads or fails with a code; anything else thrown is a crash. */
function readOrCode(read: (raw: unknown) => unknown, raw: unknown): string {
  try {
    read(raw);
    return 'read';
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    expect(error.code).toMatch(/^\d{1,10}$/);
    return error.code;
  }
}

const answers = new Map<string, unknown>();

beforeAll(async () => {
  for (const call of CALLS) answers.set(call.name, await realAnswer(call));
});

describe('every call’s reader under random answers', () => {
  it('reads the simulator’s real answer to every call', () => {
    for (const call of CALLS)
      expect([call.name, readOrCode(call.read, answers.get(call.name))]).toEqual([
        call.name,
        'read',
      ]);
  });

  it('reads or gives a clear code for 10,000 mutated and random answers', () => {
    const outcomes = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.constantFrom(...CALLS),
        fc.integer(),
        fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (call, seed, json, wholesale) => {
          const random = seeded(seed);
          const raw = wholesale
            ? json[0]
            : mutate(answers.get(call.name), random, replacementFrom(random, json));
          const outcome = readOrCode(call.read, raw);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        },
      ),
      { numRuns: 10_000, seed: 20261123 },
    );
    // Both sides were reached: answers that still read, and answers refused as 6003.
    expect(outcomes.get('read')).toBeGreaterThan(500);
    expect(outcomes.get('6003')).toBeGreaterThan(500);
  });
});

describe('a server status', () => {
  it('is a code only when it is digits; anything else is a format error', () => {
    expect(['0000', 9005, '10006'].map(statusCode)).toEqual(['0000', '9005', '10006']);
    for (const odd of ['__proto__', '<b>1</b>', '-1', '1e3', '9'.repeat(11), null, {}, true])
      expect(statusCode(odd)).toBeNull();
  });
});

describe('whole sessions under mutated answers', () => {
  afterEach(() => vi.useRealTimers());

  it('end playing or on an error dialog with a code, never in a crash', async () => {
    const ends = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const random = seeded(seed);
        const pool = [...answers.values()];
        // Every JSON answer of the session is mutated (the speed test's image is left alone).
        server.use(
          http.all('*', async ({ request }) => {
            const real = await getResponse(handlers, request.clone());
            if (!real?.headers.get('Content-Type')?.includes('json')) return real;
            const body = mutate(await real.json(), random, replacementFrom(random, pool));
            return Response.json(body, { status: real.status });
          }),
        );
        fakeEngineTimers();
        const engine = testEngine(world, `?e=demo&x=demo-token&${DEMO_GAME}`);
        try {
          await settle(engine.boot().catch(() => undefined));
          engine.gameReady();
          await vi.advanceTimersByTimeAsync(30_000);
          const { phase, error } = engine.state;
          if (error) expect(error.code).toMatch(/^\d{1,10}$/);
          else expect(phase).toBe('ready');
          const end = error ? 'error' : phase;
          ends.set(end, (ends.get(end) ?? 0) + 1);
        } finally {
          engine.dispose();
          vi.useRealTimers();
          server.resetHandlers();
        }
      }),
      { numRuns: 500, seed: 20261123 },
    );
    // Both ends were reached: sessions that still play, and ones stopped with a code.
    expect(ends.get('ready')).toBeGreaterThan(10);
    expect(ends.get('error')).toBeGreaterThan(10);
  }, 120_000);
});
