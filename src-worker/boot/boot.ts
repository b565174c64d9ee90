// Runs in the worker: the boot sequence (SPEC §1, §2, §7): config, lines, login, game.
import type { SessionSeed } from '../reality-check/reality-check-rules.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { GameType } from '../../shared/lib/constants.ts';
import { SESSION_OVER_CODES, behaviourOf } from '../../shared/errors/error-behaviour.ts';
import { isFlashGame } from '../../shared/prompts/prompts.ts';
import { serviceProviderOf } from '../../shared/boot/query.ts';
import type { EnvConfig } from './wire.ts';
import { moreOffer } from '../../shared/game-bridge/modals.ts';
import { DEFAULT_RULES } from '../../game-sdk/src/rules.ts';
import { loadClientLook } from '../brand/client-config.ts';
import { loadEnvConfig, loadLineInfo } from './config.ts';
import { CLIENT_CODES, Failure } from '../lib/failure.ts';
import type { Lines } from '../../shared/lines/speed-test.ts';
import { ACTIONS } from '../../shared/boot/main-api-request.ts';
import { callAction, readAction } from './main-api.ts';
import { timedOut } from '../lib/http.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { LineManager } from '../lines/lines.ts';
import type { BootDeadline } from './boot-deadline.ts';
import { readGameList, readGameUrl, readLogin } from './validate.ts';
import { switchesFor, withGameSettings } from '../account/operator-config.ts';

/**
 * User statuses that stop the boot with a code (SPEC §4): restricted 7502, banned 7503, and
 * locked 7003, the account-locked text with the logout dialog (docs/decisions.md).
 */
const USER_STATUS_CODES: Record<number, string> = { 1: '7003', 2: '7502', 3: '7503' };

