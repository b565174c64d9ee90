// A service that asks for patience (429 or 503 with Retry-After) is not asked again before then
// (src-worker/lib/pacer.ts), through the running engine: the jackpot server's pools, polled every
// 10 s, stay unasked for the minute it asked for, silently, and are asked again after it.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { POOL_POLL_MS } from '../../../src-worker/jackpots/jackpots.ts';
import { createPacer } from '../../../src-worker/lib/pacer.ts';
import { asked } from '../support/head-page.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { server } = sim;
const engines = useEngines(sim);

const advance = async (ms: number): Promise<void> => {
  for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
};
const pools = (urls: string[]): number =>
  urls.filter((u) => u.includes('/jackpot/current/')).length;

describe("a service's Retry-After", () => {
  it.each([429, 503])(
    'a %i for a minute: the pools are not polled until it passed',
    async (status) => {
      const e = await engines.playing(`?e=demo&x=demo-token&${DEMO_GAME}`);
      server.use(
        http.get(
          '*/jackpot/current/v1/groups',
          () => new HttpResponse(null, { status, headers: { 'Retry-After': '60' } }),
          { once: true },
        ),
      );
      const urls = asked(server);
      await advance(POOL_POLL_MS + 500);
      expect(pools(urls)).toBe(1);
      // Four more polls fall within the minute: none asks.
      await advance(50_000);
      expect(pools(urls)).toBe(1);
      await advance(2 * POOL_POLL_MS);
      expect(pools(urls)).toBeGreaterThan(1);
      // Quietly: no dialog, no notice, the pools still shown from before.
      expect(e.state.error).toBeNull();
      expect(e.state.networkDown).toBe(false);
    },
  );

  it('a 503 without Retry-After, or another status, holds nothing back', () => {
    let now = 0;
    const pacer = createPacer({ now: () => now });
    const url = 'http://line-a.test/seat/v1/info/slot/2001';
    pacer.answered(url, 503, null);
    pacer.answered(url, 500, '60');
    expect(pacer.holds(url)).toBe(false);
    pacer.answered(url, 503, '5');
    expect(pacer.holds(url)).toBe(true);
    // Each service apart: the quests on the same origin are still asked.
    expect(pacer.holds('http://line-a.test/quest/v1/list/10001')).toBe(false);
    now = 5_000;
    expect(pacer.holds(url)).toBe(false);
  });
});
