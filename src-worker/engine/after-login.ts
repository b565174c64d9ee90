// Runs in the worker (and in Node): what the engine does once the login answered and the game is
// chosen: the services hear the config, the container's own requests (the features' chunk, the
// game list, the promotions, the notification stream, the active games) wait for the game's
// load (game-ready-gate.ts), and boot's `ready` is logged.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { type BootResult, loadGameList, reportingSessionOver } from '../boot/boot.ts';
import { soundSources } from '../boot/config.ts';
import type { Incoming } from '../errors/error-policy.ts';
import type { MoreGamesService } from '../game-bridge/more-games.ts';
import type { GameSession } from '../game-bridge/game-session.ts';
import type { Clock } from '../lib/ports.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { PerfService } from '../perf/perf-service.ts';
import type { PromptCenter } from '../prompts/prompts.ts';
import type { SessionServices } from '../session/session-services.ts';
import type { ChunkServices } from './chunk-services.ts';
import type { GameReadyGate } from './game-ready-gate.ts';
import type { PromotionCalls } from './promotion-members.ts';

/** The services what follows the login moves. */
export interface AfterLoginServices {
  state: EngineState;
  clock: Pick<Clock, 'now'>;
  services: Pick<SessionServices, 'loggedIn' | 'openStream'> & { logs: Pick<LogPipeline, 'log'> };
  perf: Pick<PerfService, 'configured'>;
  game: Pick<GameSession, 'started' | 'loadPanelData' | 'bootDone' | 'gameForLogs'>;
  gate: Pick<GameReadyGate, 'hold'>;
  chunk: Pick<ChunkServices, 'load' | 'jackpotsOff'> & {
    promotions: Pick<PromotionCalls, 'start'>;
  };
  moreGames: Pick<MoreGamesService, 'refreshActive'>;
  prompts: Pick<PromptCenter, 'operatorNoTurbo'>;
}

/** How it hands on an error, and clears the errors when a reconnect logged in. */
export interface AfterLoginErrors {
  report: (incoming: Incoming) => void;
  /** Clears the error count and the reconnecting dialog (the error reporter's resetErrors). */
  resetErrors: () => void;
}

/** The boot run that logged in: when it started, and whether a reconnect started it. */
export interface BootRun {
  startedAt: number;
  reconnected: boolean;
}

type AfterLoginDeps = AfterLoginServices & AfterLoginErrors;

/** The boot logged in and chose `result`'s game: everything that follows, once. */
export function afterLogin(
  moved: AfterLoginServices,
  errors: AfterLoginErrors,
  result: BootResult,
  run: BootRun,
): void {
  const deps: AfterLoginDeps = { ...moved, ...errors };
  const { state, services, game, prompts } = deps;
  game.started(result);
  services.loggedIn(result.config);
  deps.perf.configured(result.config.perfSampleRate);
  // A market that forbids jackpots (rules.jackpots) turns them off as functionList does.
  if (!state.rules.jackpots) state.switches.jackpots = false;
  if (!state.switches.jackpots) deps.chunk.jackpotsOff();
  // The container's own requests wait for the game's load (game-ready-gate.ts), and so does
  // the features' chunk: asked for earlier, it shared the player's line with the login, the
  // game's address or the game itself. A call that needs it sooner asks for it (later.ts).
  const on = state.switches;
  deps.gate.hold(() => startHeld(deps, result, on), state.gameUrl !== null);
  // The config's noTurbo and the market's rules both keep quick spin from being suggested.
  prompts.operatorNoTurbo(result.config.noTurbo === true || !state.rules.quickSpin);
  state.reportUrl = result.config.reportUrl ?? null;
  state.sounds = soundSources(result.config);
  game.bootDone();
  // The connection is back after a 301: the reconnecting dialog goes.
  if (run.reconnected) deps.resetErrors();
  // Operators read boot time, the chosen line and the game's build (gName) from this event.
  services.logs.log('boot', 'ready', {
    ms: deps.clock.now() - run.startedAt,
    line: state.apiLine,
    ...game.gameForLogs(),
  });
}

/** The requests held for the game's load, once it is loaded (or the hold ran out). */
function startHeld(deps: AfterLoginDeps, result: BootResult, on: EngineState['switches']): void {
  const { state, chunk } = deps;
  const features = chunk.load();
  const api = reportingSessionOver(result.api, (code) => deps.report({ status: code }));
  void loadGameList(api, state);
  // The notification stream carries the promotions' updates and the jackpot hits: it opens
  // once the features are there to hear it (a hit it replays first would reach nobody).
  const listen = (): void => deps.services.openStream();
  if (on.promotions || on.jackpots) features.then(listen, listen);
  if (on.promotions) void chunk.promotions.start(result.config, result.gameId);
  else state.promotions.loaded = true;
  deps.game.loadPanelData();
  if (on.moreGames) void deps.moreGames.refreshActive(result.config);
}
