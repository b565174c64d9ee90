// Runs in the worker (and in Node for integrators): the engine, built on injected ports. It is
// wiring only: each feature's service made from the ports, one table of which service answers
// which feature's members (answers.ts), the gates in front of them by name, and the boot runs
// (boot-runner.ts) that hand a login to what follows it (after-login.ts).
import { proxy } from 'valtio/vanilla';
import type { EngineState, MirrorListener } from '../../shared/engine/engine-api.ts';
import type { EngineApi, EngineArgs } from '../../shared/engine/boundary.ts';
import { initialState } from '../../shared/engine/initial-state.ts';
import { type BootHooks, runBoot } from '../boot/boot.ts';
import type { Incoming } from '../errors/error-policy.ts';
import { createGameSession } from '../game-bridge/game-session.ts';
import { createLineManager } from '../lines/lines.ts';
import { createMirrorSource } from '../mirror/mirror-source.ts';
import type { EnginePorts } from '../lib/ports.ts';
import { loadReaders } from './features-chunk.ts';
import type { JackpotService } from '../jackpots/jackpots.ts';
import { jackpotMembers } from '../jackpots/jackpot-members.ts';
import { promotionMembers } from './promotion-members.ts';
import type { SeatService } from '../seats/seats.ts';
import { seatMembers } from '../seats/seat-members.ts';
import { createPromptCenter } from '../prompts/prompts.ts';
import { createSessionServices } from '../session/session-services.ts';
import { sessionMembers } from '../session/session-members.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { NotificationHub } from '../session/notifications.ts';
import { createMoreGames } from '../game-bridge/more-games.ts';
import { createRealityCheck } from '../reality-check/reality-check.ts';
import { createErrorReporter, type EngineOptions } from './error-reporter.ts';
import { createGameReadyGate } from './game-ready-gate.ts';
import { type Connection, createConnection } from '../errors/connection.ts';
import { createPacer } from '../lib/pacer.ts';
import { createPerf } from '../perf/perf-service.ts';
import { createFrameGate } from '../game-bridge/frame-gate.ts';
import { createOneGame } from '../game-bridge/one-game.ts';
import { FRAME_MEMBERS } from '../../shared/engine/boundary.ts';
import { afterLogin } from './after-login.ts';
import { type AnswerTable, type Gate, answerAll } from './answers.ts';
import { createBootRunner } from './boot-runner.ts';
import { type NetPorts, createChunkServices } from './chunk-services.ts';
import { createFailures, type FailureService } from '../failures/failures.ts';
import { createRoundGate } from '../lib/round-gate.ts';

export type { EngineOptions } from './error-reporter.ts';
export { RECONNECT_DELAYS_MS } from './boot-runner.ts';

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
  /** The worker's own failures, counted and logged (docs/logs.md, Failures). */
  readonly failures: FailureService;
}

/** The members a tap that needs the servers reaches: refused while disconnected (SPEC §4). */
const CONNECTION_MEMBERS = ['openPanel', 'openModal', 'requestGameSwitch'] as const;

/** The connection's gate: the container's own help page needs no server, so it always opens. */
function connectionGate(connection: Connection): Gate<(typeof CONNECTION_MEMBERS)[number]> {
  const ownHelp = ([request]: EngineArgs['openModal' | 'openPanel' | 'requestGameSwitch']) =>
    typeof request === 'object' && request.kind === 'help' && !request.url;
  return {
    members: CONNECTION_MEMBERS,
    lets: (key, args) => (key === 'openModal' && ownHelp(args)) || !connection.refuses(),
  };
}

