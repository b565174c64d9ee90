// Runs off the main thread, in a worker the page's head makes from this code (head-boot.ts,
// head-chain-worker.ts), or wherever a test runs it: the chain SPEC forces before the game, as
// the engine would send it. It asks the environment config, runs the speed test (on a device
// that has been here, beside the config, on the lines the last config named) and logs in on its
// winner, posting each result for the engine worker (shared/boot/head-handoff.ts), which reads
// it as its own (src-worker/boot/head-results.ts). Off the main thread, none of its steps waits
// for the page's own scripts to be evaluated.
import { configAddress } from '../../shared/boot/config-address.ts';
import { HEAD_KEY, type HeadAnswer, type HeadMessage } from '../../shared/boot/head-handoff.ts';
import { ACTIONS, actionRequest } from '../../shared/boot/main-api-request.ts';
import { API_TIMEOUT_MS, CONFIG_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import { originOf } from '../../shared/lib/urls.ts';
import { type SpeedTestDeps, speedTest } from '../../shared/lines/speed-test.ts';

/** What the head's requests need: the speed test's fetch, timers and ids, the time, and the lines of a visit before. */
export interface HeadDeps extends SpeedTestDeps {
  fetch: typeof fetch;
  now(): number;
  lines: LineMemory;
}

/**
 * The lines the last config of an environment named on this device. A player who comes back
 * has them raced while the config is asked again; the race counts only if the config names the
 * same lines, in the same order (the first is the fallback when every line fails).
 */
export interface LineMemory {
  read(e: string): readonly string[] | null;
  write(e: string, lines: readonly string[]): void;
}

/** Plain http(s) origins, none twice: the only lines the engine reads as they are. */
export function plainLines(list: unknown): list is string[] {
  const plain = (line: unknown): line is string =>
    typeof line === 'string' && originOf(line) === line;
  return (
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(plain) &&
    new Set(list).size === list.length
  );
}

/**
 * Fetches the config as the engine would (same address, same timeout), posts how it ended,
 * races its lines and posts the winner, then, with a `token`, sends the engine's own login
 * (shared/boot/main-api-request.ts) on the winner and posts how it ended. A config with a
 * line-info address (whose extra lines join the race) or without a plain list of lines leaves
 * the race and the login to the engine. Calls `sent` (in a task of its own) once the config is
 * in and a race started, or, when the race was out beside the config, once the login is out;
 * or when it stops sooner.
 */
export async function askConfig(
  post: (message: HeadMessage) => void,
  deps: HeadDeps,
  configHost: string,
  e: string,
  token: string,
  sent: () => void = () => undefined,
): Promise<void> {
  try {
    await askAll(post, deps, configHost, e, token, sent);
  } finally {
    sent();
  }
}

async function askAll(
  post: (message: HeadMessage) => void,
  deps: HeadDeps,
  configHost: string,
  e: string,
  token: string,
  sent: () => void,
): Promise<void> {
  const pending = ask(deps, [configAddress(configHost, e, deps.now())], CONFIG_TIMEOUT_MS);
  // A player back on this device: the lines of the last visit race beside the config.
  const remembered = deps.lines.read(e);
  const early = remembered ? speedTest(deps, remembered) : null;
  const config = await pending;
  post({ [HEAD_KEY]: 'config', answer: config });
  let lines: string[] | null = null;
  let winner = '';
  try {
    const read: unknown = 'text' in config && config.status === 200 && JSON.parse(config.text);
    const { lines: list, lineInfo } = read as { lines?: unknown; lineInfo?: unknown };
    // Only lines the engine reads as they are, so that neither the race nor the login is one
    // the engine would not take.
    if (lineInfo === undefined && plainLines(list)) {
      deps.lines.write(e, (lines = list));
      const same = remembered?.length === list.length && list.every((l, i) => remembered[i] === l);
      const race = same && early ? early : speedTest(deps, list);
      // A race started now runs for a round trip, time enough for the entry's work (whose
      // language files then load before the game's). A returning player's, out beside the
      // config, ends about when it answers: the entry's work then waits for the login to leave.
      if (race !== early) deps.clock.setTimeout(sent, 0);
      winner = await race;
    }
  } catch {
    // Not JSON, or no lines: the engine reports or races them itself.
  }
  if (!winner) token = '';
  post({ [HEAD_KEY]: 'line', lines: winner ? lines : null, winner, token });
  if (!token) return;
  const login = ask(deps, actionRequest(winner, token, ACTIONS.login), API_TIMEOUT_MS);
  // In a task of its own: this one is the race's answer, and the two together were a long task.
  deps.clock.setTimeout(sent, 0);
  post({ [HEAD_KEY]: 'login', answer: await login });
}

/** One request with the engine's timeout for it: its status and text, or how it failed. */
async function ask(
  deps: HeadDeps,
  [url, init]: [string, RequestInit?],
  timeoutMs: number,
): Promise<HeadAnswer> {
  const controller = new AbortController();
  const timer = { fired: false };
  const handle = deps.clock.setTimeout(() => {
    timer.fired = true;
    controller.abort();
  }, timeoutMs);
  let response: Response;
  try {
    response = await deps.fetch(url, { ...init, signal: controller.signal });
  } catch {
    return { failed: timer.fired ? 'timeout' : 'network' };
  } finally {
    deps.clock.clearTimeout(handle);
  }
  try {
    return { status: response.status, text: await response.text() };
  } catch {
    return { failed: 'network' };
  }
}
