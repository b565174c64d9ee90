// docs/headless.md's example, kept runnable: log in against msw with fake timers.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers, testWorld } from '../../../operator-sim/handlers.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import { createEngine } from '../../../src-worker/engine/engine.ts';
import { memoryStore, systemClock } from '../../../src-worker/lib/ports.ts';

const world = testWorld(); // fake hosts: http://app.test, http://line-a.test, ...
const server = setupServer(...createHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('logs in and finds the game, headlessly', async () => {
  vi.useFakeTimers();
  let n = 0;
  const engine = createEngine({
    query: parseQuery('?e=demo&x=demo-token&mType=2001&locale=th'),
    configHost: world.appOrigin, // where /env/{e}.json lives
    clientType: 'web',
    savedQuery: null,
    fetch: (...args) => globalThis.fetch(...args), // msw intercepts it
    clock: systemClock(), // Vitest's fake timers drive it
    store: memoryStore(), // or idbStore() on fake-indexeddb
    randomId: () => `id-${++n}`,
  });

  const booted = engine.boot();
  await vi.waitFor(() => expect(engine.state.phase).toMatch(/ready|failed/), { interval: 20 });
  await booted;

  expect(engine.state.error).toBeNull();
  expect(engine.state.user?.uid).toBe('player01@DEMO');
  expect(engine.state.apiLine).toBe('http://line-a.test'); // the fastest line won
  expect(new URL(engine.state.gameUrl!).searchParams.get('lang')).toBe('th');

  engine.dispose();
  vi.useRealTimers();
});
