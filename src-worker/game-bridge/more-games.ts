// Runs in the worker (and in Node): the more-games list (action 9) and the player server's
// open rounds (GET /api/v1/game-log/active, SPEC §7). Neither ever stops the game.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { MoreGame } from '../../shared/game-bridge/modals.ts';
import type { EnvConfig } from '../boot/wire.ts';
import type { ApiCall } from '../boot/boot.ts';
import { ACTIONS } from '../../shared/boot/main-api-request.ts';
import type { EnginePorts, ReadersPort } from '../lib/ports.ts';
import { serviceJson } from '../lib/service-client.ts';
import type * as MoreGamesReaderModule from './more-games-readers.ts';
import { assetBase } from '../boot/config.ts';
import { joinUrl } from '../../shared/lib/urls.ts';

/** The more-games readers, from the readers' chunk. */
type MoreGamesReaders = Pick<typeof MoreGamesReaderModule, 'readActiveGames' | 'readMoreGames'>;

/** The ports this service takes, and the readers' chunk. */
type MoreGamesPorts = EnginePorts & ReadersPort<MoreGamesReaders>;

/**
 * GET {player}/api/v1/game-log/active?gameId&clientId (5000 ms): the games where the player has
 * a round still open. Answers `data.gameIds` (numbers) and `data.clientIds`.
 */
export async function activeGames(
  ports: MoreGamesPorts,
  player: string,
  gameId: number,
  clientId: string,
): Promise<number[]> {
  const url = new URL('/api/v1/game-log/active', player);
  url.searchParams.set('gameId', String(gameId));
  url.searchParams.set('clientId', clientId);
  return serviceJson(ports, { url: url.href }, (await ports.readers()).readActiveGames);
}

/** The more-games modal's data and the open rounds. */
export interface MoreGamesService {
  /** Loads the list (action 9); the game list stands in when it fails. */
  load(api: ApiCall, config: EnvConfig): Promise<void>;
  /** Asks the player server which games have an open round; [] when it cannot tell. */
  refreshActive(config: EnvConfig): Promise<void>;
}

/**
 * A game's icon when the list names none (or fails): `{assetCdn}/icons/{gameId}.svg` on the
 * operator's asset CDN (docs/config.md), or none without a CDN.
 */
function conventionalIcon(config: EnvConfig, gameId: number): string | null {
  const base = assetBase(config);
  return base === '' ? null : joinUrl(base, `icons/${gameId}.svg`);
}

/** Creates the service over the engine state. */
export function createMoreGames(ports: MoreGamesPorts, state: EngineState): MoreGamesService {
  let loads = 0;
  // Not the game playing, and only the groups `more` offers (SPEC §2, §7).
  const others = (games: MoreGame[]): MoreGame[] => {
    const { groups } = state.moreGames;
    return games.filter(
      (g) => g.gameId !== state.gameId && (groups === null || groups.includes(g.group)),
    );
  };
  return {
    async load(api, config) {
      const mine = ++loads;
      state.moreGames.loading = true;
      let games: MoreGame[];
      try {
        games = (await ports.readers()).readMoreGames(await api(ACTIONS.moreGames), state.locale);
      } catch {
        // The game list of the boot still names every game; only RTP is missing.
        games = state.games.map(({ gameId, group, name }) => ({
          gameId,
          group,
          name,
          icon: null,
          rtp: null,
        }));
      }
      if (mine !== loads) return;
      state.moreGames.games = others(games).map((g) => ({
        ...g,
        icon: g.icon ?? conventionalIcon(config, g.gameId),
      }));
      state.moreGames.loading = false;
    },
    async refreshActive(config) {
      const user = state.user;
      const gameId = state.gameId;
      if (!user || gameId === null || config.servers.player.trim() === '') return;
      try {
        state.activeGameIds = await activeGames(
          ports,
          config.servers.player,
          gameId,
          user.clientCode,
        );
      } catch {
        state.activeGameIds = [];
      }
    },
  };
}
