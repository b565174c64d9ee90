// The page's head (src-ui/engine/head-boot.ts) in a unit test: its browser parts on the
// simulator's msw server, and what the simulator was asked.
import type { SetupServer } from 'msw/node';
import { askConfig, type HeadDeps, storedLines } from '../../../src-ui/engine/head-boot.ts';
import { createHeadHandoff } from '../../../src-worker/boot/head-results.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import type { SimServer, TestEngines } from './sim-server.ts';

/** A page's local storage, in memory (Node has none). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/**
 * The page's own fetch, timers and time, as the head's script uses them; a fresh storage by
 * default, and a page whose server named no config stamp.
 */
export const headDeps = (storage: Storage = memoryStorage()): HeadDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  clock: systemClock(),
  randomId: () => 'head',
  now: () => Date.now(),
  lines: storedLines(() => storage),
  serverStamp: () => null,
});

/** The addresses the simulator was asked from now on, without their query. */
export function asked(server: SetupServer): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    urls.push(`${url.origin}${url.pathname}`);
  });
  return urls;
}

/** The environment configs asked (not the client's look, /env/client/...). */
export const configs = (urls: string[]): string[] =>
  urls.filter((u) => /\/env\/[\w-]+\.json$/.test(u));
export const speedTests = (urls: string[]): string[] =>
  urls.filter((u) => u.endsWith('/speedtest.png'));

/**
 * A page whose head asks the config of `headEnv`, each message posted to the worker as the
 * browser would (copied), and an engine for `search` on that worker, not booted yet.
 */
export function headPage(
  { world }: SimServer,
  engines: TestEngines,
  search: string,
  headEnv: string,
  deps: HeadDeps = headDeps(),
): { head: () => Promise<void>; engine: Engine } {
  const handoff = createHeadHandoff();
  const token = new URLSearchParams(search).get('x') ?? '';
  const head = (): Promise<void> =>
    askConfig(
      (m) => {
        handoff.receive(structuredClone(m));
        return true;
      },
      deps,
      world.appOrigin,
      headEnv,
      token,
    );
  return { head, engine: engines.start(search, { head: handoff.results }) };
}
