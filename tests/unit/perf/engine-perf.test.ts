// Runs in Vitest (Node): the load timeline and the Web Vitals through a whole engine, as the
// operator's log server receives them (docs/rum.md), and the sample rate that switches them.
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFor } from '../../../operator-sim/env-config.ts';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import type { PageTimings, PerfLike } from '../../../shared/perf/perf-wire.ts';
import { TIMELINE_STEPS } from '../../../src-worker/perf/perf-events.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const { world, server } = sim;
const sink = logSinkOf(world);
beforeEach(() => clearLogSink(sink));

const GAME = 'mType=2001';
const entry = (name: string, startTime: number, responseEnd: number, initiatorType = 'fetch') => ({
  name,
  startTime,
  responseEnd,
  initiatorType,
  encodedBodySize: 300,
  transferSize: 600,
  nextHopProtocol: 'http/1.1',
});

/** The page's timings of a cold load on the engine's line. */
function pageTimings(e: Engine, origin: number): PageTimings {
  const line = e.state.apiLine ?? '';
  const at = (ms: number) => origin + ms;
  const request = (url: string, start: number, end: number, kind = 'fetch') => ({
    url,
    kind,
    start: at(start),
    end: at(end),
    bytes: 300,
    transfer: 600,
    protocol: 'http/1.1',
  });
  return {
    origin,
    document: request(`${world.appOrigin}/`, 0, 150, 'navigation'),
    requests: [
      request(`${world.appOrigin}/assets/engine-worker-abc.js`, 160, 300, 'other'),
      request(`${world.appOrigin}/env/demo.json`, 170, 320),
      request(`${line}/env/speedtest.png`, 330, 480),
      request(`${line}/frontendAPI.do`, 490, 700),
      request(e.state.gameUrl?.split('?')[0] ?? '', 1_100, 1_400, 'iframe'),
    ],
    shown: at(2_600),
    context: { memoryGb: 4, cores: 8, effectiveType: '4g' },
  };
}

/** The worker's own Resource Timing: the game's address and the ticket after the login. */
function workerPerf(e: Engine, origin: number): PerfLike {
  const line = e.state.apiLine ?? '';
  const api = `${line}/frontendAPI.do?ignored=1`;
  return {
    timeOrigin: origin + 100,
    getEntriesByType: (type) =>
      type === 'resource' ? [entry(api, 620, 900), entry(api, 621, 880)] : [],
  };
}

/** A booted engine whose game said ready 2.5 s after the navigation (`origin`). */
async function ready(env: string, random: number): Promise<{ e: Engine; origin: number }> {
  let worker: PerfLike | null = null;
  const e = engines.start(`?e=${env}&x=demo-token&${GAME}`, {
    random: () => random,
    // The worker's Resource Timing, known once the engine has its line.
    perf: {
      get timeOrigin() {
        return worker?.timeOrigin ?? 0;
      },
      getEntriesByType: (type) => worker?.getEntriesByType(type) ?? [],
    },
  });
  await settle(e.boot());
  const origin = Date.now() - 2_500;
  worker = workerPerf(e, origin);
  e.gameReady();
  return { e, origin };
}

async function report(env: string, random: number): Promise<Engine> {
  const { e, origin } = await ready(env, random);
  reported = await e.perfTimeline(pageTimings(e, origin));
  return e;
}
let reported = false;

/**
 * Sends what the engine logged: the reporter's chunk loads after the call's answer (the page
 * never waits for it), so its import resolves first, then the logs flush.
 */
async function sent(e: Engine): Promise<void> {
  await import('../../../src-worker/perf/perf-reporter.ts');
  // The reporter's own continuations (the timeline, then the vitals chained on it).
  await vi.advanceTimersByTimeAsync(10);
  await settle(e.logs.flush());
}

const perfEvents = (event: string) =>
  sink.events.filter((ev) => ev['type'] === 'perf' && ev['event'] === event);

/** Serves /env/custom.json: the demo config with `fields` over it. */
function customEnv(fields: Record<string, unknown>): string {
  const base = configFor(
    world,
    world.lines.map((l) => l.origin),
  );
  server.use(http.get('*/env/custom.json', () => HttpResponse.json({ ...base, ...fields })));
  return 'custom';
}

