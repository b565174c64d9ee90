// Runs in the worker (and in Node for integrators): the engine, built on injected ports.
import { proxy } from 'valtio/vanilla';
import type {
  EngineApi,
  EngineState,
  MirrorListener,
  Orientation,
} from '../../shared/engine/engine-api.ts';
import { UNKNOWN_CODE } from '../../shared/errors/client-codes.ts';
import { initialState } from '../../shared/engine/initial-state.ts';
import { type ApiCall, type BootHooks, type BootResult, loadGame, runBoot } from '../boot/boot.ts';
import { FORCED_LOGOUT_CODES } from '../../shared/errors/error-behaviour.ts';
import {
  type Decision,
  DEFAULT_THROTTLE,
  type Incoming,
  decide,
  reset,
} from '../errors/error-policy.ts';
import { Failure } from '../errors/failure.ts';
import { type CurrentGame, switchTarget } from '../game-bridge/game-switch.ts';
import { createLineManager } from '../lines/lines.ts';
import { createMirrorSource } from '../mirror/mirror-source.ts';
import type { EnginePorts } from './ports.ts';
import { createJackpots, type JackpotService } from '../jackpots/jackpots.ts';
import { createPromotions } from '../promotions/promotions.ts';
import { createSeats, type SeatService } from '../seats/seats.ts';
import { createPromptCenter } from '../prompts/prompts.ts';
import { createSessionServices } from '../session/session-services.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { NotificationHub } from '../session/notifications.ts';
import { createMoreGames } from '../game-bridge/more-games.ts';
import { createRealityCheck } from '../reality-check/reality-check.ts';
import {
  DEFAULT_LAYOUT,
  applyAutoPlay,
  initialGameStatus,
  nextMaxSpin,
  readLayout,
} from '../../shared/game-bridge/game-status.ts';
import { checkModal } from '../../shared/game-bridge/modals.ts';
import { soundSources } from '../boot/config.ts';
import { realityCheckInterval } from '../reality-check/reality-check-rules.ts';
import type { SeatRequestAnswer } from '../../shared/seats/seat-state.ts';
import type { EnvConfig } from '../boot/wire.ts';

/** Waits before each new boot attempt while 301 (reconnecting) shows; then it stays up. */
export const RECONNECT_DELAYS_MS = [2000, 4000, 8000, 16000, 30000] as const;

/** Optional engine settings. */
export interface EngineOptions {
  /** The error throttle (SPEC §8), default 1. */
  throttle?: number;
  /** Called with every error the policy logs, besides the log pipeline. */
  onErrorLog?: (log: NonNullable<Decision['log']>) => void;
}

/** The engine: its RPC methods plus the live state proxy (for headless tests). */
export interface Engine extends EngineApi {
  readonly state: EngineState;
  /** Hands an error to the SPEC §8 policy: a status code, or anything thrown. */
  report(incoming: Incoming): void;
  /** The log pipeline: `log(type, event, content)`, `stats()`. */
  readonly logs: LogPipeline;
  /** Server-sent notifications by type: `subscribe(type, fn)`; `*` gets all. */
  readonly notifications: NotificationHub;
  /** The seat system (play now, take or change a seat, the info card); state in `state.seats`. */
  readonly seats: SeatService;
  /** Linked jackpots (winners, hits from the game); state in `state.jackpots`. */
  readonly jackpots: JackpotService;
}

