// Runs in the worker: the boot sequence (SPEC §1, §2, §7): config, lines, login, game.
import type { EngineState } from '../shared/engine-api.ts';
import type { EnvConfig } from '../shared/wire.ts';
import { loadEnvConfig, loadLineInfo } from './config.ts';
import { CLIENT_CODES, Failure } from './failure.ts';
import { ACTIONS, callAction } from './main-api.ts';
import type { EnginePorts } from './ports.ts';
import type { LineManager } from './lines.ts';
import { readGameList, readGameUrl, readLogin } from './validate.ts';

/** User statuses that stop the boot with a code (SPEC §4). */
const USER_STATUS_CODES: Record<number, string> = { 2: '7502', 3: '7503' };

/** Runs the boot; throws a Failure with the code to show. Returns the environment config. */
export async function runBoot(
  ports: EnginePorts,
  state: EngineState,
  lineManager: LineManager,
): Promise<EnvConfig> {
  const { query } = ports;
  if (!query.x) throw new Failure(CLIENT_CODES.noToken, 'no token in the query');
  if (!query.e) throw new Failure(CLIENT_CODES.badEnvironment, 'no environment in the query');

  state.phase = 'config';
  const config = await loadEnvConfig(ports, ports.configHost, query.e);
  const extra = config.lineInfo ? await loadLineInfo(ports, config.lineInfo) : [];
  const lines = [...new Set([...config.lines, ...extra])];

  state.phase = 'lines';
  await lineManager.start(lines);
  const api = (action: number, payload?: Record<string, string>) =>
    lineManager.withFailover((line) => callAction(ports, line, query.x, action, payload));

  state.phase = 'login';
  const login = readLogin(await api(ACTIONS.login), ports.clock.now());
  state.user = login.user;
  state.serverTime = login.serverTime;
  state.lobbyUrl = query.origin ?? login.origin;
  const statusCode = USER_STATUS_CODES[login.user.userStatus];
  if (statusCode) throw new Failure(statusCode, `user status ${login.user.userStatus}`);

  state.phase = 'game';
  const gameId = query.mType ?? login.gameId;
  if (gameId === null) throw new Failure(CLIENT_CODES.noGame, 'no game id');
  const game = { gameType: String(query.gameType), mType: String(gameId) };
  // The game list is decoration: it runs beside the game calls and never delays or fails them.
  const gameList = api(ACTIONS.gameList)
    .then((envelope) => {
      const { games, brand } = readGameList(envelope, query.locale);
      state.games = games;
      state.brand = brand;
    })
    .catch(() => undefined);
  const [, urlEnvelope] = await Promise.all([
    api(ACTIONS.ticket, { ...game, clientType: ports.clientType }),
    api(ACTIONS.gameUrl, {
      ...game,
      lang: query.locale,
      lobbyURL: state.lobbyUrl ?? '',
      customBrand: query.customBrand,
    }),
  ]);
  state.gameUrl = readGameUrl(urlEnvelope, config.servers.gs);
  state.phase = 'ready';
  await gameList;
  return config;
}