describe('the load timeline', () => {
  it('sends one timeline, every step in order, with no token or balance in it', async () => {
    const { e, origin } = await ready('demo', 0.99);
    expect(await e.perfTimeline(pageTimings(e, origin))).toBe(true);
    expect(await e.perfTimeline(pageTimings(e, origin))).toBe(false);
    await sent(e);
    const [event, ...more] = perfEvents('timeline');
    expect(more).toEqual([]);
    const content = event?.['content'] as {
      load: string;
      spans: { name: string; start: number; end: number; attributes: Record<string, unknown> }[];
      resource: Record<string, unknown>;
      missing: string[];
    };
    expect(content.missing).toEqual([]);
    expect(content.load).toBe('cold');
    const [root, ...steps] = content.spans;
    expect(root?.name).toBe('page_load');
    expect(steps.map((s) => s.name)).toEqual([...TIMELINE_STEPS]);
    const starts = steps.map((s) => s.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const s of steps) expect(s.end).toBeGreaterThanOrEqual(s.start);
    const byName = Object.fromEntries(steps.map((s) => [s.name, s]));
    // The game's address is the worker's first main API call after the login: 720-1000 ms.
    expect(byName['game_address']).toMatchObject({ start: 720, end: 1_000 });
    expect(byName['game_address']?.attributes).toMatchObject({
      'http.request.method': 'POST',
      'url.full': `${e.state.apiLine}/frontendAPI.do`,
      'server.address': new URL(e.state.apiLine ?? '').hostname,
      'network.protocol.version': '1.1',
      'gc.side': 'worker',
    });
    expect(byName['login']?.attributes['gc.side']).toBe('page');
    expect(byName['first_spin']?.end).toBe(2_600);
    expect(content.resource).toMatchObject({
      'service.name': 'game-container',
      'gc.game.id': 2001,
      'browser.language': 'en',
      'gc.device.memory_gb': 4,
      'gc.network.effective_type': '4g',
    });
    const json = JSON.stringify(event);
    expect(json).not.toContain('demo-token');
    expect(json).not.toMatch(/balance/i);
  });

  it("is warm when the engine's script came from the HTTP cache (a returning player)", async () => {
    const { e, origin } = await ready('demo', 0);
    const page = pageTimings(e, origin);
    const cached = page.requests.map((r) =>
      r.url.includes('engine-worker') ? { ...r, transfer: 0 } : r,
    );
    expect(await e.perfTimeline({ ...page, requests: cached })).toBe(true);
    await sent(e);
    expect(perfEvents('timeline')[0]?.['content']).toMatchObject({ load: 'warm' });
  });

  it('waits for the game: a timeline before its ready is not sent', async () => {
    const e = engines.start(`?e=demo&x=demo-token&${GAME}`, { random: () => 0 });
    await settle(e.boot());
    expect(await e.perfTimeline(pageTimings(e, Date.now() - 2_500))).toBe(false);
  });

  it('sends the vitals once, after the timeline, with what they name', async () => {
    const { e, origin } = await ready('demo', 0.5);
    // Before the timeline: nothing to join them to yet.
    e.perfVitals([{ name: 'LCP', value: 1234.56, rating: 'good', attribution: {} }]);
    expect(await e.perfTimeline(pageTimings(e, origin))).toBe(true);
    const lcp = {
      name: 'LCP',
      value: 1234.56,
      rating: 'good',
      attribution: { target: '#game>iframe', url: 'https://cdn.test/a.png?x=demo-token' },
    };
    e.perfVitals([lcp, { name: 'CLS', value: 0.01234, rating: 'good', attribution: {} }]);
    e.perfVitals([lcp]);
    await sent(e);
    const [event, ...more] = perfEvents('vitals');
    expect(more).toEqual([]);
    expect(event?.['content']).toMatchObject({
      metrics: [
        {
          name: 'LCP',
          value: 1235,
          unit: 'ms',
          attribution: { target: '#game>iframe', url: 'https://cdn.test/a.png' },
        },
        { name: 'CLS', value: 0.012, unit: '1' },
      ],
    });
  });
});

describe('the sample rate', () => {
  it.each([
    ['perfSampleRate 0 turns it off', { perfSampleRate: 0 }, 0, false],
    ['a session drawn under the rate reports', { perfSampleRate: 0.5 }, 0.49, true],
    ['a session drawn over it does not', { perfSampleRate: 0.5 }, 0.5, false],
    ['no rate: 10 % (drawn under)', {}, 0.09, true],
    ['no rate: 10 % (drawn over)', {}, 0.1, false],
    ['a rate out of range is the default', { perfSampleRate: 2 }, 0.5, false],
    ['a rate as text is read', { perfSampleRate: '0' }, 0.05, false],
    ['a rate that is no number is the default', { perfSampleRate: 'half' }, 0.05, true],
  ])('%s', async (_, fields, random, reports) => {
    const e = await report(customEnv(fields), random);
    expect(reported).toBe(reports);
    await sent(e);
    expect(perfEvents('timeline')).toHaveLength(reports ? 1 : 0);
    e.perfVitals([{ name: 'INP', value: 80, rating: 'good', attribution: {} }]);
    await sent(e);
    expect(perfEvents('vitals')).toHaveLength(reports ? 1 : 0);
  });
});
