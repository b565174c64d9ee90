// Runs in the worker: the boot sequence (SPEC §1, §2, §7): config, lines, login, game.
import { SPEED_RETEST_MS } from '../shared/constants.ts';
import type { EngineState } from '../shared/engine-api.ts';
import type { EnvConfig } from '../shared/wire.ts';
import { loadEnvConfig, loadLineInfo } from './config.ts';
import { CLIENT_CODES, Failure } from './failure.ts';
import { ACTIONS, callAction } from './main-api.ts';
import type { EnginePorts } from './ports.ts';
import { speedTest } from './speed-test.ts';
import { readGameList, readGameUrl, readLogin } from './validate.ts';

/** User statuses that stop the boot with a code (SPEC §4). */
const USER_STATUS_CODES: Record<number, string> = { 2: '7502', 3: '7503' };

/** What boot leaves behind for the rest of the engine. */
export interface BootResult {
  config: EnvConfig;
  lines: string[];
}

/** Runs the boot; throws a Failure with the code to show. */
export async function runBoot(ports: EnginePorts, state: EngineState): Promise<BootResult> {
  const { query } = ports;
  if (!query.x) throw new Failure(CLIENT_CODES.noToken, 'no token in the query');
  if (!query.e) throw new Failure(CLIENT_CODES.badEnvironment, 'no environment in the query');

  state.phase = 'config';
  const config = await loadEnvConfig(ports, ports.configHost, query.e);
  const extra = config.lineInfo ? await loadLineInfo(ports, config.lineInfo) : [];
  const lines = [...new Set([...config.lines, ...extra])];

  state.phase = 'lines';
  const line = await speedTest(ports, lines);
  state.apiLine = line;

  state.phase = 'login';
  const login = readLogin(await callAction(ports, line, query.x, ACTIONS.login));
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
  const gameList = callAction(ports, line, query.x, ACTIONS.gameList)
    .then((envelope) => {
      const { games, brand } = readGameList(envelope, query.locale);
      state.games = games;
      state.brand = brand;
    })
    .catch(() => undefined);
  const [, urlEnvelope] = await Promise.all([
    callAction(ports, line, query.x, ACTIONS.ticket, { ...game, clientType: ports.clientType }),
    callAction(ports, line, query.x, ACTIONS.gameUrl, {
      ...game,
      lang: query.locale,
      lobbyURL: state.lobbyUrl ?? '',
      customBrand: query.customBrand,
    }),
  ]);
  state.gameUrl = readGameUrl(urlEnvelope, config.servers.gs);
  state.phase = 'ready';
  await gameList;
  return { config, lines };
}

/** Re-runs the speed test every 180 s and keeps the one winner. */
export function scheduleRetest(
  ports: EnginePorts,
  state: EngineState,
  lines: readonly string[],
): () => void {
  let running = false;
  const handle = ports.clock.setInterval(() => {
    if (running) return;
    running = true;
    void speedTest(ports, lines)
      .then((line) => {
        state.apiLine = line;
      })
      .finally(() => {
        running = false;
      });
  }, SPEED_RETEST_MS);
  return () => ports.clock.clearInterval(handle);
}
