// Runs in the worker (and in Node): the jackpot server's calls (SPEC §7), token in Authorization,
// 5000 ms at most each. Jackpots never stop the game: any failure answers an empty list, and the
// answers are read by their schemas (a broken group, pool or winner is left out).
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import type { JackpotGroup, JackpotWinner } from '../../shared/jackpots/jackpot-types.ts';
import { WINNERS_LIMIT, parseHit, winnersFrom } from './jackpot-rules.ts';
import type { HttpDeps } from '../lib/http.ts';
import {
  any,
  envelope,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  parseWire,
  refine,
  type Schema,
  text,
} from '../lib/wire-schema.ts';
import { SERVICE_TIMEOUT_MS, serviceJson } from '../lib/service-client.ts';

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

/** At most MAX_JACKPOT_ITEMS of a list. */
const capped = <T>(items: T[]): T[] => items.slice(0, MAX_JACKPOT_ITEMS);

/** A pool: an id, a name (trimmed, not blank) and a value of at least 0. */
const poolSchema = object({
  poolId: id,
  poolName: map(
    refine(text, (name) => name.trim() !== ''),
    (name) => name.trim(),
  ),
  value: refine(numeric, (n) => n >= 0),
});

/** A group: the series name (typeName) is kept exactly as sent (the linked match is exact). */
const groupSchema: Schema<JackpotGroup> = object({
  typeId: id,
  typeName: refine(text, (name) => name !== ''),
  games: map(
    list(refine(integer(1), Number.isSafeInteger), (n) => n),
    capped,
  ),
  pools: map(
    list(poolSchema, (p) => p.poolId),
    capped,
  ),
});

/** GET /jackpot/current/v1/groups: the groups, each typeId once; no group list is an error. */
export const jackpotGroupsSchema = envelope(
  object({
    groups: map(
      list(groupSchema, (g) => g.typeId, true),
      capped,
    ),
  }),
);

/** GET /jackpot/record/v1/winners: the hits (each read as the live hit event is). */
export const jackpotWinnersSchema = envelope(object({ winners: list(any, undefined, true) }));

/** GET /jackpot/current/v1/groups: every readable group, linked or not. */
export function readGroups(raw: unknown): JackpotGroup[] {
  return parseWire(jackpotGroupsSchema, raw, 'jackpot groups').data.groups;
}

/** GET /jackpot/record/v1/winners: valid hits only, newest first, at most 50, names masked. */
export function readWinners(raw: unknown): JackpotWinner[] {
  const { winners } = parseWire(jackpotWinnersSchema, raw, 'jackpot winners').data;
  return winnersFrom(winners.map(parseHit).filter((hit) => hit !== null));
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
