// Shared by the page's head (src-ui/engine/head-boot.ts) and the worker's line manager: the
// SPEC §7 speed test, one source for both, so the head's winner is the engine's.
import { SPEED_TEST_TIMEOUT_MS } from '../lib/constants.ts';

// The page and the worker both have AbortController; shared/ compiles without either's library,
// so the race declares the part it uses (in this module only). Its signal is typed `never`,
// which shared/ cannot name otherwise and which every fetch's init accepts.
declare const AbortController: new () => { readonly signal: never; abort(): void };

/** What the speed test needs: fetch, timers and fresh random ids for cache-busting. */
export interface SpeedTestDeps {
  /** The page's or the worker's fetch (a method: either's own request types satisfy it). */
  fetch(
    url: string,
    init: { signal: never; cache: 'no-store' },
  ): Promise<{ ok: boolean; status: number; blob(): Promise<unknown> }>;
  clock: {
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  };
  randomId: () => string;
}

/** Lines to race: at least one (a config names one or more, SPEC §7). */
export type Lines = readonly [string, ...string[]];

/**
 * Downloads `/env/speedtest.png` from every line at once, as a blob with a unique
 * parameter; the first to answer wins and the others are aborted. When every line
 * fails, or none answers in time, the first line is the fallback. One line is not raced.
 */
export async function speedTest(deps: SpeedTestDeps, lines: Lines): Promise<string> {
  const [first] = lines;
  if (lines.length === 1) return first;
  return (await raceLines(deps, lines)) ?? first;
}

/**
 * The race itself, one line included: the line that answered first, or null when every line
 * failed or none answered within the speed test's timeout (so it also tells whether any API
 * line answers at all: the connection's check, src-worker/errors/connection.ts).
 */
export async function raceLines(deps: SpeedTestDeps, lines: Lines): Promise<string | null> {
  const controllers: { abort(): void }[] = [];
  const race = lines.map(async (line) => {
    const controller = new AbortController();
    controllers.push(controller);
    const url = `${line}/env/speedtest.png?r=${encodeURIComponent(deps.randomId())}`;
    const response = await deps.fetch(url, { signal: controller.signal, cache: 'no-store' });
    if (!response.ok) throw new Error(`line ${line} answered ${response.status}`);
    await response.blob();
    return line;
  });
  let timer: unknown;
  // No line in time: none.
  const timeout = new Promise<null>((resolve) => {
    timer = deps.clock.setTimeout(() => resolve(null), SPEED_TEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.any(race), timeout]);
  } catch {
    // Every line failed.
    return null;
  } finally {
    deps.clock.clearTimeout(timer);
    for (const c of controllers) c.abort();
  }
}
