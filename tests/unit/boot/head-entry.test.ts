// The entry's own work (the engine's client, the game host) waits for the page's head: run while
// the race answered, it held that answer, and so the login, up on the main thread. It starts
// once the login is out, or as soon as the head stops sooner (src-ui/engine/head-boot.ts,
// src-ui/engine/worker-starter.ts). On the simulator's msw handlers, with fake timers.
import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { LINES_KEY, askConfig, headBoot } from '../../../src-ui/engine/head-boot.ts';
import { claimEarlyWorker, headRequestsSent } from '../../../src-ui/engine/worker-starter.ts';
import { asked, configs, headDeps, memoryStorage, speedTests } from '../support/head-page.ts';
import { useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;

/** Moves the fake clock on until `check` holds (a few seconds of it at most). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i += 1) await vi.advanceTimersByTimeAsync(10);
  expect(check()).toBe(true);
}

/** askConfig on the simulator, its posts dropped; when `sent` was called, by the time. */
function head(env: string, token = 'demo-token'): { done: Promise<void>; sentAt: () => number } {
  let at = -1;
  const done = askConfig(() => true, headDeps(), world.appOrigin, env, token, {
    sent: () => {
      if (at < 0) at = Date.now();
    },
  });
  return { done, sentAt: () => at };
}

describe("the entry's work after the head's requests", () => {
  /** The head on the simulator, its config 300 ms and its race 100 ms long, its login unanswered. */
  function slowHead(storage: Storage): { order: string[]; at: () => number; start: number } {
    const order: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      order.push(pathname.endsWith('/frontendAPI.do') ? 'login' : pathname);
    });
    server.use(
      http.get('*/env/demo.json', () => delay(300), { once: true }),
      http.get('*/env/speedtest.png', () => delay(100)),
      http.post('*/frontendAPI.do', () => delay('infinite'), { once: true }),
    );
    const start = Date.now();
    let at = -1;
    void askConfig(() => true, headDeps(storage), world.appOrigin, 'demo', 'demo-token', {
      sent: () => {
        order.push('entry');
        at = Date.now();
      },
    });
    return { order, at: () => at, start };
  }

  it('starts once the login is out, not while the config or the race is under way', async () => {
    const { order, at, start } = slowHead(memoryStorage());
    await vi.advanceTimersByTimeAsync(350);
    // The race is out and not yet answered: the entry's work would have held its answer up.
    expect(speedTests(order)).toHaveLength(world.lines.length);
    expect(order).not.toContain('entry');
    await until(() => at() >= 0);
    expect(at() - start).toBeGreaterThanOrEqual(400);
    expect(order.slice(-2)).toEqual(['login', 'entry']);
    expect(configs(order)).toHaveLength(1);
  });

  it("waits for a returning player's login, the race having run beside the config", async () => {
    const storage = memoryStorage();
    storage.setItem(
      LINES_KEY,
      JSON.stringify({ e: 'demo', lines: world.lines.map((l) => l.origin) }),
    );
    const { order, at, start } = slowHead(storage);
    await until(() => at() >= 0);
    expect(at() - start).toBeGreaterThanOrEqual(300);
    // The race ended about when the config answered: the login left at once, then the entry.
    expect(order.slice(-2)).toEqual(['login', 'entry']);
    expect(configs(order)).toHaveLength(1);
  });

  it('starts once the race is out when the address has no token (the engine logs in)', async () => {
    const urls = asked(server);
    server.use(http.get('*/env/demo.json', () => delay(300), { once: true }));
    const start = Date.now();
    const { done, sentAt } = head('demo', '');
    let finished = false;
    void done.then(() => (finished = true));
    await until(() => finished);
    expect(sentAt() - start).toBeGreaterThanOrEqual(300);
    expect(speedTests(urls)).toHaveLength(world.lines.length);
    expect(urls.filter((u) => u.endsWith('/frontendAPI.do'))).toEqual([]);
  });

  it.each([
    ['a config that fails', () => http.get('*/env/demo.json', () => HttpResponse.error())],
    ['a config that is not JSON', () => http.get('*/env/demo.json', () => HttpResponse.text('<'))],
  ])('starts as soon as the head stops, on %s', async (_, failing) => {
    const urls = asked(server);
    server.use(failing());
    const start = Date.now();
    const { done, sentAt } = head('demo');
    await until(() => sentAt() >= 0);
    await done;
    // Nothing raced, nothing waited for: the entry starts with the config's failed answer.
    expect(speedTests(urls)).toEqual([]);
    expect(sentAt() - start).toBeLessThan(50);
  });

  it('starts at once where the head asks nothing or could not make the worker', async () => {
    const win = {
      location: { pathname: '/', search: '?x=demo-token' },
      document: new EventTarget(),
    } as unknown as Window;
    vi.stubGlobal(
      'Worker',
      class {
        postMessage(): void {}
        addEventListener(): void {}
      },
    );
    headBoot('/worker.js', world.appOrigin, win, headDeps());
    vi.unstubAllGlobals();
    // No environment in the address: nothing to wait for.
    const early = claimEarlyWorker(win.document);
    expect(early).not.toBeNull();
    await expect(headRequestsSent(early)).resolves.toBeUndefined();
    // No worker from the head (blocked by the policy): nothing to wait for either.
    await expect(headRequestsSent(claimEarlyWorker(new EventTarget()))).resolves.toBeUndefined();
  });
});
