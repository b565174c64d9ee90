// Runs on the main thread, inline first in the page's head (vite.config.ts bundles this file
// with the shared functions it imports and inlines it; the policy allows it by its hash). While
// the page still parses it starts two workers: the chain's, from the head's own text (no request),
// which asks the environment config, races the lines and logs in on the winner (head-chain.ts),
// and the engine worker, whose script then loads beside the page's. The chain's results go from
// its worker straight to the engine worker through a port (shared/boot/head-handoff.ts), which
// reads them as its own (src-worker/boot/head-results.ts): none of the chain's steps waits for
// this thread, which meanwhile parses and evaluates the page's own scripts.
import { CLOSE_PATH } from '../../shared/i18n/locale.ts';
import { configPath } from '../../shared/boot/config-address.ts';
import { HEAD_KEY, giveUpMessages } from '../../shared/boot/head-handoff.ts';
import { queryText } from '../../shared/boot/query.ts';
import { type LineMemory, plainLines } from './head-chain.ts';
import type { ChainNews, ChainStart } from './head-chain-worker.ts';
import type { EarlyWorker } from './worker-starter.ts';

/** Where the page keeps them (docs/decisions.md): `{ e, lines }`, the last environment only. */
export const LINES_KEY = 'speedTestLines';

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

/** The chain's worker, and how to let go of what made it. */
export interface ChainWorker {
  worker: Worker;
  release: () => void;
}

/** What the head uses of the page: where it keeps the lines, how it starts the chain's worker. */
export interface HeadPage {
  lines: LineMemory;
  chain(source: string): ChainWorker;
}

/** The browser's: local storage, and a classic worker from a blob: URL of the chain's text. */
const browserPage = (): HeadPage => ({
  lines: storedLines(() => localStorage),
  chain(source) {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    try {
      return { worker: new Worker(url), release: () => URL.revokeObjectURL(url) };
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
  },
});

/**
 * Starts the chain's worker from `chainSource` (head-chain-worker.ts, built) with the config of
 * the address's environment to ask from `configHost` (the entry's: the build's
 * VITE_CONFIG_HOST, else this page's origin, when empty), then the engine worker from
 * `workerUrl` for the entry to take (none on /close). A browser that cannot start the engine
 * worker leaves everything to the entry, and the chain's worker is ended before it logs in; one
 * that cannot start the chain's (a policy without `worker-src blob:`) leaves the chain to the
 * engine; so does an address without an environment (the engine reports it). It logs in only
 * with the address's own token: without one the entry takes the tab's saved token
 * (src-ui/boot/saved-query.ts), and the engine logs in.
 */
export function headBoot(
  workerUrl: string,
  configHost: string,
  chainSource: string,
  win: Window = window,
  page: HeadPage = browserPage(),
): void {
  if (CLOSE_PATH.test(win.location.pathname)) return;
  const params = new URLSearchParams(win.location.search);
  const e = queryText(params, 'e');
  const host = configHost || win.location.origin;
  // Settles once the config is in and the race is out, or on a returning player's load once the
  // login is out (or when the chain gave up): the entry's work waits for it (src-ui/main.tsx),
  // so its downloads do not share the phone's network with the chain's requests.
  let sent = (): void => undefined;
  const allSent = new Promise<void>((resolve) => (sent = resolve));
  // The chain's worker first: the config is the first request SPEC forces.
  const { port1, port2 } = new MessageChannel();
  let chain: ChainWorker | null = null;
  if (e) {
    try {
      chain = page.chain(chainSource);
      const start: ChainStart = {
        configHost: host,
        e,
        token: queryText(params, 'x'),
        remembered: page.lines.read(e),
        port: port1,
      };
      chain.worker.postMessage(start, [port1]);
    } catch {
      chain = null;
    }
  }
  let worker: Worker;
  try {
    worker = new Worker(workerUrl, { type: 'module' });
  } catch {
    // Nobody would hear its results: the engine the entry makes asks everything itself.
    chain?.worker.terminate();
    chain?.release();
    return;
  }
  const early: EarlyWorker = { worker, failed: false, sent: allSent };
  worker.addEventListener('error', () => {
    early.failed = true;
  });
  win.__engineWorker = early;
  if (!chain) {
    sent();
    return;
  }
  const { worker: chainWorker, release } = chain;
  worker.postMessage({ [HEAD_KEY]: 'start', path: configPath(host, e) });
  worker.postMessage({ [HEAD_KEY]: 'port', port: port2 }, [port2]);
  const end = (): void => {
    chainWorker.terminate();
    release();
  };
  chainWorker.addEventListener('message', ({ data }: MessageEvent<ChainNews>) => {
    if ('sent' in data) sent();
    else if ('remember' in data && plainLines(data.remember)) page.lines.write(e, data.remember);
    else if ('done' in data) end();
  });
  // Its script failed (a policy that refused it late, a bug): the engine asks for itself.
  chainWorker.addEventListener('error', () => {
    for (const message of giveUpMessages()) worker.postMessage(message);
    end();
    sent();
  });
}
