// A promotion service down or slow, as the player meets it (SPEC §8, issue 58): silent (empty
// lists, no dialog, no "Connection lost"), but the panel knows its data did not load, opening it
// loads that data again once, and the service back loads it.
import { describe, expect, it, vi } from 'vitest';
import type { FaultRule } from '../../../operator-sim/faults.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { panelOffered } from '../../../shared/promotions/panel-availability.ts';
import {
  PANEL_OF_POPUP,
  type PanelKind,
  type PromotionState,
} from '../../../shared/promotions/promotion-state.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { streamOpen } from '../support/engine.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim);

/** Boots a player whose game is ready and whose promotions have loaded. */
function playing(token = 'demo-token'): Promise<Engine> {
  return engines.playing(`?e=demo&x=${token}&${DEMO_GAME}`);
}

/** Counts the requests whose path contains `route`, from now on. */
function countRequests(route: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes(route)) count += 1;
  });
  return () => count;
}

/** Moves fake time on until `done` holds (at most 20 s). */
async function until(done: () => boolean): Promise<void> {
  for (let t = 0; t < 20_000 && !done(); t += 10) await vi.advanceTimersByTimeAsync(10);
  expect(done()).toBe(true);
}

/** Each promotion panel with data: its service's fault, a route it asks, and "nothing shown". */
const SERVICES: {
  kind: PanelKind;
  faults: (status: number) => FaultRule[];
  route: string;
  empty: (p: PromotionState) => boolean;
}[] = [
  {
    kind: 'quest',
    faults: (status) => [{ path: '/quest/v1/list/*', status }],
    route: '/quest/v1/list/',
    empty: (p) => p.quests.length === 0,
  },
  {
    kind: 'freeSpin',
    faults: (status) => [{ path: '/inventory/v4/*', status }],
    route: '/inventory/v4/',
    empty: (p) => p.inventory.length === 0 && p.freeSpinOffers.length === 0,
  },
  {
    kind: 'campaign',
    faults: (status) => [{ path: '/campaign/v3/*', status }],
    route: '/campaign/v3/name/list/',
    empty: (p) => p.campaigns.length === 0,
  },
  {
    kind: 'wheel',
    faults: (status) => [
      { path: '/campaignv1/case/*', status },
      { path: '/lucky-draw/*', status },
    ],
    route: '/campaignv1/case/',
    empty: (p) => p.wheel === null,
  },
  {
    kind: 'leaderboard',
    faults: (status) => [{ path: '/leaderboard/*', status }],
    route: '/leaderboard/v1/',
    empty: (p) => p.leaderboards.current === null && p.leaderboards.popular === null,
  },
];

/** Nothing told the player: no dialog, no connection notice, no popup of the failed panel. */
function silent(e: Engine, kind: PanelKind): void {
  expect(e.state.error).toBeNull();
  expect(e.state.networkDown).toBe(false);
  expect(e.state.disconnected).toBe(false);
  expect(e.state.phase).toBe('ready');
  const popup = e.state.promotions.popup;
  expect(popup === null ? null : PANEL_OF_POPUP[popup]).not.toBe(kind);
}

describe.each(SERVICES)(
  'the $kind panel, its service failing',
  ({ kind, faults, route, empty }) => {
    it('is unloaded and silent; opening it loads again once; the service back loads it', async () => {
      const hits = countRequests(route);
      world.faults.add(faults(503));
      const e = await playing();
      const p = e.state.promotions;
      expect(p.unloaded).toEqual([kind]);
      expect(empty(p)).toBe(true);
      silent(e, kind);
      // The bar still offers the panel, so the player can open it and try again.
      expect(panelOffered(kind, e.state)).toBe(true);

      const set = hits();
      expect(set).toBeGreaterThan(0);
      e.openPanel(kind);
      expect(p.panel).toBe(kind);
      expect(p.reloading).toEqual([kind]);
      // Try again while that load runs starts no second one.
      e.openPanel(kind);
      await until(() => p.reloading.length === 0);
      expect(hits()).toBe(2 * set);
      expect(p.unloaded).toEqual([kind]);
      expect(empty(p)).toBe(true);
      silent(e, kind);

      world.faults.clear();
      e.openPanel(kind);
      await until(() => p.unloaded.length === 0);
      expect(p.reloading).toEqual([]);
      expect(empty(p)).toBe(false);
      expect(hits()).toBe(3 * set);
      // Loaded: opening it again asks nothing more.
      e.openPanel(kind);
      await vi.advanceTimersByTimeAsync(100);
      expect(hits()).toBe(3 * set);
    });
  },
);

describe('what counts as not loaded', () => {
  it('a quest server that does not answer in time, or drops the line, is unloaded, not "Connection lost"', async () => {
    for (const fault of [{ delayMs: 6_000 }, { drop: true }]) {
      world.faults.clear();
      world.faults.add([{ path: '/quest/v1/list/*', ...fault }]);
      const e = await playing();
      expect(e.state.promotions.unloaded).toEqual(['quest']);
      expect(e.state.promotions.quests).toEqual([]);
      silent(e, 'quest');
    }
  });

  it('a leaderboard refused with 9001 (no permission) stays hidden, not unloaded', async () => {
    const e = await playing('no-leaderboard');
    const p = e.state.promotions;
    expect(p.leaderboardAllowed).toBe(false);
    expect(p.unloaded).toEqual([]);
    expect(panelOffered('leaderboard', e.state)).toBe(false);
  });

  it('a campaign retry brings the wheel its lists had hidden', async () => {
    world.faults.add([{ path: '/campaign/v3/*', status: 503 }]);
    const e = await playing();
    const p = e.state.promotions;
    // Without the lists no wheel is known: only the campaign panel says it did not load.
    expect(p.wheel).toBeNull();
    expect(p.unloaded).toEqual(['campaign']);
    world.faults.clear();
    e.openPanel('campaign');
    await until(() => p.unloaded.length === 0);
    expect(p.campaigns.length).toBeGreaterThan(0);
    expect(p.wheel).toMatchObject({ state: 'running', tickets: 3 });
  });

  it('a live quest reload that fails keeps the quests shown, and the panel loaded', async () => {
    const e = await playing();
    const p = e.state.promotions;
    const shown = p.quests.length;
    expect(shown).toBeGreaterThan(0);
    world.faults.add([{ path: '/quest/v1/list/*', status: 503 }]);
    const hits = countRequests('/quest/v1/list/');
    // The server says the quests changed: the list reloads, and its failure keeps what is shown.
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'quest', data: {} }]);
    await until(() => hits() > 0);
    await vi.advanceTimersByTimeAsync(100);
    expect(p.quests).toHaveLength(shown);
    expect(p.unloaded).toEqual([]);
  });
});