/** One main API call on the current line, with failover. */
export type ApiCall = (
  action: number,
  payload?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/**
 * The main API for a caller that keeps its failures quiet (the game list, more games): a status
 * that ends the session (SESSION_OVER_CODES: a dead token, a newer login, inactivity) still
 * reaches the SPEC §8 policy through `report`, as it does from any other main-API call.
 */
export function reportingSessionOver(api: ApiCall, report: (code: string) => void): ApiCall {
  return (action, payload) =>
    api(action, payload).catch((error: unknown) => {
      if (error instanceof Failure && SESSION_OVER_CODES.has(error.code)) report(error.code);
      throw error;
    });
}

/** What boot leaves for the rest of the session. */
export interface BootResult {
  config: EnvConfig;
  api: ApiCall;
  /** The game that boot embedded. */
  gameId: number;
  /** The player's session as the operator's server knows it (login `session`); null: none. */
  session: SessionSeed | null;
}

/** What boot reports that does not stop it. */
export interface BootHooks {
  /** The config is loaded: logs may leave from now on. */
  configLoaded(config: EnvConfig): void;
  /** The login answered: `state.user` names the player (logs carry who it is). */
  loggedIn(): void;
  /** A confirm-only status (SPEC §8): shown, but the game still loads. */
  notice(code: string): void;
  /** The game is a Flash movie, which no browser runs: it is not embedded. */
  flash(): void;
  /**
   * Settles once this tab may play (one game at a time, game-bridge/one-game.ts): at once unless
   * another tab or window of the account plays.
   */
  turn(): Promise<void>;
}

/**
 * Runs the boot within `deadline` (boot-deadline.ts): each step is awaited within it, so nothing
 * of a boot that ran out of time reaches the state, and its requests stop with it. Throws a
 * Failure with the code to show.
 */
export async function runBoot(
  ports: EnginePorts,
  state: EngineState,
  lineManager: LineManager,
  hooks: BootHooks,
  deadline: BootDeadline,
): Promise<BootResult> {
  const { query } = ports;
  const { within, signal } = deadline;
  if (!query.x) throw new Failure(CLIENT_CODES.noToken, 'no token in the query');
  if (!query.e) throw new Failure(CLIENT_CODES.badEnvironment, 'no environment in the query');

  state.phase = 'config';
  const config = await within(loadEnvConfig(ports, ports.configHost, query.e, signal));
  state.gameServer = config.servers.gs;
  // SPEC §3: the operator's language stands in when the player's address names none.
  if (!query.localeGiven && config.locale) state.locale = config.locale;
  hooks.configLoaded(config);
  const extra = config.lineInfo ? await within(loadLineInfo(ports, config.lineInfo, signal)) : [];
  // The config's first line stays first (the fallback), then its others and line-info's, none
  // twice.
  const [primary, ...others] = config.lines;
  const lines: Lines = [primary, ...new Set([...others, ...extra].filter((l) => l !== primary))];

  state.phase = 'lines';
  // The head's winner when it raced these very lines; else the engine races them itself.
  const headLine = (await within(ports.head?.line(lines) ?? Promise.resolve(null))) ?? undefined;
  await within(lineManager.start(lines, headLine));
  const apiWith =
    (stop?: AbortSignal): ApiCall =>
    (action, payload) =>
      lineManager.withFailover((line, http) =>
        callAction(http, line, query.x, action, payload, stop),
      );
  // The session's calls outlive the boot; the boot's own stop at its deadline.
  const api = apiWith();
  const bootApi = apiWith(signal);

  state.phase = 'login';
  // The head's login on this line with this token stands in for the first try, read as the
  // engine's own answer: a timeout fails over as its own would; when the head has none, or
  // its request failed before an answer, the engine logs in itself.
  let first =
    (await within(ports.head?.login(lineManager.current, query.x) ?? Promise.resolve(null))) ??
    null;
  const envelope = await within(
    lineManager.withFailover(async (line, http) => {
      const answer = first;
      first = null;
      if (answer === null) return callAction(http, line, query.x, ACTIONS.login, {}, signal);
      if ('failed' in answer) throw timedOut(line);
      return readAction(ACTIONS.login, answer);
    }),
  );
  const login = readLogin(envelope, ports.clock.now());
  state.user = login.user;
  state.serverTime = login.serverTime;
  state.lobbyUrl = query.origin ?? login.origin;
  state.switches = switchesFor(config, login.user);
  state.rules = config.jurisdiction ?? { ...DEFAULT_RULES };
  hooks.loggedIn();
  Object.assign(state.moreGames, moreOffer(query.more, login.more));
  // The client's look (SPEC §6) loads beside the game and never fails the boot.
  const clientLook = loadClientLook(ports, state, ports.configHost, login.user.clientCode);
  const statusCode = USER_STATUS_CODES[login.user.userStatus];
  if (statusCode) throw new Failure(statusCode, `user status ${login.user.userStatus}`);
  // Before the game's ticket and address: the wait for another tab is the player's, not the boot's.
  await deadline.paused(hooks.turn());

  state.phase = 'game';
  const gameId = query.mType ?? login.gameId;
  if (gameId === null) throw new Failure(CLIENT_CODES.noGame, 'no game id');
  // The game's calls go first, on the connections the head's speed test and login left open.
  const game = { gameId, gameType: query.gameType };
  await loadGame(ports, state, { config, api: bootApi }, game, hooks, within);
  state.phase = 'ready';
  await clientLook;
  return { config, api, gameId, session: login.session };
}

/**
 * The game list and brand (action 16): decoration for the screens, which come once the game is
 * ready, so it waits for the game's load with the container's other requests (the engine's
 * game-ready gate): beside the game's address its 6.5 KB answer was applied on the page with
 * the address, just before the game's frame was made. Its failures are quiet (the game plays
 * without it); give it an `api` of reportingSessionOver so a status ending the session acts.
 */
export async function loadGameList(api: ApiCall, state: EngineState): Promise<void> {
  try {
    const { games, brand } = readGameList(await api(ACTIONS.gameList), state.locale);
    state.games = games;
    state.brand = brand;
  } catch {
    // The list stays empty: the more-games panel shows what the active games name.
  }
}

/**
 * gName's name and version for the game address (action 7), so the game server serves that
 * build: only for the game the query named, at boot (`playing` is still null). A switched-to game
 * is another game, whose version the query does not know.
 */
function gNameFields(
  query: EnginePorts['query'],
  gameId: number,
  playing: number | null,
): Record<string, string> {
  if (query.gameName === '' || playing !== null) return {};
  if (query.mType !== null && query.mType !== gameId) return {};
  return query.gameVersion === ''
    ? { gameName: query.gameName }
    : { gameName: query.gameName, gameVersion: query.gameVersion };
}

/** Asks for a ticket and the game's address, and embeds it (at boot and on a game switch). */
export async function loadGame(
  ports: EnginePorts,
  state: EngineState,
  { config, api }: Pick<BootResult, 'config' | 'api'>,
  { gameId, gameType }: { gameId: number; gameType: GameType },
  hooks: BootHooks,
  within: BootDeadline['within'] = (step) => step,
): Promise<void> {
  const game = {
    gameType: String(gameType),
    mType: String(gameId),
    // SPEC §3: the gsm provider's games (1026) say so; the others keep the default.
    serviceProvider: serviceProviderOf(gameId),
  };
  // The address first: on a line without HTTP/2 it takes the warmest connection.
  const address = api(ACTIONS.gameUrl, {
    ...game,
    lang: state.locale,
    lobbyURL: state.lobbyUrl ?? '',
    customBrand: ports.query.customBrand,
    ...gNameFields(ports.query, gameId, state.gameId),
  });
  const ticket = api(ACTIONS.ticket, { ...game, clientType: ports.clientType }).catch(
    (error: unknown) => {
      if (!(error instanceof Failure) || behaviourOf(error.code) !== 'confirm') {
        throw error;
      }
      hooks.notice(error.code);
    },
  );
  const [urlEnvelope] = await within(Promise.all([address, ticket]));
  const url = readGameUrl(urlEnvelope, config.servers.gs);
  state.gameReady = false;
  state.gameId = gameId;
  if (isFlashGame(url)) {
    state.gameUrl = null;
    hooks.flash();
    return;
  }
  state.gameUrl = withGameSettings(url, config);
}
