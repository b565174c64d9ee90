// Runs in the worker the page's head makes from this file's bundle, which the head carries as
// text (vite.config.ts) and starts from a blob: URL, so it costs no request. Its text starts
// with what to ask (the config host, the environment, the token, the lines a visit before
// remembered); it runs the chain (head-chain.ts) at once, posting each result through the port
// to the engine worker the head then sends it, and tells the head when the entry may start its
// work, which lines to remember (local storage is the page's), and that it is done.
import type { HeadMessage } from '../../shared/boot/head-handoff.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import { type HeadDeps, type LineMemory, askConfig, plainLines } from './head-chain.ts';

/** Where the chain's results go: the engine worker's end is the other end of this port. */
export interface ChainPort {
  postMessage(message: HeadMessage): void;
}

/** What the head gives the chain's worker in its text (START_KEY), so it starts on its own. */
export interface ChainStart {
  configHost: string;
  e: string;
  token: string;
  remembered: readonly string[] | null;
}

/** Where the chain's text finds its start: a global the head's prefix sets (chainSourceWith). */
export const START_KEY = 'chainStart';

/**
 * The chain worker's text with its start set first. In the text, not in a message: a message to
 * a worker that has not started yet is held on the page's main thread until it hands it over,
 * which on a busy cheap phone was most of a second; the text runs as soon as the thread does.
 */
export const chainSourceWith = (source: string, start: ChainStart): string =>
  `self.${START_KEY}=${JSON.stringify(start)};\n${source}`;

/** What the chain's worker tells the head. */
export type ChainNews = { sent: true } | { remember: string[] } | { done: true };

/** The worker's global scope (with the start its text set), or one end of a channel in a test. */
export interface ChainScope {
  [START_KEY]?: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(news: ChainNews): void;
}

const text = (value: unknown): value is string => typeof value === 'string';

/** The start in `data`; null when it is not one. */
function readStart(data: unknown): ChainStart | null {
  if (!isRecord(data)) return null;
  const { configHost, e, token, remembered } = data;
  if (!text(configHost) || !text(e) || !text(token)) return null;
  return { configHost, e, token, remembered: plainLines(remembered) ? remembered : null };
}

/** The port in a message `{ port }`; null when it is none. */
function readPort(data: unknown): ChainPort | null {
  if (!isRecord(data) || !isRecord(data['port'])) return null;
  const port = data['port'];
  return typeof port['postMessage'] === 'function' ? (port as unknown as ChainPort) : null;
}

/** The worker's own fetch, timers, ids and time. */
const workerDeps = (): Omit<HeadDeps, 'lines'> => ({
  fetch: (input, init) => fetch(input, init),
  clock: {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  },
  randomId: () => Math.random().toString(36).slice(2),
  now: () => Date.now(),
});

/**
 * Runs the chain on the start `scope`'s text set (none, or a malformed one: nothing runs), its
 * results held until the first message with a port brings where they go.
 */
export function serveChain(scope: ChainScope, deps: Omit<HeadDeps, 'lines'> = workerDeps()): void {
  let port: ChainPort | null = null;
  const held: HeadMessage[] = [];
  scope.addEventListener('message', ({ data }) => {
    const given = port ? null : readPort(data);
    if (!given) return;
    port = given;
    for (const message of held.splice(0)) given.postMessage(message);
  });
  const start = readStart(scope[START_KEY]);
  if (!start) return;
  const lines: LineMemory = {
    read: (e) => (e === start.e ? start.remembered : null),
    write: (_, list) => scope.postMessage({ remember: [...list] }),
  };
  void askConfig(
    (message) => (port ? port.postMessage(message) : held.push(message)),
    { ...deps, lines },
    start.configHost,
    start.e,
    start.token,
    () => scope.postMessage({ sent: true }),
  ).then(() => scope.postMessage({ done: true }));
}
