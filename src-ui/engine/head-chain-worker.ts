// Runs in the worker the page's head makes from this file's bundle, which the head carries as
// text (vite.config.ts) and starts from a blob: URL, so it costs no request. It takes the head's
// one start message (the config host, the environment, the token, the lines a visit before
// remembered, and a port to the engine worker), runs the chain (head-chain.ts), posting each
// result through that port, and tells the head when the entry may start its work, which lines
// to remember (local storage is the page's), and that it is done.
import type { HeadMessage } from '../../shared/boot/head-handoff.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import { type HeadDeps, type LineMemory, askConfig, plainLines } from './head-chain.ts';

/** Where the chain's results go: the engine worker's end is the other end of this port. */
export interface ChainPort {
  postMessage(message: HeadMessage): void;
}

/** What the head posts the chain's worker, once. */
export interface ChainStart {
  configHost: string;
  e: string;
  token: string;
  remembered: readonly string[] | null;
  port: ChainPort;
}

/** What the chain's worker tells the head. */
export type ChainNews = { sent: true } | { remember: string[] } | { done: true };

/** The worker's global scope, or one end of a channel in a test. */
export interface ChainScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(news: ChainNews): void;
}

/** The start message in `data`; null when it is not one. */
function readStart(data: unknown): ChainStart | null {
  if (!isRecord(data)) return null;
  const { configHost, e, token, remembered, port } = data;
  const text = (value: unknown): value is string => typeof value === 'string';
  if (!text(configHost) || !text(e) || !text(token) || !isRecord(port)) return null;
  if (typeof port['postMessage'] !== 'function') return null;
  return {
    configHost,
    e,
    token,
    remembered: plainLines(remembered) ? remembered : null,
    port: port as unknown as ChainPort,
  };
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

/** Runs the chain on the first well-formed start message `scope` receives; ignores the rest. */
export function serveChain(scope: ChainScope, deps: Omit<HeadDeps, 'lines'> = workerDeps()): void {
  let started = false;
  scope.addEventListener('message', ({ data }) => {
    const start = started ? null : readStart(data);
    if (!start) return;
    started = true;
    const lines: LineMemory = {
      read: (e) => (e === start.e ? start.remembered : null),
      write: (_, list) => scope.postMessage({ remember: [...list] }),
    };
    void askConfig(
      (message) => start.port.postMessage(message),
      { ...deps, lines },
      start.configHost,
      start.e,
      start.token,
      () => scope.postMessage({ sent: true }),
    ).then(() => scope.postMessage({ done: true }));
  });
}