/** The engine's network: the connection, the lines, and the ports the services take. */
function network(ports: EnginePorts, state: EngineState) {
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
  const net: NetPorts = {
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
  return { random, connection, net, lines };
}

/** Every feature's service, made from the ports; nothing runs yet. */
function services(ports: EnginePorts, options: EngineOptions) {
  const state = proxy(initialState(ports.query));
  const mirror = createMirrorSource(state);
  const { random, connection, net, lines } = network(ports, state);
  const session = createSessionServices(ports, state, net.fetch);
  // Whether a round is in play: what shows over the game waits for it (lib/round-gate.ts).
  const round = createRoundGate();
  const prompts = createPromptCenter(ports, state, round);
  const chunk = createChunkServices(
    net,
    state,
    session.notifications,
    connection,
    round,
    session.onTick,
  );
  const moreGames = createMoreGames(net, state);
  const reality = createRealityCheck(ports, round, prompts);
  const errors = createErrorReporter(ports, state, session.logs, options, connection, () =>
    game.gameForLogs(),
  );
  const report = errors.report;
  // One game at a time: which tab of the account plays (game-bridge/one-game.ts).
  const turns = createOneGame({
    ...{ locks: ports.locks, clock: ports.clock, state },
    log: (turn) => session.logs.log('game', 'oneGameAtATime', { ...game.gameForLogs(), turn }),
    reload: () => game.reloadFrame(),
  });
  const hooks: BootHooks = {
    // Logs leave from the config on, so a boot that fails at login is heard (SPEC §4 flush).
    configLoaded: (config) => session.configLoaded(config),
    loggedIn: () => session.identify(),
    notice: (code) => report({ status: code }),
    flash: () => prompts.show({ kind: 'flash' }),
    turn: () => turns.turn(`${ports.query.e}:${state.user?.accountId ?? ''}`),
  };
  const game = createGameSession({
    ...{ ports: net, state, prompts, moreGames, reality, round, logs: session.logs, hooks, report },
    ...{ promotions: chunk.promotions, seats: chunk.seats, jackpots: chunk.jackpots },
  });
  const gate = createGameReadyGate(ports.clock);
  const perf = createPerf(ports, state, session.logs);
  const failures = createFailures(ports, state, session.logs, (on) => session.pageVisibility(on));
  const frames = createFrameGate(state);
  const stops: (() => void)[] = [
    ...[gate, connection, lines, session, chunk.promotions, chunk.seats, chunk.jackpots],
    ...[reality, game, failures, turns],
  ].map((service) => () => service.dispose());
  const boot = createBootRunner({
    ...{ ports, state, random, report },
    run: (deadline) => runBoot(net, state, lines, hooks, deadline),
    loggedIn: (result, run) =>
      afterLogin(
        {
          state,
          clock: ports.clock,
          services: session,
          perf,
          game,
          gate,
          chunk,
          moreGames,
          prompts,
        },
        { report, resetErrors: () => errors.members.resetErrors() },
        result,
        run,
      ),
    onStop: (stop) => stops.push(stop),
  });
  return {
    ...{ state, mirror, connection, session, prompts, chunk, errors, game, gate, perf, frames },
    ...{ failures, turns },
    ...{ stops, boot },
  };
}

type Services = ReturnType<typeof services>;

/** Which service answers each feature's members (its rows, shared/<feature>/*-rows.ts). */
function answerTable(s: Services): AnswerTable {
  const { game, chunk, errors, perf } = s;
  return {
    session: sessionMembers(s.session, s.prompts, (visible) => s.failures.pageVisible(visible)),
    game: {
      ...game.members,
      gameReady() {
        // First the held features start, so the game-ready popups wait for their data.
        s.gate.open();
        perf.gameReady();
        game.members.gameReady();
      },
      gameFrameShown: (url, load) => s.frames.shown(url, load),
      playHere: () => s.turns.playHere(),
    },
    // A prompt's answer moves the game (a switch, a close): the game session answers it.
    prompts: game.members,
    promotions: promotionMembers(
      chunk.promotions,
      chunk.promotionApi,
      () => chunk.loadedPromotions(),
      chunk.seats,
    ),
    seats: seatMembers(chunk.seats, game.afterSeat),
    jackpots: jackpotMembers(chunk.jackpots, () => game.jackpotHeard()),
    errors: {
      ...errors.members,
      networkChanged(online) {
        if (online) errors.members.resetErrors();
        else s.connection.offline();
      },
    },
    perf: { perfTimeline: (page) => perf.timeline(page), perfVitals: (r) => perf.vitals(r) },
    failures: s.failures.members,
  };
}

/** The gates, by name, the first asked first. */
function gates(s: Services): Gate[] {
  return [
    // The game's messages about its frame, heard only from the frame the engine wants.
    { members: FRAME_MEMBERS, lets: () => s.frames.current() },
    connectionGate(s.connection),
  ];
}

/** Creates an engine; nothing runs until `boot()` is called. */
export function createEngine(ports: EnginePorts, options: EngineOptions = {}): Engine {
  const s = services(ports, options);
  const { mirror } = s;
  return {
    state: s.state,
    report: s.errors.report,
    logs: s.session.logs,
    notifications: s.session.notifications,
    seats: s.chunk.seats,
    jackpots: s.chunk.jackpots,
    failures: s.failures,
    boot: () => s.boot.boot(),
    snapshot: () => mirror.snapshot(),
    subscribe(listener: MirrorListener) {
      s.stops.push(mirror.listen(listener));
      return mirror.snapshot();
    },
    dispose() {
      for (const stop of s.stops.splice(0)) stop();
      mirror.dispose();
    },
    ...answerAll(answerTable(s), gates(s)),
  };
}
