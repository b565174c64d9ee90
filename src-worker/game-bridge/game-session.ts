// Runs in the worker: the rules of the game being played. Which game plays (boot, a switch),
// whether its frame is ready, its spin, scene, status and auto-play, the prompts it raises, the
// container's modals over it and the reload a change of seat causes. It answers its part of the
// engine API (the members it returns); shared/engine/boundary.ts says how each crosses.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { FeatureApi } from '../../shared/engine/boundary.ts';
import {
  DEFAULT_LAYOUT,
  applyAutoPlay,
  initialGameStatus,
  nextMaxSpin,
  readLayout,
} from '../../shared/game-bridge/game-status.ts';
import { checkModal } from '../../shared/game-bridge/modals.ts';
import type { SeatRequestAnswer } from '../../shared/seats/seat-state.ts';
import { type BootHooks, type BootResult, loadGame, reportingSessionOver } from '../boot/boot.ts';
import type { EnvConfig } from '../boot/wire.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { Incoming } from '../errors/error-policy.ts';
import { Failure } from '../lib/failure.ts';
import type { JackpotService } from '../jackpots/jackpots.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { PromotionService } from '../promotions/promotions.ts';
import type { PromptCenter } from '../prompts/prompts.ts';
import type { RealityCheck } from '../reality-check/reality-check.ts';
import { realityCheckInterval } from '../reality-check/reality-check-rules.ts';
import type { SeatService } from '../seats/seats.ts';
import { type CurrentGame, switchTarget } from './game-switch.ts';
import type { MoreGamesService } from './more-games.ts';
import { createRuleGuard } from './rule-guard.ts';
import type { RoundSource } from '../lib/round-gate.ts';

/** What the game session works with: the engine's state and the services it drives. */
interface GameSessionDeps {
  ports: EnginePorts;
  state: EngineState;
  prompts: PromptCenter;
  promotions: Pick<
    PromotionService,
    'gameReady' | 'gameChanged' | 'frameRestarted' | 'status' | 'closePanel'
  >;
  seats: Pick<SeatService, 'load'>;
  jackpots: Pick<JackpotService, 'start'>;
  moreGames: MoreGamesService;
  reality: RealityCheck;
  /** Whether a round is in play: what shows over the game waits for it (lib/round-gate.ts). */
  round: RoundSource;
  logs: LogPipeline;
  hooks: BootHooks;
  /** Hands an error to the SPEC §8 policy. */
  report: (incoming: Incoming) => void;
}

/**
 * The game session's members: the game bridge's rows (shared/game-bridge/game-rows.ts) but the
 * shown frame (the frame gate's) and play here (one-game.ts), and the prompts' rows.
 */
type GameSessionMembers = Omit<FeatureApi<'game'>, 'gameFrameShown' | 'playHere'> &
  FeatureApi<'prompts'>;

/** The refused messages logged, by type and version: each once, and at most this many kinds. */
const MAX_REFUSED_LOGGED = 32;

export interface GameSession {
  members: GameSessionMembers;
  /** Boot embedded its game: that game is the one playing. */
  started(result: BootResult): void;
  /** After boot: the playing game's seats and jackpot pools load. */
  loadPanelData(): void;
  /** Boot is done: a game that posted ready before it gets its popups now. */
  bootDone(): void;
  /** A seat answer: a change of seat restarts the game on the new seat. */
  afterSeat: <A extends SeatRequestAnswer>(answer: A) => A;
  /** The same game loads again in a new frame (one-game.ts: play came back to this tab). */
  reloadFrame(): void;
  /** The game an error or a log is about: its id once known, gName's name and version. */
  gameForLogs(): Record<string, unknown>;
  /** The game broadcast a jackpot hit: logged where the market forbids jackpots. */
  jackpotHeard(): void;
  dispose(): void;
}

