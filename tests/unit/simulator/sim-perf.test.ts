// Runs in Vitest (Node): /__sim/perf draws what the log server received of the load timelines
// and Web Vitals: percentiles overall and by slice, a chart, the slowest sessions named.
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceClass, percentile } from '../../../operator-sim/perf-stats.ts';
import { useSimServer } from '../support/sim-server.ts';

useSimServer();
const APP = 'http://app.test';
const LINE = 'http://line-a.test';

beforeEach(async () => {
  await fetch(`${APP}/__sim/logs`, { method: 'DELETE' });
});

/** A session's two events as the container logs them: ready at `ready` ms, LCP `lcp`. */
function session(n: number, ready: number, lcp: number, memory: number, load = 'cold') {
  const resource = {
    'service.version': '2.55.6',
    'gc.device.memory_gb': memory,
    'gc.device.cores': 8,
    'gc.network.effective_type': '4g',
  };
  const spans = [
    { name: 'page_load', start: 0, end: ready + 100 },
    { name: 'config', start: 100, end: 200 },
    { name: 'game_document', start: 300, end: ready - 100 },
    { name: 'game_ready', start: ready - 100, end: ready },
    { name: 'first_spin', start: ready, end: ready + 100 },
  ];
  const base = { type: 'perf', player_id: 'p', timestamp: 0 };
  return [
    {
      ...base,
      event_id: `t${n}`,
      event: 'timeline',
      content: { traceId: `s${n}`, load, resource, spans },
    },
    {
      ...base,
      event_id: `v${n}`,
      event: 'vitals',
      content: { traceId: `s${n}`, resource, metrics: [{ name: 'LCP', value: lcp }] },
    },
  ];
}

async function page(): Promise<string> {
  const response = await fetch(`${APP}/__sim/perf`);
  expect(response.headers.get('Content-Type')).toContain('text/html');
  return response.text();
}

describe('/__sim/perf', () => {
  it('says when nothing came yet', async () => {
    expect(await page()).toContain('No load timeline yet');
  });

  it('shows percentiles, slices, a chart and the slowest sessions of what arrived', async () => {
    const events = [1, 2, 3, 4].flatMap((n) => session(n, n * 1000, n * 500, n < 3 ? 2 : 8));
    events.push(...session(5, 9000, 4000, 8, 'warm'));
    await fetch(`${LINE}/log`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([...events, { event_id: 'x', type: 'boot', event: 'ready' }]),
    });
    const html = await page();
    expect(html).toContain('data-sessions="5"');
    // ready: 1000, 2000, 3000, 4000, 9000 -> p50 3000, p75 4000, p95 9000.
    expect(html).toMatch(
      /ready \(since navigation\)<\/th><td>5<\/td><td>3000<\/td><td>4000<\/td><td>9000<\/td>/,
    );
    expect(html).toMatch(/<strong>game_document<\/strong> \(slowest step at p75\)/);
    expect(html).toContain('<svg');
    for (const slice of ['By device', 'By connection', 'By load', 'By release']) {
      expect(html).toContain(slice);
    }
    expect(html).toMatch(/<th scope="row">low<\/th><td>2<\/td>/);
    expect(html).toMatch(/<th scope="row">warm<\/th><td>1<\/td>/);
    // The slowest session first, its slowest step named.
    expect(html.indexOf('s5: ready at 9000 ms')).toBeGreaterThan(-1);
    expect(html.indexOf('s5:')).toBeLessThan(html.indexOf('s4:'));
    expect(html).toMatch(/s5: [^<]*slowest step <strong>game_document<\/strong>/);
  });

  it('reads the device class and the percentiles as documented', () => {
    expect(deviceClass(null, null)).toBe('unknown');
    expect(deviceClass(2, 8)).toBe('low');
    expect(deviceClass(8, 8)).toBe('high');
    expect(deviceClass(4, 8)).toBe('mid');
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
  });
});
