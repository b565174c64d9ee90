// `npm run dev` boots as production does: Vite's dev server inlines the same head script first
// in the page (src-ui/engine/head-entry.ts, vite.config.ts), which asks the config, races the
// lines, logs in and starts the engine worker, and the entry takes that worker
// (src-ui/engine/worker-starter.ts) rather than making one of its own.
import { expect, test } from './fixtures.ts';
import { lanePort } from './spec-ports.ts';
import { gameFrame, watchErrors } from './support.ts';
import { type RunningSimulator, startDevServer } from '../support/simulator.ts';

/** Vite's port (DEV_PORT, in this worker's lane); the dev server's simulator right above it. */
const DEV_PORT = lanePort('DEV_PORT', 5173);

let dev: RunningSimulator;
test.beforeAll(async () => {
  dev = await startDevServer(DEV_PORT + 1, DEV_PORT);
});
test.afterAll(async () => {
  await dev.stop();
});

test("the dev server's page boots through the head: one worker, the head's config and login", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(dev.url);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  // One worker: the head's, which the entry took; without the handoff it would make a second.
  expect(workers).toEqual([expect.stringContaining('/src-worker/main.ts')]);
  // The config, the speed test and the login left from the page's main thread (its own
  // resource timeline; the engine's requests are its worker's), as only the head asks them...
  const fromPage = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(fromPage).toEqual(
    expect.arrayContaining(['/env/demo.json', '/env/speedtest.png', '/frontendAPI.do']),
  );
  // ...and the engine booted on the head's answers: the config asked once in all.
  expect(asked.filter((path) => path === '/env/demo.json')).toHaveLength(1);
  // The page's source, not a build: the head runs the worker's module as the dev server serves it.
  const head = await page.evaluate(
    () => document.head.querySelector('script:not([src])')?.textContent ?? '',
  );
  expect(head).toContain('/src-worker/main.ts?worker_file&type=module');
  expect(errors).toEqual([]);
});
