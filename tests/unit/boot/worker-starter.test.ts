// The engine worker started by the page's head, before the entry has even downloaded: what the
// entry finds (handed over on the page's document, no window global), on /close, and when the
// worker cannot start or its script fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostState, startEngine } from '../../../src-ui/engine/engine-client.ts';
import { headBoot } from '../../../src-ui/engine/head-boot.ts';
import {
  type EarlyWorker,
  claimEarlyWorker,
  headRequestsSent,
  offerEarlyWorker,
  takeEarlyWorker,
} from '../../../src-ui/engine/worker-starter.ts';
import { engineClientSuite, workerStandIn } from '../support/worker-stand-in.ts';

const { init, servedEngine } = engineClientSuite('?e=demo&x=demo-token&mType=2001');
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The workers the page's `new Worker` made, with their addresses and options. */
let made: { url: string; options: WorkerOptions | undefined; port: Worker }[] = [];

/**
 * A page at `pathname` whose `Worker` is one end of a MessageChannel, the other end serving the
 * real engine (as the worker's script would once loaded); `failing` makes `new Worker` throw.
 */
function page(pathname: string, failing = false): Window {
  made = [];
  // No environment in the address: the head asks no config (head-handoff.test.ts does).
  const win = {
    location: { pathname, search: '', origin: 'http://app.test' },
    document: new EventTarget(),
  } as unknown as Window;
  vi.stubGlobal('Worker', function FakeWorker(url: string, options?: WorkerOptions) {
    if (failing) throw new Error('blocked by the policy');
    const port = workerStandIn(servedEngine());
    made.push({ url, options, port });
    return port;
  });
  return win;
}

/** What the entry takes (src-ui/main.tsx): the head's offer on the page's document. */
const taken = (win: Window): Worker | null => takeEarlyWorker(claimEarlyWorker(win.document));

/** The head's script as the build inlines it (vite.config.ts), on the page `win`. */
function runInlined(url: string, win: Window): void {
  headBoot(url, '', win);
}

describe("the engine worker started in the page's head", () => {
  it('starts the worker as a module from its address, for the entry to take once', () => {
    const win = page('/');
    runInlined('/assets/engine-worker-abc.js', win);
    expect(made).toHaveLength(1);
    expect(made[0]?.url).toBe('/assets/engine-worker-abc.js');
    expect(made[0]?.options).toEqual({ type: 'module' });
    expect(taken(win)).toBe(made[0]?.port);
    // Taken: a second entry (none should run) would start its own rather than share it.
    expect(taken(win)).toBeNull();
  });

  it('boots the engine with the start message the entry posts later', async () => {
    const win = page('/zh');
    runInlined('/assets/engine-worker-abc.js', win);
    const client = startEngine(init, () => taken(win) ?? new Worker('/fallback.js'));
    await vi.waitFor(() => expect(client.mirror.phase).toBe('ready'), { timeout: 5_000 });
    expect(made).toHaveLength(1);
    expect(hostState.failure).toBeNull();
  });

  it('starts none on /close, with or without a language, where there is no engine', () => {
    for (const path of ['/close', '/close/', '/zh-TW/close']) {
      const win = page(path);
      runInlined('/assets/engine-worker-abc.js', win);
      expect(made).toHaveLength(0);
      expect(taken(win)).toBeNull();
    }
  });

  it('leaves the start to the entry when the browser refuses the worker', async () => {
    const win = page('/', true);
    runInlined('/assets/engine-worker-abc.js', win);
    expect(taken(win)).toBeNull();
    // The entry's own attempt meets the same refusal: the player sees the worker failure.
    startEngine(init, () => taken(win) ?? new Worker('/assets/engine-worker-abc.js'));
    await vi.waitFor(() => expect(hostState.failure?.code).toBe('worker'));
  });

  it('reports a worker whose script failed before the entry listened', () => {
    const win = page('/');
    runInlined('/assets/engine-worker-abc.js', win);
    made[0]?.port.dispatchEvent(new Event('error'));
    startEngine(init, () => taken(win) ?? new Worker('/fallback.js'));
    expect(hostState.failure?.code).toBe('worker');
    // No second worker: its script would fail the same way.
    expect(made).toHaveLength(1);
  });

  it('hears an error of the script after the entry took the worker', () => {
    const win = page('/');
    runInlined('/assets/engine-worker-abc.js', win);
    startEngine(init, () => taken(win) ?? new Worker('/fallback.js'));
    expect(hostState.failure).toBeNull();
    made[0]?.port.dispatchEvent(new Event('error'));
    expect(hostState.failure?.code).toBe('worker');
  });
});

describe('the handoff from the head to the entry', () => {
  const early = (): EarlyWorker => ({
    worker: {} as Worker,
    failed: false,
    sent: Promise.resolve(),
  });

  it('hands the offer to the first claim only, on that document only', () => {
    const doc = new EventTarget();
    const offered = early();
    offerEarlyWorker(offered, doc);
    expect(claimEarlyWorker(new EventTarget())).toBeNull();
    expect(claimEarlyWorker(doc)).toBe(offered);
    expect(claimEarlyWorker(doc)).toBeNull();
  });

  it('keeps the offer through an event of the same name that carries no claim', () => {
    const doc = new EventTarget();
    const offered = early();
    offerEarlyWorker(offered, doc);
    for (const detail of [undefined, null, 'worker', {}])
      doc.dispatchEvent(new CustomEvent('engine-worker-handoff', { detail }));
    expect(claimEarlyWorker(doc)).toBe(offered);
  });

  it("waits for the head's login to be out, and not at all without a head", async () => {
    let loginOut: () => void = () => undefined;
    const offered = { ...early(), sent: new Promise<void>((resolve) => (loginOut = resolve)) };
    let started = false;
    void headRequestsSent(offered).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    loginOut();
    await expect(headRequestsSent(offered)).resolves.toBeUndefined();
    expect(started).toBe(true);
    await expect(headRequestsSent(null)).resolves.toBeUndefined();
  });
});