export function createGameSession(deps: GameSessionDeps): GameSession {
  const { ports, state, prompts, promotions, reality, round, report } = deps;
  let session: BootResult | null = null;
  let current: CurrentGame | null = null;
  /** The game posted ready before boot had finished: the promotions' game ready waits. */
  let readyEarly = false;
  /** The count the game's auto-play run started with; null when none is running. */
  let autoStartedWith: number | null = null;
  /** `type@version` of the messages of an unknown protocol version already logged. */
  const refusedLogged = new Set<string>();
  /** This game's seats and jackpot pools: the popups wait for them (seatInfoCard, jpHistory). */
  let panelData: Promise<unknown> = Promise.resolve();

  /** Loads a game's seats and pools; whatever fails, the popups go on without them. */
  const loadPanelData = (config: EnvConfig, game: CurrentGame): void => {
    // A function the operator switched off (functionList) makes no call at all.
    const on = state.switches;
    panelData = Promise.allSettled([
      on.seats ? deps.seats.load(config, game.gameId, game.gameType) : null,
      on.jackpots ? deps.jackpots.start(config, game.gameId) : null,
    ]);
  };

  const gameForLogs = (): Record<string, unknown> => {
    const named = current === null || current.gameId === (ports.query.mType ?? current.gameId);
    const build = named ? { game: ports.query.gameName, version: ports.query.gameVersion } : {};
    return state.gameId === null ? build : { gameId: state.gameId, ...build };
  };

  // The market's rules, enforced on a game that may not obey them (rule-guard.ts).
  const guard = createRuleGuard(
    ports,
    state,
    (rule, details) => {
      deps.logs.log('game', 'ruleBroken', { ...gameForLogs(), rule, ...details });
    },
    (bet, max) => prompts.show({ kind: 'stakeLimit', bet, max }),
  );
  /** The session the bar shows, when the rules show it. */
  const showSession = (): void => {
    if (state.rules.sessionClock || state.rules.netPosition)
      state.regulation.session = reality.figures();
  };

  /** The game is ready (and boot is done): popups, and the session clock of the reality check. */
  const ready = (game: CurrentGame): void => {
    // Not returned into the chain: the promotions' stand-in settles its own failure (a chunk
    // that did not load), and a chain that adopted it would leave an unhandled rejection.
    void panelData.then(() => {
      void promotions.gameReady(game.gameId, game.gameType);
    });
    // The rules' interval first, else the operator's config (the query may still shorten it).
    const minutes = state.rules.realityCheckMinutes ?? session?.config.realityCheckMinutes;
    const interval = realityCheckInterval(ports.query.realityCheck, minutes ?? undefined);
    // The player's session: the account's with this token, or the operator's seed of it.
    const owner = {
      key: `${state.user?.accountId ?? ''}:${ports.query.x}`,
      seed: session?.session ?? null,
    };
    void reality.start(interval, owner).then(showSession);
    showSession();
  };

  /** A game frame that (re)loads starts with no status, no auto-play and default buttons. */
  const freshFrame = (): void => {
    state.gameStatus = initialGameStatus();
    state.maxSpin = false;
    state.layout = { ...DEFAULT_LAYOUT };
    autoStartedWith = null;
    reality.gameChanged();
    guard.freshFrame();
    round.freshFrame();
  };

  /** The same game loads again in a new frame (a change of seat, play back in this tab). */
  const reloadFrame = (): void => {
    state.gameReady = false;
    state.spinning = false;
    state.gameLoad += 1;
    freshFrame();
    promotions.frameRestarted();
    promotions.closePanel();
  };

  const switchGame = (gameId: number): void => {
    const target = switchTarget(state, ports.query.isRedirectAllowed, current, gameId);
    if (!target || !session) return;
    const next = { gameId: target.gameId, gameType: target.gameType };
    deps.logs.log('game', 'switch', { from: current?.gameId, to: gameId });
    loadGame(ports, state, session, next, deps.hooks).then(
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

  const members: GameSessionMembers = {
    gameReady() {
      // Ready again from a game already ready: its frame loaded anew, and lost what it played.
      if (state.gameReady) promotions.frameRestarted();
      state.gameReady = true;
      prompts.gameReady();
      if (current) ready(current);
      else readyEarly = true;
    },
    setSpinning(spinning, stoppedEarly) {
      if (spinning && !state.spinning) prompts.spinStarted();
      if (spinning) state.spinning = true;
      if (spinning) round.spinning(true);
      // The round ends now, or once the market's minimum has passed (rule-guard.ts).
      guard.spinning(
        spinning,
        () => {
          state.spinning = false;
          round.spinning(false);
        },
        stoppedEarly,
      );
    },
    setBusy: (busy) => round.busy(busy),
    spinRequested(held = false) {
      prompts.spinRequested();
      guard.pressed(held);
    },
    setTurbo(on, noTurbo) {
      prompts.turbo(on, noTurbo);
      guard.turbo(on);
    },
    setScene(scene, symbols) {
      state.scene = scene.toLowerCase();
      state.maxSpin = nextMaxSpin(state.maxSpin, state.scene);
      if (symbols) state.screenSymbols = symbols;
      prompts.sceneChanged();
    },
    requestClose: () => prompts.show({ kind: 'closeGame' }),
    requestGameSwitch(gameId) {
      if (!state.switches.moreGames) return false;
      const target = switchTarget(state, ports.query.isRedirectAllowed, current, gameId);
      if (!target) return false;
      prompts.show({ kind: 'leaveGame', gameId, gameName: target.summary.name });
      return true;
    },
    answerPrompt: (kind, accept) =>
      prompts.answer(kind, accept, { switchGame, continueSession: () => reality.continued() }),
    reportStatus(fields) {
      Object.assign(state.gameStatus, fields);
      reality.status(current?.gameId ?? 0, fields);
      showSession();
      guard.status(fields);
      if (current) promotions.status(current, fields);
    },
    autoPlay(event) {
      guard.autoPlay(event);
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
        void deps.moreGames.load(
          reportingSessionOver(session.api, (code) => report({ status: code })),
          session.config,
        );
        void deps.moreGames.refreshActive(session.config);
      }
      return true;
    },
    gameMessageRefused(type, version) {
      const key = `${type}@${version}`;
      if (refusedLogged.has(key) || refusedLogged.size >= MAX_REFUSED_LOGGED) return;
      refusedLogged.add(key);
      deps.logs.log('game', 'refusedMessage', {
        ...gameForLogs(),
        message: type,
        protocol: version,
      });
    },
    closeModal() {
      state.modal = null;
    },
  };

  return {
    members,
    started(result) {
      session = result;
      current = { gameId: result.gameId, gameType: ports.query.gameType };
    },
    loadPanelData() {
      if (session && current) loadPanelData(session.config, current);
    },
    bootDone() {
      if (readyEarly && current) ready(current);
    },
    afterSeat(answer) {
      if (answer.ok && answer.reload) reloadFrame();
      return answer;
    },
    reloadFrame,
    gameForLogs,
    jackpotHeard: () => guard.jackpot(),
    dispose: () => guard.dispose(),
  };
}
