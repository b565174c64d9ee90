// A player back on this device: the page's head races the lines its last config named while it
// asks the config again, and the login goes to that race's winner when the config names the
// same lines (src-ui/engine/head-boot.ts). Through the engine, on the simulator's msw handlers,
// with fake timers.
import { describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import { LINES_KEY, storedLines } from '../../../src-ui/engine/head-boot.ts';
import {
  asked,
  configs,
  headDeps,
  headPage,
  memoryStorage,
  speedTests,
} from '../support/head-page.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;
const engines = useEngines(sim);
const SEARCH = '?e=demo&x=demo-token&gName=luckyfortune_1.0.0&gameType=1&mType=2001';
const lines = (): string[] => world.lines.map((l) => l.origin);

/** A storage that remembers `saved` under the head's key. */
function storageWith(saved: unknown): Storage {
  const storage = memoryStorage();
  storage.setItem(LINES_KEY, JSON.stringify(saved));
  return storage;
}

describe("the page head's lines of the last visit", () => {
  it('races them beside the config and logs in on that winner, racing no second time', async () => {
    const urls = asked(server);
    // The config is slow; the first line is slow to answer its test: the winner is the second.
    server.use(
      http.get('*/env/demo.json', () => delay(400), { once: true }),
      http.get(`${lines()[0] ?? ''}/env/speedtest.png`, () => delay(3_000), { once: true }),
    );
    const deps = headDeps(storageWith({ e: 'demo', lines: lines() }));
    const { head, engine } = headPage(sim, engines, SEARCH, 'demo', deps);
    const done = head();
    await vi.advanceTimersByTimeAsync(100);
    // Every line is being raced while the config is still on its way.
    expect(configs(urls)).toHaveLength(1);
    expect(speedTests(urls)).toHaveLength(lines().length);
    await settle(done);
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(engine.state.apiLine).toBe(lines()[1]);
    expect(speedTests(urls)).toHaveLength(lines().length);
  });

  it('races again when the config names other lines, and remembers those', async () => {
    const urls = asked(server);
    const storage = storageWith({ e: 'demo', lines: [...lines()].reverse() });
    const { head, engine } = headPage(sim, engines, SEARCH, 'demo', headDeps(storage));
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    // The remembered race and the config's own: the first line is the fallback, so the order counts.
    expect(speedTests(urls)).toHaveLength(2 * lines().length);
    expect(storedLines(() => storage).read('demo')).toEqual(lines());
  });

  it.each([
    ['another environment', { e: 'line-info', lines: ['http://127.0.0.1:1'] }],
    ['a line that is not a plain origin', { e: 'demo', lines: ['javascript:alert(1)'] }],
    ['a line twice', { e: 'demo', lines: ['http://127.0.0.1:1', 'http://127.0.0.1:1'] }],
    ['no list', { e: 'demo', lines: 'http://127.0.0.1:1' }],
    ['junk', 'not an object'],
  ])('races after the config, as a first visit does, over %s', async (_, saved) => {
    const urls = asked(server);
    server.use(http.get('*/env/demo.json', () => delay(400), { once: true }));
    const deps = headDeps(storageWith(saved));
    const { head, engine } = headPage(sim, engines, SEARCH, 'demo', deps);
    const done = head();
    await vi.advanceTimersByTimeAsync(100);
    expect(speedTests(urls)).toEqual([]);
    await settle(done);
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(speedTests(urls)).toHaveLength(lines().length);
  });

  it('boots as a first visit does on a storage that throws', async () => {
    const refused = (): Storage => {
      throw new DOMException('denied', 'SecurityError');
    };
    const deps = { ...headDeps(), lines: storedLines(refused) };
    const { head, engine } = headPage(sim, engines, SEARCH, 'demo', deps);
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
  });
});
