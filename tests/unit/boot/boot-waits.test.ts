// Every wait of the boot ends (issue 58), through the engine with fake timers: an answer whose
// body stalls after its headers or trickles (the simulator's faults) ends by its request's deadline, a stalled line hands
// its call to the next, and the boot as a whole ends by its budget with the game or the network
// error's dialog (Reload, and Return where there is a lobby), after which nothing of it lands.
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { CONFIG_TIMEOUT_MS } from '../../../shared/lib/constants.ts';
import { BOOT_BUDGET_MS, bootDeadline } from '../../../src-worker/boot/boot-deadline.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { stalledAnswer } from '../support/field-answers.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { server, world } = sim;
const engines = useEngines(sim);
const DEMO = `?e=demo&x=demo-token&${DEMO_GAME}`;

/** Boots, and says after how long (fake time) it ended. */
async function bootTimed(e: Engine, maxMs = 60_000): Promise<number> {
  const start = Date.now();
  await settle(e.boot(), maxMs);
  return Date.now() - start;
}

/** The main API's `action` answers with `answer()` on every line (or on `origin` alone). */
function actionAnswer(action: number, answer: () => Response, origin = '*') {
  server.use(
    http.post(`${origin}/frontendAPI.do`, async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      return form.get('action') === String(action) ? answer() : undefined;
    }),
  );
}

/** The boot ended on the network error's dialog, with nothing of the game. */
function failedInTime(e: Engine): void {
  expect(e.state.phase).toBe('failed');
  expect(e.state.error?.code).toBe('1');
  expect(e.state.gameUrl).toBeNull();
}

describe('a boot on a network that stalls', () => {
  it('a config whose body stops after its headers ends at its 10 s deadline', async () => {
    world.faults.add([{ path: '/env/demo.json', stallAfterBytes: 20 }]);
    const e = engines.start(DEMO);
    const took = await bootTimed(e);
    failedInTime(e);
    expect(took).toBeGreaterThanOrEqual(CONFIG_TIMEOUT_MS);
    expect(took).toBeLessThan(CONFIG_TIMEOUT_MS + 100);
  });

  it('a config trickling a byte a second ends at its deadline too', async () => {
    world.faults.add([{ path: '/env/demo.json', bytesPerSecond: 1 }]);
    const e = engines.start(DEMO);
    expect(await bootTimed(e)).toBeLessThan(CONFIG_TIMEOUT_MS + 1_100);
    failedInTime(e);
  });

  it('a login stalled on the fastest line moves to the next line, and the game comes', async () => {
    actionAnswer(101, () => stalledAnswer(), 'http://line-a.test');
    const e = engines.start(DEMO);
    const took = await bootTimed(e);
    expect(e.state.phase).toBe('ready');
    expect(e.state.apiLine).not.toBe('http://line-a.test');
    expect(e.state.gameUrl).not.toBeNull();
    expect(took).toBeLessThan(BOOT_BUDGET_MS);
  });

  it('a login stalled on every line ends by the boot budget, with Reload, and nothing lands after', async () => {
    actionAnswer(101, () => stalledAnswer());
    const e = engines.start(DEMO);
    const took = await bootTimed(e);
    failedInTime(e);
    expect(took).toBeLessThanOrEqual(BOOT_BUDGET_MS + 10);
    // The stalled requests were cancelled with the boot: an hour on, nothing has changed.
    await settle(new Promise((r) => setTimeout(r, 3_600_000)), 3_600_000);
    failedInTime(e);
  });

  it("the page's own load counts: a page 8 s old when the engine starts has the rest", async () => {
    actionAnswer(101, () => stalledAnswer());
    const e = engines.start(DEMO, { pageStartedAt: Date.now() - 8_000 });
    const took = await bootTimed(e);
    failedInTime(e);
    expect(took).toBeLessThanOrEqual(BOOT_BUDGET_MS - 8_000 + 10);
  });

  it("a page older than half the budget still leaves the engine's chain half of it", async () => {
    actionAnswer(101, () => stalledAnswer());
    const e = engines.start(DEMO, { pageStartedAt: Date.now() - 60_000 });
    const took = await bootTimed(e);
    failedInTime(e);
    expect(took).toBeGreaterThanOrEqual(BOOT_BUDGET_MS / 2);
    expect(took).toBeLessThanOrEqual(BOOT_BUDGET_MS / 2 + 10);
  });

  it("the game's address stalled on every line ends by the budget as well", async () => {
    actionAnswer(7, () => stalledAnswer());
    const e = engines.start(DEMO);
    expect(await bootTimed(e)).toBeLessThanOrEqual(BOOT_BUDGET_MS + 10);
    failedInTime(e);
  });

  it('a boot on a working network is not cut short', async () => {
    const e = engines.start(DEMO, { pageStartedAt: Date.now() - 19_000 });
    await bootTimed(e);
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
  });
});

describe("the boot's budget while the player waits for another tab (one game at a time)", () => {
  it('stops while the wait lasts, and then runs out after what was left of it', async () => {
    const deadline = bootDeadline(systemClock(), BOOT_BUDGET_MS);
    const outcome = { failed: false };
    await vi.advanceTimersByTimeAsync(BOOT_BUDGET_MS - 5_000);
    let release: () => void = () => undefined;
    const waited = deadline.paused(new Promise<void>((resolve) => (release = resolve)));
    // An hour in another tab: no timeout meanwhile.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(deadline.signal.aborted).toBe(false);
    release();
    await waited;
    const next = deadline.within(new Promise(() => undefined)).catch(() => (outcome.failed = true));
    await vi.advanceTimersByTimeAsync(4_990);
    expect(outcome.failed).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await next;
    expect(outcome.failed).toBe(true);
    expect(deadline.signal.aborted).toBe(true);
  });
});
