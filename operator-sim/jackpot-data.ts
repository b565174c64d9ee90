// Runs in Node (and in unit tests): the simulator's seeded jackpots. Everything is a pure function
// of `now` (Date.now() at request time, so fake timers move it): the same request at the same
// instant always gets the same answer.
import type { JackpotHit } from '../shared/jackpots/jackpot-types.ts';
import type { JackpotGroup } from '../src-worker/jackpots/jackpot-schema.ts';
import { DEMO_GAME_ID } from './game-data.ts';
import { inTurn } from './in-turn.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The token whose groups call pushes a burst of hits into the notification stream. */
export const JACKPOT_STORM_TOKEN = 'jackpot-storm';

/** The token whose jackpot calls all answer HTTP 503. */
export const JACKPOT_DOWN_TOKEN = 'jackpot-down';

/** How many jackpotHit events one storm pushes (duplicates and an unlinked group's included). */
export const STORM_SIZE = 30;

/** A storm is pushed again only when the last one is at least this old. */
export const STORM_REPEAT_MS = 60_000;

/** Recorded hits per group: more than the 50 the engine asks for. */
export const WINNER_HISTORY = 80;

/** The most winners one call answers, whatever its limit. */
export const MAX_WINNERS_LIMIT = 100;

/** One seeded pool: its value at 00:00 UTC and how much it grows each second of the day. */
interface SeedPool {
  poolId: string;
  poolName: string;
  seed: number;
  perSecond: number;
}

/** One seeded group. */
interface SeedGroup {
  typeId: string;
  typeName: string;
  games: number[];
  pools: SeedPool[];
}

const pools = (id: string, grand: number): SeedPool[] => [
  { poolId: `${id}-grand`, poolName: 'Grand', seed: grand, perSecond: grand / 50_000 },
  { poolId: `${id}-major`, poolName: 'Major', seed: grand / 10, perSecond: grand / 200_000 },
  { poolId: `${id}-minor`, poolName: 'Minor', seed: grand / 100, perSecond: grand / 1_000_000 },
  { poolId: `${id}-mini`, poolName: 'Mini', seed: grand / 1_000, perSecond: grand / 5_000_000 },
];

/** The unlinked group every answer carries: the engine must leave it out (SPEC §7). */
export const UNLINKED_GROUP_NAME = 'LocalBonus';

/**
 * The groups: the three linked series, all played in the demo slot 2001 (and in some other
 * games), and one unlinked group, also in 2001.
 */
export const JACKPOT_SEEDS: readonly SeedGroup[] = [
  {
    typeId: '101',
    typeName: 'TreasureLink',
    games: [DEMO_GAME_ID, 1026, 2003],
    pools: pools('tl', 50_000),
  },
  {
    typeId: '102',
    typeName: 'GoldenTrophyLink',
    games: [DEMO_GAME_ID, 1026, 3001],
    pools: pools('gt', 80_000),
  },
  {
    typeId: '103',
    typeName: 'JackpotLink',
    games: [DEMO_GAME_ID, 2003, 3001, 3002],
    pools: pools('jl', 120_000),
  },
  {
    typeId: '900',
    typeName: UNLINKED_GROUP_NAME,
    games: [DEMO_GAME_ID, 1026],
    pools: [{ poolId: 'lb-bonus', poolName: 'Bonus', seed: 1_000, perSecond: 0.05 }],
  },
];

const cents = (n: number): number => Math.round(n * 100) / 100;

/** The operator's label of a group in hits (the series name is typeName). */
const groupLabel = (typeName: string): string => `${typeName} THB`;

/**
 * GET /jackpot/current/v1/groups: every group with its pools' values now. A pool grows from its
 * seed through the UTC day, as if every pool were hit at midnight.
 */
export function groupsAt(now: number): JackpotGroup[] {
  const seconds = (((now % DAY) + DAY) % DAY) / 1_000;
  return JACKPOT_SEEDS.map((g) => ({
    typeId: g.typeId,
    typeName: g.typeName,
    games: [...g.games],
    pools: g.pools.map((p) => ({
      poolId: p.poolId,
      poolName: p.poolName,
      value: cents(p.seed + p.perSecond * seconds),
    })),
  }));
}

/** Winner names in full (Thai, Chinese, short ones among them): masking is the engine's job. */
export const WINNER_NAMES: readonly string[] = [
  'somchai.k',
  'lily_wong',
  'สมศักดิ์มีโชค',
  '王小明88',
  'maria.santos',
  'nguyen_van_a',
  'kim.minjun',
  'rahul_verma',
  'ana-garcia',
  'dragon888',
  'jo',
  'player01',
];

/**
 * GET /jackpot/record/v1/winners?typeId&limit: a group's recorded hits, newest first, the last
 * about every 3 h 17 min; the first `limit` of WINNER_HISTORY. An unknown typeId has none.
 */
export function winnersFor(typeId: string, limit: number, now: number): JackpotHit[] {
  const group = JACKPOT_SEEDS.find((g) => g.typeId === typeId);
  if (group === undefined) return [];
  const out: JackpotHit[] = [];
  for (let i = 0; i < Math.min(limit, WINNER_HISTORY); i++) {
    const pool = inTurn(group.pools, i * 7 + 3);
    out.push({
      groupName: groupLabel(group.typeName),
      typeName: group.typeName,
      poolName: pool.poolName,
      gameId: inTurn(group.games, i),
      username: inTurn(WINNER_NAMES, i * 5 + Number(typeId)),
      hitValue: cents(pool.seed * (1.05 + ((i * 37) % 50) / 100)),
      recordTime: now - (i + 1) * (3 * HOUR + 17 * MINUTE),
    });
  }
  return out;
}

/**
 * The storm's STORM_SIZE hits: six distinct hits of the linked series (two each) and one of the
 * unlinked group, repeated in turn, so most arrive several times. Their times are whole minutes
 * before the current UTC hour, so a storm pushed again within the hour repeats the same hits
 * (a client shows each once) while a later one brings new ones.
 */
export function stormHits(now: number): JackpotHit[] {
  const hour = now - (((now % HOUR) + HOUR) % HOUR);
  const distinct: JackpotHit[] = [];
  JACKPOT_SEEDS.forEach((group, g) => {
    const linked = group.typeName !== UNLINKED_GROUP_NAME;
    for (let k = 0; k < (linked ? 2 : 1); k++) {
      const pool = inTurn(group.pools, k);
      distinct.push({
        groupName: groupLabel(group.typeName),
        typeName: group.typeName,
        poolName: pool.poolName,
        gameId: inTurn(group.games, k),
        username: inTurn(WINNER_NAMES, g * 2 + k),
        hitValue: cents(pool.seed * (1.1 + k / 10)),
        recordTime: hour - (distinct.length + 1) * MINUTE,
      });
    }
  });
  return Array.from({ length: STORM_SIZE }, (_, i) => inTurn(distinct, i));
}

/**
 * The n-th hit the stream's generator sends (`/__sim/sse/rate`): a linked series' hit, new each
 * time (its own name, amount and time), shaped as SPEC §3's hits so the container reads it.
 */
export function generatedHit(n: number, now: number): JackpotHit {
  const base = inTurn(stormHits(now).slice(0, 6), n);
  return {
    ...base,
    username: `${inTurn(WINNER_NAMES, n)}${n}`,
    hitValue: cents(base.hitValue + n * 37.5),
    recordTime: now,
  };
}
