// Runs in the worker: the API line in use, re-tested every 180 s, replaced at once when it fails.
import { SPEED_RETEST_MS } from '../../shared/lib/constants.ts';
import { CLIENT_CODES, Failure, unanswered } from '../lib/failure.ts';
import type { Clock } from '../lib/ports.ts';
import type { HttpDeps } from '../lib/http.ts';
import {
  type Lines,
  type SpeedTestDeps,
  raceLines,
  speedTest,
} from '../../shared/lines/speed-test.ts';

/** Where the chosen line is reported (the engine state). */
export interface LineSink {
  apiLine: string | null;
}

/** The line manager: one winner at a time, never two speed tests at once. */
export interface LineManager {
  /**
   * Runs the first speed test over these lines (or takes `winner`, the page head's, from the
   * same test) and starts the 180 s re-test.
   */
  start(lines: Lines, winner?: string): Promise<string>;
  /** The current winner. */
  readonly current: string;
  /**
   * Runs `call` on the current line; on a network failure re-tests at once and retries once.
   * `call` fetches with the `http` it is given: a try with another line after it fails quietly
   * (a dead line among live ones is no lost connection, and taps go on while the re-test runs),
   * the last try with `deps.lastTry`, whose failure is the player's connection's (SPEC §4).
   */
  withFailover<T>(call: (line: string, http: HttpDeps) => Promise<T>): Promise<T>;
  /**
   * Asks every line at once, one line too, and resolves to whether one answered (the
   * connection's check); a winner becomes the line in use. True before the lines are known.
   */
  probe(): Promise<boolean>;
  dispose(): void;
}

/** A failure another line may not have: no answer, a deadline, an HTTP error (code 1). */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof Failure) || error.code === CLIENT_CODES.network;
}

/** What the line manager needs: the speed test's (its `fetch` reports no failure), and more. */
export interface LineDeps extends SpeedTestDeps {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  /** The fetch of a call's last try: its failure has the connection checked. */
  lastTry: typeof globalThis.fetch;
  /** A call's last try got no whole answer (a body that stalled among them): check the connection. */
  noAnswer(): void;
}

/** Creates a line manager reporting its winner to `sink`. */
export function createLineManager(deps: LineDeps, sink: LineSink): LineManager {
  const quiet: HttpDeps = { fetch: deps.fetch, clock: deps.clock };
  const last: HttpDeps = { fetch: deps.lastTry, clock: deps.clock };
  let lines: Lines | null = null;
  let current = '';
  let testing: Promise<string> | null = null;
  let probing: Promise<boolean> | null = null;
  let timer: unknown = null;

  const use = (line: string): void => {
    current = line;
    sink.apiLine = line;
  };
  /** The call's last try: a failure with no answer has the connection checked. */
  const lastTry = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => {
      if (unanswered(error)) deps.noAnswer();
      throw error;
    });

  const retest = (race: Lines): Promise<string> => {
    testing ??= speedTest(deps, race)
      .then((line) => {
        use(line);
        return line;
      })
      .finally(() => {
        testing = null;
      });
    return testing;
  };

  return {
    async start(list, winner) {
      const race: Lines = [...list];
      lines = race;
      const line = winner !== undefined && race.includes(winner) ? winner : await retest(race);
      use(line);
      // The lines of the latest start (a boot tried again names them anew).
      timer ??= deps.clock.setInterval(() => void retest(lines ?? race), SPEED_RETEST_MS);
      return line;
    },
    get current() {
      return current;
    },
    async withFailover(call) {
      const used = current;
      const race = lines;
      if (race === null || race.length < 2) return lastTry(() => call(used, last));
      try {
        return await call(used, quiet);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        // Another call may already have replaced the line; otherwise test the others now: a
        // line whose speed test answers while its API does not would win again.
        const [other, ...rest] = race.filter((line) => line !== used);
        const next =
          current !== used || other === undefined ? current : await retest([other, ...rest]);
        return lastTry(() => call(next, last));
      }
    },
    probe() {
      if (lines === null) return Promise.resolve(true);
      const race = lines;
      probing ??= raceLines(deps, race)
        .then((line) => {
          if (line !== null) use(line);
          return line !== null;
        })
        .finally(() => {
          probing = null;
        });
      return probing;
    },
    dispose() {
      if (timer !== null) deps.clock.clearInterval(timer);
      timer = null;
    },
  };
}
