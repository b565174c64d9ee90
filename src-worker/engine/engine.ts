// Runs in the worker (and in Node for integrators): the engine, built on injected ports. It
// composes the feature services, each answering its own part of the engine API, and runs boot.
import { proxy } from 'valtio/vanilla';
import type { EngineApi, EngineState, MirrorListener } from '../../shared/engine/engine-api.ts';
import { UNKNOWN_CODE } from '../../shared/errors/client-codes.ts';
import { RECONNECTING_CODE } from '../../shared/errors/error-behaviour.ts';
import { initialState } from '../../shared/engine/initial-state.ts';
import { type BootHooks, loadGameList, reportingSessionOver, runBoot } from '../boot/boot.ts';
import type { Incoming } from '../errors/error-policy.ts';
import { Failure } from '../lib/failure.ts';
import { createGameSession } from '../game-bridge/game-session.ts';
import { createLineManager } from '../lines/lines.ts';
import { createMirrorSource } from '../mirror/mirror-source.ts';
import type { EnginePorts, ReadersPort } from '../lib/ports.ts';
import { type Readers, loadFeatures, loadReaders } from './features-chunk.ts';
import type { JackpotService } from '../jackpots/jackpots.ts';
import { JACKPOT_CALLS, jackpotMembers } from '../jackpots/jackpot-members.ts';
import type { PromotionApi, PromotionService } from '../promotions/promotions.ts';
import {
  PROMOTION_API_CALLS,
  PROMOTION_CALLS,
  type PromotionCalls,
  promotionMembers,
} from './promotion-members.ts';
import type { SeatService } from '../seats/seats.ts';
import { SEAT_CALLS, seatMembers } from '../seats/seat-members.ts';
import { later, once } from '../lib/later.ts';
import { createPromptCenter } from '../prompts/prompts.ts';
import { createSessionServices } from '../session/session-services.ts';
import { sessionMembers } from '../session/session-members.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { NotificationHub } from '../session/notifications.ts';
import { createMoreGames } from '../game-bridge/more-games.ts';
import { createRealityCheck } from '../reality-check/reality-check.ts';
import { soundSources } from '../boot/config.ts';
import { createErrorReporter, type EngineOptions } from './error-reporter.ts';
import { createGameReadyGate } from './game-ready-gate.ts';
import { BOOT_BUDGET_MS, bootDeadline } from '../boot/boot-deadline.ts';
import { createConnection } from '../errors/connection.ts';
import { createPacer, type ServicePacer } from '../lib/pacer.ts';
import { jitteredMs } from '../lib/backoff.ts';
import { createPerf } from '../perf/perf-service.ts';
import { createFrameGate } from '../game-bridge/frame-gate.ts';
import { createRoundGate } from '../lib/round-gate.ts';
import type { LocalKey } from '../../shared/engine/boundary.ts';

export type { EngineOptions } from './error-reporter.ts';

/**
 * The ceilings of the waits before each new boot attempt while 301 (reconnecting) shows (each
 * drawn below its ceiling, lib/backoff.ts); then it stays up.
 */
export const RECONNECT_DELAYS_MS = [2000, 4000, 8000, 16000, 30000] as const;

