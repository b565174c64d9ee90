// Runs in the worker (and in Node): the jackpot server's calls (SPEC §7), token in Authorization,
// 5000 ms at most each. Jackpots never stop the game: any failure answers an empty list, and the
// answers are checked field by field (a broken group, pool or winner is left out).
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import type {
  JackpotGroup,
  JackpotPool,
  JackpotWinner,
} from '../../shared/jackpots/jackpot-types.ts';
import { WINNERS_LIMIT, parseHit, winnersFrom } from '../../shared/jackpots/jackpot-rules.ts';
import type { HttpDeps } from '../lib/http.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import { dataOf, idOf, num } from '../lib/wire-read.ts';
import { badShape, SERVICE_TIMEOUT_MS, serviceJson } from '../lib/service-client.ts';

/** Most groups, pools per group and games per group kept from one answer. */
export const MAX_JACKPOT_ITEMS = 200;

/** Where the jackpot calls go, and the login token they carry. */
export interface JackpotEndpoints {
  /** The jackpot server's origin (config servers.jackpot). */
  jackpot: string;
  /** The login token, sent as the Authorization header. */
  token: string;
}

/** The jackpot calls of SPEC §7. */
export interface JackpotClient {
  /** GET /jackpot/current/v1/groups: every valid group, linked or not; [] on any failure. */
  groups(): Promise<JackpotGroup[]>;
  /** GET /jackpot/record/v1/winners?typeId&limit=50: newest first, masked; [] on any failure. */
  winners(typeId: string): Promise<JackpotWinner[]>;
}

type Rec = Record<string, unknown>;

const records = (raw: unknown): Rec[] =>
  Array.isArray(raw) ? (raw as unknown[]).slice(0, MAX_JACKPOT_ITEMS * 5).filter(isRecord) : [];

const label = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function readPool(p: Rec): JackpotPool | null {
  const poolId = idOf(p['poolId']);
  const poolName = label(p['poolName']);
  const value = num(p['value']);
  if (poolId === null || poolName === null || value === null || value < 0) return null;
  return { poolId, poolName, value };
}

function readGroup(g: Rec): JackpotGroup | null {
  const typeId = idOf(g['typeId']);
  const typeName = typeof g['typeName'] === 'string' ? g['typeName'] : null;
  if (typeId === null || typeName === null || typeName === '') return null;
  const games = Array.isArray(g['games'])
    ? [...new Set((g['games'] as unknown[]).map(num))]
        .filter((n): n is number => n !== null && Number.isSafeInteger(n) && n > 0)
        .slice(0, MAX_JACKPOT_ITEMS)
    : [];
  const seen = new Set<string>();
  const pools: JackpotPool[] = [];
  for (const raw of records(g['pools'])) {
    const pool = readPool(raw);
    if (pool === null || seen.has(pool.poolId)) continue;
    seen.add(pool.poolId);
    pools.push(pool);
    if (pools.length >= MAX_JACKPOT_ITEMS) break;
  }
  return { typeId, typeName, games, pools };
}

/**
 * GET /jackpot/current/v1/groups: the groups, each typeId once. The series name (typeName) is
 * kept exactly as sent: the linked-series match is exact (jackpot-rules.ts). Without a group
 * list the answer is a format error.
 */
export function readGroups(raw: unknown): JackpotGroup[] {
  const groups = dataOf(raw, 'jackpot groups')['groups'];
  if (!Array.isArray(groups)) throw badShape('jackpot groups: no groups');
  const seen = new Set<string>();
  const out: JackpotGroup[] = [];
  for (const item of records(groups)) {
    const group = readGroup(item);
    if (group === null || seen.has(group.typeId)) continue;
    seen.add(group.typeId);
    out.push(group);
    if (out.length >= MAX_JACKPOT_ITEMS) break;
  }
  return out;
}

/** GET /jackpot/record/v1/winners: valid hits only, newest first, at most 50, names masked. */
export function readWinners(raw: unknown): JackpotWinner[] {
  const winners = dataOf(raw, 'jackpot winners')['winners'];
  if (!Array.isArray(winners)) throw badShape('jackpot winners: no winners');
  const hits = (winners as unknown[]).slice(0, MAX_JACKPOT_ITEMS * 5).map(parseHit);
  return winnersFrom(hits.filter((hit) => hit !== null));
}

/** Runs a call; any failure at all gives the fallback (a jackpot never breaks the game). */
async function orEmpty<T>(call: () => Promise<T[]>): Promise<T[]> {
  try {
    return await call();
  } catch {
    return [];
  }
}

/** Creates the client; `deps.fetch` is read at each call, so msw and fake timers apply. */
export function createJackpotClient(deps: HttpDeps, endpoints: JackpotEndpoints): JackpotClient {
  const server = urlBase(endpoints.jackpot);
  const get = <T>(route: string, validate: (raw: unknown) => T[]): Promise<T[]> =>
    server === ''
      ? Promise.resolve([])
      : orEmpty(() =>
          serviceJson(
            deps,
            { url: joinUrl(server, route), token: endpoints.token, timeoutMs: SERVICE_TIMEOUT_MS },
            validate,
          ),
        );
  return {
    groups: () => get('/jackpot/current/v1/groups', readGroups),
    winners: (typeId) => {
      if (typeId.trim() === '') return Promise.resolve([]);
      const query = new URLSearchParams({ typeId, limit: String(WINNERS_LIMIT) });
      return get(`/jackpot/record/v1/winners?${query.toString()}`, readWinners);
    },
  };
}