/** Creates an engine; nothing runs until `boot()` is called. */
export function createEngine(ports: EnginePorts, options: EngineOptions = {}): Engine {
  const state = proxy(initialState(ports.query));
  const mirror = createMirrorSource(state);
  const lines = createLineManager(ports, state);
  const services = createSessionServices(ports, state);
  const prompts = createPromptCenter(ports, state);
  // SPEC §2 seatInfoCard: the popup opens the player's own seat's card over the seat lobby
  // (the lobby alone when they have no seat).
  const promotions = createPromotions(ports, state, services.notifications, (type) => {
    const mine = state.seats.mySeatId;
    if (type === 'seatInfoCard' && mine !== null) void seats.openCard(mine);
  });
  const seats = createSeats(ports, state.seats, () => state.user);
  const jackpots = createJackpots(ports, state.jackpots, services.notifications);
  const moreGames = createMoreGames(ports, state);
  const reality = createRealityCheck(ports, state, prompts);
  const stops: (() => void)[] = [
    () => lines.dispose(),
    () => services.dispose(),
    () => promotions.dispose(),
    () => seats.dispose(),
    () => jackpots.dispose(),
    () => reality.dispose(),
  ];
  let errorCount = 0;
  let booting: Promise<void> | null = null;
  let session: BootResult | null = null;
  let current: CurrentGame | null = null;
  let reconnects = 0;
  /** The game posted ready before boot had finished: the promotions' game ready waits. */
  let readyEarly = false;
  /** The count the game's auto-play run started with; null when none is running. */
  let autoStartedWith: number | null = null;
  /** This game's seats and jackpot pools: the popups wait for them (seatInfoCard, jpHistory). */
  let panelData: Promise<unknown> = Promise.resolve();

  /** Loads a game's seats and pools; whatever fails, the popups go on without them. */
  const loadPanelData = (config: EnvConfig, game: CurrentGame): void => {
    // A function the operator switched off (functionList) makes no call at all.
    const on = state.switches;
    panelData = Promise.allSettled([
      on.seats ? seats.load(config, game.gameId, game.gameType) : null,
      on.jackpots ? jackpots.start(config, game.gameId) : null,
    ]);
  };

  const context = () => ({
    current: state.error,
    count: errorCount,
    throttle: options.throttle ?? DEFAULT_THROTTLE,
    gameReady: state.gameReady,
    // A dead token is never restored: 9020 then shows its dialog.
    savedQuery: state.tokenRevoked ? null : ports.savedQuery,
  });

  /**
   * The game an error or the boot's log is about: its id once known, and gName's name and version
   * (SPEC §2) while it is the game the address named, before and after the login alike.
   */
  const gameForLogs = (): Record<string, unknown> => {
    const named = current === null || current.gameId === (ports.query.mType ?? current.gameId);
    const build = named ? { game: ports.query.gameName, version: ports.query.gameVersion } : {};
    return state.gameId === null ? build : { gameId: state.gameId, ...build };
  };

  const report = (incoming: Incoming): void => {
    const decision = decide(context(), incoming, ports.randomId());
    errorCount = decision.count;
    if (decision.error !== state.error) state.error = decision.error;
    if (decision.disconnected) state.disconnected = true;
    if (decision.restoreQuery !== null) state.restoreQuery = decision.restoreQuery;
    // The stored access key is the token in the page's saved query: the page forgets it.
    if (decision.removeAccessKey) state.tokenRevoked = true;
    if (decision.log) {
      const { code, ...content } = decision.log;
      services.logs.log('error', code, { ...content, ...gameForLogs() });
      void services.logs.flush();
      options.onErrorLog?.(decision.log);
    }
  };

  const resetErrors = (): void => {
    const next = reset(context());
    errorCount = next.count;
    state.error = next.error;
    state.disconnected = false;
  };

  const hooks: BootHooks = {
    // Logs leave from the config on, so a boot that fails at login is heard (SPEC §4 flush).
    configLoaded: (config) => services.configLoaded(config),
    loggedIn: () => services.identify(),
    notice: (code) => report({ status: code }),
    flash: () => prompts.show({ kind: 'flash' }),
  };

  const startBoot = (): Promise<void> => {
    const startedAt = ports.clock.now();
    return runBoot(ports, state, lines, hooks).then((result) => {
      session = result;
      current = { gameId: result.gameId, gameType: ports.query.gameType };
      const on = state.switches;
      // The notification stream carries the promotions' updates and the jackpot hits.
      services.loggedIn(result.config, on.promotions || on.jackpots);
      if (on.promotions) void promotions.start(result.config, result.gameId);
      else state.promotions.loaded = true;
      // No pools, winners or hit notices (from the stream or the game) once jackpots are off.
      if (!on.jackpots) jackpots.dispose();
      loadPanelData(result.config, current);
      if (on.moreGames) void moreGames.refreshActive(result.config);
      prompts.operatorNoTurbo(result.config.noTurbo === true);
      state.reportUrl = result.config.reportUrl ?? null;
      state.sounds = soundSources(result.config);
      if (readyEarly) ready(current);
      // The connection is back after a 301: the reconnecting dialog goes.
      if (reconnects > 0) resetErrors();
      // Operators read boot time, the chosen line and the game's build (gName) from this event.
      services.logs.log('boot', 'ready', {
        ms: ports.clock.now() - startedAt,
        line: state.apiLine,
        ...gameForLogs(),
      });
    }, bootFailed);
  };

  const bootFailed = (error: unknown): void => {
    state.phase = 'failed';
    report(error instanceof Failure ? { status: error.code } : { thrown: error });
    // A boot that stopped must never leave a spinner: show something even when throttled.
    if (state.error === null && state.restoreQuery === null) {
      state.error = {
        code: error instanceof Failure ? error.code : UNKNOWN_CODE,
        trackingId: ports.randomId(),
      };
    }
    // 301 means the servers ask for patience: try again while the dialog spins.
    const delay = RECONNECT_DELAYS_MS[reconnects];
    if (error instanceof Failure && error.code === '301' && delay !== undefined) {
      reconnects += 1;
      const handle = ports.clock.setTimeout(() => {
        booting = startBoot();
      }, delay);
      stops.push(() => ports.clock.clearTimeout(handle));
    }
  };

  const switchGame = (gameId: number): void => {
    const target = switchTarget(state, ports.query.isRedirectAllowed, current, gameId);
    if (!target || !session) return;
    const next = { gameId: target.gameId, gameType: target.gameType };
    services.logs.log('game', 'switch', { from: current?.gameId, to: gameId });
    loadGame(ports, state, session, next, hooks).then(
      () => {
        // Only now is the new game the one playing; a failed switch keeps the old one.
        current = next;
        state.scene = '';
        state.screenSymbols = [];
        state.spinning = false;
        state.modal = null;
        freshFrame();
        promotions.gameChanged(next.gameId);
        if (session) loadPanelData(session.config, next);
      },
      (error: unknown) => {
        report(error instanceof Failure ? { status: error.code } : { thrown: error });
      },
    );
  };

  /** A main API call whose newer-login status reaches the policy even where failures are quiet. */
  const reportingForcedLogout =
    (api: ApiCall): ApiCall =>
    (action, payload) =>
      api(action, payload).catch((error: unknown) => {
        if (error instanceof Failure && FORCED_LOGOUT_CODES.has(error.code)) {
          report({ status: error.code });
        }
        throw error;
      });

  /** The game is ready (and boot is done): popups, and the session clock of the reality check. */
  const ready = (game: CurrentGame): void => {
    void panelData.then(() => promotions.gameReady(game.gameId, game.gameType));
    const config = session?.config;
    reality.start(realityCheckInterval(ports.query.realityCheck, config?.realityCheckMinutes));
  };

  /** A game frame that (re)loads starts with no status, no auto-play and default buttons. */
  const freshFrame = (): void => {
    state.gameStatus = initialGameStatus();
    state.maxSpin = false;
    state.layout = { ...DEFAULT_LAYOUT };
    autoStartedWith = null;
    reality.gameChanged();
  };

  /** A change of seat restarts the game on the new seat: the same address loads again. */
  const afterSeat = <A extends SeatRequestAnswer>(answer: A): A => {
    if (answer.ok && answer.reload) {
      state.gameReady = false;
      state.spinning = false;
      state.gameLoad += 1;
      freshFrame();
      promotions.closePanel();
    }
    return answer;
  };

  return {
    state,
    report,
    logs: services.logs,
    notifications: services.notifications,
    seats,
    jackpots,
    boot() {
      booting ??= startBoot();
      return booting;
    },
    snapshot: () => mirror.snapshot(),
    logStats: () => services.logs.stats(),
    subscribe(listener: MirrorListener) {
      stops.push(mirror.listen(listener));
      return mirror.snapshot();
    },
    gameReady() {
      state.gameReady = true;
      prompts.gameReady();
      if (current) ready(current);
      else readyEarly = true;
    },
    setSpinning(spinning: boolean) {
      if (spinning && !state.spinning) prompts.spinStarted();
      state.spinning = spinning;
      if (!spinning) reality.idle();
    },
    spinRequested: () => prompts.spinRequested(),
    setTurbo: (on: boolean, noTurbo: boolean) => prompts.turbo(on, noTurbo),
    setScene(scene: string, symbols?: string[]) {
      state.scene = scene.toLowerCase();
      state.maxSpin = nextMaxSpin(state.maxSpin, state.scene);
      if (symbols) state.screenSymbols = symbols;
      prompts.sceneChanged();
    },
    setPageVisible(visible: boolean) {
      services.pageVisibility(visible);
    },
    setOrientation(orientation: Orientation) {
      services.orientation(orientation);
      prompts.orientation(orientation);
    },
    gameLog(payload: unknown) {
      services.gameLog(payload);
    },
    requestClose: () => prompts.show({ kind: 'closeGame' }),
    requestGameSwitch(gameId: number) {
      if (!state.switches.moreGames) return false;
      const target = switchTarget(state, ports.query.isRedirectAllowed, current, gameId);
      if (!target) return false;
      prompts.show({ kind: 'leaveGame', gameId, gameName: target.summary.name });
      return true;
    },
    answerPrompt: (kind, accept) =>
      prompts.answer(kind, accept, { switchGame, continueSession: () => reality.continued() }),
    openPanel(kind) {
      promotions.openPanel(kind);
      // Seats move while the panel is closed: read them again when it opens. (The winners
      // panel asks for its series itself, however it opened.)
      if (kind === 'seat') void seats.refresh();
    },
    closePanel() {
      promotions.closePanel();
      // A closed seat lobby forgets a pending change and an open card.
      seats.leaveLobby();
    },
    useCard: (itemId) => promotions.useCard(itemId),
    freeSpinProgress: (itemId, played, winAmount, done) =>
      promotions.freeSpinProgress(itemId, played, winAmount, done),
    dismissFreeSpinResult: () => promotions.dismissFreeSpinResult(),
    answerFreeSpinReminder: (viewNow) => promotions.answerFreeSpinReminder(viewNow),
    drawWheel: (type) => promotions.drawWheel(type),
    // The server may give a seated player another seat: that restarts the game too.
    seatPlayNow: async () => afterSeat(await seats.playNow()),
    requestSeat: async (seatId) => afterSeat(await seats.requestSeat(seatId)),
    confirmSeatChange: async (accept) => afterSeat(await seats.confirmChange(accept)),
    setSeatFilter: (filter) => seats.setFilter(filter),
    openSeatCard: (seatId) => void seats.openCard(seatId),
    closeSeatCard: () => seats.closeCard(),
    dismissSeatError: () => seats.dismissError(),
    loadJackpotWinners: (series) => void jackpots.loadWinners(series),
    jackpotBroadcast: (data) => jackpots.hit(data),
    reportStatus(fields) {
      Object.assign(state.gameStatus, fields);
      reality.status(current?.gameId ?? 0, fields);
      if (current) promotions.status(current, fields);
    },
    autoPlay(event) {
      const status = state.gameStatus;
      Object.assign(status, applyAutoPlay(status, event, autoStartedWith ?? status.auto));
      autoStartedWith = event.action === 'start' && event.count > 0 ? event.count : null;
    },
    setButtonLayout(layout) {
      state.layout = readLayout(state.layout, layout);
    },
    openModal(request) {
      // No more-games modal where the operator (functionList, SPEC §2 and §7 `more`) offers none.
      const moreOff = !state.switches.moreGames || !state.moreGames.offered;
      if (request.kind === 'moreGame' && moreOff) return false;
      const modal = checkModal(request, {
        reportUrl: state.reportUrl,
        appOrigin: ports.appOrigin ?? null,
      });
      if (modal === null) return false;
      state.modal = modal;
      if (modal.kind === 'moreGame' && session) {
        void moreGames.load(reportingForcedLogout(session.api));
        void moreGames.refreshActive(session.config);
      }
      return true;
    },
    closeModal() {
      state.modal = null;
    },
    dismissError() {
      state.error = null;
    },
    resetErrors,
    dispose() {
      for (const stop of stops.splice(0)) stop();
      mirror.dispose();
    },
  };
}