/**
 * The headless engine: every EngineApi member (the page reaches only the calls and intents of
 * shared/engine/boundary.ts) plus the live state proxy and the services, for tests and
 * integrators.
 */
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
  // The three states of docs/decisions.md: a request with no answer has every API line checked
  // (lines.probe), and only when none answers is the player's network down; a tap refused
  // meanwhile checks at once, and so does the connection on its own after a while.
  // Read at each draw: a host (the tests' worker clock) may put its own in later.
  const random = ports.random ?? (() => Math.random());
  const connection = createConnection(state, () => lines.probe(), { clock: ports.clock, random });
  // Every operator server's answer says the network works, and its failure has the lines checked
  // (the log servers do not count: theirs is the operator's trouble, and logs wait for them
  // anyway). A dead line among live ones says nothing (in the speed test, and for a call that
  // moves on from it to another line: only a call's last try counts). The features that read
  // answers after the login take their readers from the readers' chunk, loaded once.
  const net: EnginePorts & ReadersPort<Readers> & { pacer: ServicePacer } = {
    ...ports,
    fetch: connection.watch(ports.fetch),
    readers: loadReaders,
    // A service that asked for patience (429, 503 with Retry-After) is not asked before then.
    pacer: createPacer(ports.clock),
  };
  const lines = createLineManager(
    {
      ...ports,
      fetch: connection.watch(ports.fetch, { failures: false }),
      lastTry: net.fetch,
      noAnswer: () => connection.suspect(),
    },
    state,
  );
  const services = createSessionServices(ports, state, net.fetch);
  const round = createRoundGate();
  const prompts = createPromptCenter(ports, state, round);
  // The promotions, seats and jackpots are a chunk of their own (features.ts), made once it is
  // in; until then each stands in for itself (lib/later.ts). It is asked for once the game is
  // ready (below), or by the first call that needs it.
  let made: { promotions: PromotionService; seats: SeatService; jackpots: JackpotService } | null =
    null;
  /** The login switched jackpots off: no pools, winners or hit notices (stream or game) at all. */
  let jackpotsOff = false;
  const make = once(() =>
    loadFeatures().then((f) => {
      made ??= {
        // SPEC §2 seatInfoCard: the popup opens the player's own seat's card over the seat
        // lobby (the lobby alone when they have no seat).
        promotions: f.createPromotions(
          net,
          state,
          services.notifications,
          (type) => {
            const mine = state.seats.mySeatId;
            if (type === 'seatInfoCard' && mine !== null) void seats.openCard(mine);
          },
          round,
        ),
        seats: f.createSeats(net, state.seats, () => state.user),
        // No pool polls while disconnected: they come back with the connection.
        jackpots: f.createJackpots(
          net,
          state.jackpots,
          services.notifications,
          () => connection.holds(),
          round,
        ),
      };
      if (jackpotsOff) made.jackpots.dispose();
      return made;
    }),
  );
  const promotions = later<PromotionCalls>(
    () => make().then((m) => m.promotions),
    PROMOTION_CALLS,
    () => made?.promotions ?? null,
  );
  const promotionApi = later<Omit<PromotionApi, 'useCard'>>(
    () => make().then((m) => m.promotions.api),
    PROMOTION_API_CALLS,
    () => made?.promotions.api ?? null,
  );
  const seats = later<SeatService>(
    () => make().then((m) => m.seats),
    SEAT_CALLS,
    () => made?.seats ?? null,
  );
  const jackpots = later<JackpotService>(
    () => make().then((m) => m.jackpots),
    JACKPOT_CALLS,
    () => made?.jackpots ?? null,
  );
  const moreGames = createMoreGames(net, state);
  const reality = createRealityCheck(ports, round, prompts);
  const errors = createErrorReporter(ports, state, services.logs, options, connection, () =>
    game.gameForLogs(),
  );
  const report = errors.report;
  const hooks: BootHooks = {
    // Logs leave from the config on, so a boot that fails at login is heard (SPEC §4 flush).
    configLoaded: (config) => services.configLoaded(config),
    loggedIn: () => services.identify(),
    notice: (code) => report({ status: code }),
    flash: () => prompts.show({ kind: 'flash' }),
  };
  const game = createGameSession({
    ports: net,
    state,
    prompts,
    promotions,
    seats,
    jackpots,
    moreGames,
    reality,
    round,
    logs: services.logs,
    hooks,
    report,
  });
  const gate = createGameReadyGate(ports.clock);
  const perf = createPerf(ports, state, services.logs);
  const stops: (() => void)[] = [
    () => gate.dispose(),
    () => connection.dispose(),
    () => lines.dispose(),
    () => services.dispose(),
    () => promotions.dispose(),
    () => seats.dispose(),
    () => jackpots.dispose(),
    () => reality.dispose(),
    () => game.dispose(),
  ];
  const promoMembers = promotionMembers(
    promotions,
    promotionApi,
    () => made?.promotions ?? null,
    seats,
  );
  let booting: Promise<void> | null = null;
  let reconnects = 0;

  const startBoot = (): Promise<void> => {
    const startedAt = ports.clock.now();
    // The first boot's budget counts the page's own load before it; a retry's starts anew.
    const spent = reconnects ? 0 : startedAt - (ports.pageStartedAt ?? startedAt);
    const deadline = bootDeadline(ports.clock, BOOT_BUDGET_MS, spent);
    stops.push(() => deadline.done());
    const booted = runBoot(net, state, lines, hooks, deadline);
    void booted.then(deadline.done, deadline.done);
    return booted.then((result) => {
      game.started(result);
      const on = state.switches;
      services.loggedIn(result.config);
      perf.configured(result.config.perfSampleRate);
      // A market that forbids jackpots (rules.jackpots) turns them off as functionList does.
      if (!state.rules.jackpots) on.jackpots = false;
      if (!on.jackpots) {
        jackpotsOff = true;
        made?.jackpots.dispose();
      }
      // The container's own requests wait for the game's load (game-ready-gate.ts), and so does
      // the features' chunk: asked for earlier, it shared the player's line with the login, the
      // game's address or the game itself. A call that needs it sooner asks for it (later.ts).
      gate.hold(() => {
        const features = make();
        void loadGameList(
          reportingSessionOver(result.api, (code) => report({ status: code })),
          state,
        );
        // The notification stream carries the promotions' updates and the jackpot hits: it opens
        // once the features are there to hear it (a hit it replays first would reach nobody).
        const listen = (): void => services.openStream();
        if (on.promotions || on.jackpots) features.then(listen, listen);
        if (on.promotions) void promotions.start(result.config, result.gameId);
        else state.promotions.loaded = true;
        game.loadPanelData();
        if (on.moreGames) void moreGames.refreshActive(result.config);
      }, state.gameUrl !== null);
      // The config's noTurbo and the market's rules both keep quick spin from being suggested.
      prompts.operatorNoTurbo(result.config.noTurbo === true || !state.rules.quickSpin);
      state.reportUrl = result.config.reportUrl ?? null;
      state.sounds = soundSources(result.config);
      game.bootDone();
      // The connection is back after a 301: the reconnecting dialog goes.
      if (reconnects > 0) errors.members.resetErrors();
      // Operators read boot time, the chosen line and the game's build (gName) from this event.
      services.logs.log('boot', 'ready', {
        ms: ports.clock.now() - startedAt,
        line: state.apiLine,
        ...game.gameForLogs(),
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
    if (error instanceof Failure && error.code === RECONNECTING_CODE && delay !== undefined) {
      reconnects += 1;
      const handle = ports.clock.setTimeout(
        () => {
          booting = startBoot();
        },
        jitteredMs(delay, random),
      );
      stops.push(() => ports.clock.clearTimeout(handle));
    }
  };

  // The game's messages, heard only from the frame the engine wants (frame-gate.ts).
  const frames = createFrameGate(state);
  const members: Omit<EngineApi, LocalKey | 'snapshot'> = {
    ...errors.members,
    ...game.members,
    gameReady() {
      // First the held features start, so the game-ready popups wait for their data.
      gate.open();
      perf.gameReady();
      game.members.gameReady();
    },
    perfTimeline: (page) => perf.timeline(page),
    perfVitals: (reports) => perf.vitals(reports),
    ...sessionMembers(services, prompts),
    ...promoMembers,
    ...seatMembers(seats, game.afterSeat),
    ...jackpotMembers(jackpots),
    // SPEC §4: while disconnected, a tap that needs the servers is answered with the notice.
    openPanel(kind) {
      if (!connection.refuses()) promoMembers.openPanel(kind);
    },
    openModal(request) {
      const ownHelp = request.kind === 'help' && !request.url;
      return !ownHelp && connection.refuses() ? false : game.members.openModal(request);
    },
    requestGameSwitch(gameId) {
      return connection.refuses() ? false : game.members.requestGameSwitch(gameId);
    },
    gameFrameShown: (url, load) => frames.shown(url, load),
    networkChanged(online) {
      if (online) errors.members.resetErrors();
      else connection.offline();
    },
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
    subscribe(listener: MirrorListener) {
      stops.push(mirror.listen(listener));
      return mirror.snapshot();
    },
    dispose() {
      for (const stop of stops.splice(0)) stop();
      mirror.dispose();
    },
    ...members,
    ...frames.only(members),
  };
}
