// Runs on the main thread, first in the page's head (its entry, src-ui/engine/head-entry.ts, is
// bundled by vite.config.ts with what it imports and inlined, in the build and the dev server
// alike; the policy allows it by its hash). While
// the page still parses it asks the environment config, starts the engine worker, runs the speed
// test (on a device that has been here, beside the config, on the lines the last config named)
// and logs in on its winner, so none of them waits for the worker's script; each result goes to
// the worker (shared/boot/head-handoff.ts), which reads it as its own
// (src-worker/boot/head-results.ts).
import { CLOSE_PATH } from '../../shared/i18n/locale.ts';
import {
  CONFIG_STAMP_METRIC,
  configAddress,
  configPath,
  minuteStamp,
  serverStamp,
} from '../../shared/boot/config-address.ts';
import { HEAD_KEY, type HeadAnswer, type HeadMessage } from '../../shared/boot/head-handoff.ts';
import { LOGIN_ACTION, actionRequest } from '../../shared/boot/main-api-request.ts';
import { queryText } from '../../shared/boot/query.ts';
import { API_TIMEOUT_MS, CONFIG_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import { originOf } from '../../shared/lib/urls.ts';
import { requestText } from '../../shared/lib/request.ts';
import { type Lines, type SpeedTestDeps, speedTest } from '../../shared/lines/speed-test.ts';
import { type EarlyWorker, offerEarlyWorker } from './worker-starter.ts';

/**
 * What the head's requests need: the speed test's fetch, timers and ids, the time, the lines of
 * a visit before, and the minute stamp the page's server preloaded the config with, if any.
 */
export interface HeadDeps extends SpeedTestDeps {
  fetch: typeof fetch;
  now(): number;
  lines: LineMemory;
  serverStamp(): string | null;
}

/**
 * The lines the last config of an environment named on this device. A player who comes back
 * has them raced while the config is asked again; the race counts only if the config names the
 * same lines, in the same order (the first is the fallback when every line fails).
 */
export interface LineMemory {
  read(e: string): Lines | null;
  write(e: string, lines: readonly string[]): void;
}

/** Where the page keeps them (docs/decisions.md): `{ e, lines }`, the last environment only. */
export const LINES_KEY = 'speedTestLines';

/** Plain http(s) origins, none twice: the only lines the engine reads as they are. */
function plainLines(list: unknown): list is [string, ...string[]] {
  const plain = (line: unknown): line is string =>
    typeof line === 'string' && originOf(line) === line;
  return (
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(plain) &&
    new Set(list).size === list.length
  );
}

/** LineMemory in the page's local storage; a storage that throws or holds junk remembers nothing. */
export function storedLines(storage: () => Storage): LineMemory {
  return {
    read(e) {
      try {
        const saved: unknown = JSON.parse(storage().getItem(LINES_KEY) ?? 'null');
        const { e: savedE, lines } = (saved ?? {}) as { e?: unknown; lines?: unknown };
        return savedE === e && plainLines(lines) ? lines : null;
      } catch {
        return null;
      }
    },
    write(e, lines) {
      try {
        storage().setItem(LINES_KEY, JSON.stringify({ e, lines }));
      } catch {
        // Full or refused: the next visit races after its config, as a first one does.
      }
    },
  };
}

/** The browser's own, each bound (a fetch called as a method of another object throws). */
const browserDeps = (): HeadDeps => ({
  fetch: (input, init) => fetch(input, init),
  clock: {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  },
  randomId: () => Math.random().toString(36).slice(2),
  now: () => Date.now(),
  lines: storedLines(() => localStorage),
  serverStamp: () => {
    try {
      const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // Back or forward, the page may come from the cache with a stamp long past.
      if (page.type === 'back_forward') return null;
      return serverStamp(
        page.serverTiming.find((m) => m.name === CONFIG_STAMP_METRIC)?.description,
      );
    } catch {
      // A browser without Server-Timing: the head's own stamp.
      return null;
    }
  },
});

/**
 * Starts the engine worker from `workerUrl` (none on /close) and offers it to the entry on the
 * page's document (src-ui/engine/worker-starter.ts), then asks
 * the config of the address's environment from `configHost` (the entry's: the build's
 * VITE_CONFIG_HOST, else this page's origin, when empty). A browser that cannot start the
 * worker leaves everything to the entry; an address without an environment leaves the config to
 * the engine, which reports it. It logs in only with the address's own token: without one the
 * entry takes the tab's saved token (src-ui/boot/saved-query.ts), and the engine logs in.
 */
export function headBoot(
  workerUrl: string,
  configHost: string,
  win: Window = window,
  deps: HeadDeps = browserDeps(),
): void {
  if (CLOSE_PATH.test(win.location.pathname)) return;
  const params = new URLSearchParams(win.location.search);
  const e = queryText(params, 'e');
  // The config leaves before the worker is made: making it is work of this thread, and the
  // config is the next request of the chain SPEC forces. What the head learns before the worker
  // exists waits in `queued`; a browser that cannot make the worker hears nothing of it.
  const queued: HeadMessage[] = [];
  let target: Worker | null = null;
  let unwanted = false;
  const post = (message: HeadMessage): boolean => {
    if (target) target.postMessage(message);
    else if (!unwanted) queued.push(message);
    return !unwanted;
  };
  // What the entry waits for (src-ui/main.tsx), so that its work never holds an answer of the
  // chain up on this thread: see HeadSignals.
  const signals: HeadSignals = { ...NO_SIGNALS };
  const sent = new Promise<void>((resolve) => (signals.sent = resolve));
  if (e) {
    const host = configHost || win.location.origin;
    void askConfig(post, deps, host, e, queryText(params, 'x'), signals);
  } else {
    signals.sent();
  }
  let early: EarlyWorker;
  try {
    early = { worker: new Worker(workerUrl, { type: 'module' }), failed: false, sent };
  } catch {
    unwanted = true;
    queued.length = 0;
    return;
  }
  early.worker.addEventListener('error', () => {
    early.failed = true;
  });
  offerEarlyWorker(early, win.document);
  target = early.worker;
  for (const message of queued.splice(0)) target.postMessage(message);
}

/** When the head's requests leave the page's main thread free for the entry's work. */
export interface HeadSignals {
  /**
   * The login is out (or the head stopped sooner), called in a task of its own: the entry's own
   * work may start (the engine's client, the game host). Run sooner, it held the race's answer
   * up, and so the login.
   */
  sent: () => void;
}

const NO_SIGNALS: HeadSignals = { sent: () => undefined };

/**
 * Posts `start`, fetches the config as the engine would (same address, same timeout), posts how
 * it ended, races its lines and posts the winner, then, with a `token`, sends the engine's own
 * login (shared/boot/main-api-request.ts) on the winner and posts how it ended. A config with a
 * line-info address (whose extra lines join the race) or without a plain list of lines leaves
 * the race and the login to the engine; so does a `post` that answers false (no worker hears).
 * Calls `signals.sent` once the login is out, in a task of its own, or when it stops sooner.
 */
export async function askConfig(
  post: (message: HeadMessage) => boolean,
  deps: HeadDeps,
  configHost: string,
  e: string,
  token: string,
  signals: HeadSignals = NO_SIGNALS,
): Promise<void> {
  try {
    await askAll(post, deps, configHost, e, token, signals);
  } finally {
    signals.sent();
  }
}

async function askAll(
  post: (message: HeadMessage) => boolean,
  deps: HeadDeps,
  configHost: string,
  e: string,
  token: string,
  signals: HeadSignals,
): Promise<void> {
  post({ [HEAD_KEY]: 'start', path: configPath(configHost, e) });
  // The stamp the page's server preloaded the config with, so the browser hands this request
  // the answer already on its way (deploy/config-preload.ts); else the head's own minute.
  const stamp = deps.serverStamp() ?? minuteStamp(deps.now());
  const pending = ask(deps, [configAddress(configHost, e, stamp)], CONFIG_TIMEOUT_MS);
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
      lines = list;
      const same = remembered?.length === list.length && list.every((l, i) => remembered[i] === l);
      const race = same && early ? early : speedTest(deps, list);
      deps.lines.write(e, list);
      winner = await race;
    }
  } catch {
    // Not JSON, or no lines: the engine reports or races them itself.
  }
  if (!winner) token = '';
  // No worker to hear it (the entry boots the engine itself): no login of the head's.
  if (!post({ [HEAD_KEY]: 'line', lines: winner ? lines : null, winner, token })) return;
  if (!token) return;
  const login = ask(deps, actionRequest(winner, token, LOGIN_ACTION), API_TIMEOUT_MS);
  // In a task of its own: this one is the race's answer, and the two together were a long task.
  deps.clock.setTimeout(signals.sent, 0);
  post({ [HEAD_KEY]: 'login', answer: await login });
}

/**
 * One request with the engine's deadline for it (shared/lib/request.ts: the body included), as
 * the handoff carries it: its status and text, or how it failed.
 */
async function ask(
  deps: HeadDeps,
  [url, init]: [string, RequestInit?],
  timeoutMs: number,
): Promise<HeadAnswer> {
  const answer = await requestText(deps, url, init ?? {}, { timeoutMs });
  if ('failed' in answer) return { failed: answer.failed === 'timeout' ? 'timeout' : 'network' };
  return { status: answer.status, text: answer.text };
}
