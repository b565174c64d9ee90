// Runs in the worker: picks the fastest API line (SPEC §7 speed test).
import { SPEED_TEST_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import type { HttpDeps } from '../lib/http.ts';

/** What the speed test needs: fetch, a clock and fresh random ids for cache-busting. */
export interface SpeedTestDeps extends HttpDeps {
  randomId: () => string;
}

/**
 * Downloads `/env/speedtest.png` from every line at once, as a blob with a unique
 * parameter; the first to answer wins and the others are aborted. When every line
 * fails, or none answers in time, the first line is the fallback.
 */
export async function speedTest(deps: SpeedTestDeps, lines: readonly string[]): Promise<string> {
  const first = lines[0];
  if (first === undefined) throw new Error('speed test needs at least one line');
  if (lines.length === 1) return first;
  const controllers: AbortController[] = [];
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
  const timeout = new Promise<never>((_, reject) => {
    timer = deps.clock.setTimeout(
      () => reject(new Error('speed test timed out')),
      SPEED_TEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([Promise.any(race), timeout]);
  } catch {
    return first;
  } finally {
    deps.clock.clearTimeout(timer);
    for (const c of controllers) c.abort();
  }
}
