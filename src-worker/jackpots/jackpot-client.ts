// Runs in the worker (and in Node): the jackpot server's calls (SPEC §7), token in Authorization,
// 5000 ms at most each. Jackpots never stop the game: any failure answers an empty list, and the
// answers are read by their schemas (a broken group, pool or winner is left out).
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import type { JackpotWinner } from '../../shared/jackpots/jackpot-types.ts';
import type { JackpotGroup } from './jackpot-schema.ts';
import { WINNERS_LIMIT } from './jackpot-rules.ts';
import type { HttpDeps } from '../lib/http.ts';
import type { ReadersPort } from '../lib/ports.ts';
import type * as JackpotReaderModule from './jackpot-readers.ts';
import { SERVICE_TIMEOUT_MS, serviceJson } from '../lib/service-client.ts';

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

/** Runs a call; any failure at all gives the fallback (a jackpot never breaks the game). */
async function orEmpty<T>(call: () => Promise<T[]>): Promise<T[]> {
  try {
    return await call();
  } catch {
    return [];
  }
}

/** The jackpot readers, from the readers' chunk. */
export type JackpotReaders = Pick<typeof JackpotReaderModule, 'readGroups' | 'readWinners'>;

/** Creates the client; `deps.fetch` is read at each call, so msw and fake timers apply. */
export function createJackpotClient(
  deps: HttpDeps & ReadersPort<JackpotReaders>,
  endpoints: JackpotEndpoints,
): JackpotClient {
  const server = urlBase(endpoints.jackpot);
  const get = <T>(
    route: string,
    pick: (readers: JackpotReaders) => (raw: unknown) => T[],
  ): Promise<T[]> =>
    server === ''
      ? Promise.resolve([])
      : orEmpty(async () =>
          serviceJson(
            deps,
            { url: joinUrl(server, route), token: endpoints.token, timeoutMs: SERVICE_TIMEOUT_MS },
            pick(await deps.readers()),
          ),
        );
  return {
    groups: () => get('/jackpot/current/v1/groups', (r) => r.readGroups),
    winners: (typeId) => {
      if (typeId.trim() === '') return Promise.resolve([]);
      const query = new URLSearchParams({ typeId, limit: String(WINNERS_LIMIT) });
      return get(`/jackpot/record/v1/winners?${query.toString()}`, (r) => r.readWinners);
    },
  };
}
