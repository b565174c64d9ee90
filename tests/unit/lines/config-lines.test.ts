// SPEC §7 config fetch and speed test through the engine: the line-info address's extra line
// joins the speed test, the config's minute stamp changes once a minute, and the operator's
// sound files (SPEC §9) come from the config, http(s) only.
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { configFor } from '../../../operator-sim/env-config.ts';
import { operatorSoundUrl } from '../../../operator-sim/client-files.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const { world, server } = sim;
const engines = useEngines(sim);
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

async function boot(env: string): Promise<Engine> {
  const engine = engines.start(`?e=${env}&x=demo-token&${GAME}`);
  await settle(engine.boot());
  return engine;
}

/** Every request URL from now on whose path contains `part`. */
function requested(part: string): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes(part)) urls.push(request.url);
  });
  return urls;
}

/** The demo environment's config answers with this `sounds` field. */
function demoConfigWithSounds(sounds: unknown): void {
  const config = configFor(
    world,
    world.lines.map((l) => l.origin),
  );
  server.use(http.get('*/env/demo.json', () => HttpResponse.json({ ...config, sounds })));
}

describe('line-info address', () => {
  it("adds its lines to the speed test: the config's slow line loses to the extra fast one", async () => {
    const speedTests = requested('/env/speedtest.png');
    const lineInfo = requested('/env/lines/');
    const e = await boot('line-info');
    expect(lineInfo).toEqual([`${world.appOrigin}/env/lines/line-info.json`]);
    const tested = new Set(speedTests.map((u) => new URL(u).origin));
    expect(tested).toEqual(new Set([world.slowLine.origin, world.lines[0]!.origin]));
    expect(e.state.apiLine).toBe(world.lines[0]!.origin);
    expect(e.state.phase).toBe('ready');
  });

  it('boots on the config lines alone when the line-info address fails', async () => {
    server.use(http.get('*/env/lines/:e.json', () => new HttpResponse('down', { status: 503 })));
    const e = await boot('line-info');
    expect(e.state.apiLine).toBe(world.slowLine.origin);
    expect(e.state.phase).toBe('ready');
  });

  it('drops line-info entries that are not http(s)', async () => {
    server.use(
      http.get('*/env/lines/:e.json', () =>
        HttpResponse.json({ data: { lines: ['javascript:alert(1)', 'ftp://x.test', 42] } }),
      ),
    );
    const speedTests = requested('/env/speedtest.png');
    const e = await boot('line-info');
    // Only the config's own line is left: nothing else is tested, and it is the one in use.
    expect(speedTests.filter((u) => new URL(u).origin !== world.slowLine.origin)).toEqual([]);
    expect(e.state.apiLine).toBe(world.slowLine.origin);
    expect(e.state.phase).toBe('ready');
  });
});

describe('minute stamp', () => {
  it('asks for the config with ?v= the current minute, and a new one a minute later', async () => {
    vi.setSystemTime(new Date('2026-03-01T10:00:15Z'));
    const configs = requested('/env/demo.json');
    await boot('demo');
    vi.setSystemTime(new Date('2026-03-01T10:00:50Z'));
    await boot('demo');
    vi.setSystemTime(new Date('2026-03-01T10:01:05Z'));
    await boot('demo');
    const stamps = configs.map((u) => new URL(u).searchParams.get('v'));
    const minute = String(Math.floor(Date.parse('2026-03-01T10:00:00Z') / 60_000));
    const next = String(Number(minute) + 1);
    // Within a minute the address is the same (a cache may answer); the next minute it is not.
    expect(stamps).toEqual([minute, minute, next]);
  });
});

describe('sound files in the config', () => {
  it("hands the engine state the operator's sound addresses", async () => {
    const e = await boot('custom-sounds');
    const line = world.lines[0]!.origin;
    expect(e.state.sounds).toEqual({
      button: operatorSoundUrl(line, 'button'),
      questCard: operatorSoundUrl(line, 'questCard'),
    });
  });

  it('keeps the built-in files (null) without sounds in the config', async () => {
    const e = await boot('demo');
    expect(e.state.sounds).toEqual({ button: null, questCard: null });
  });

  it('takes only http(s) addresses of known sounds', async () => {
    demoConfigWithSounds({
      button: 'javascript:alert(1)',
      questCard: 'https://cdn.test/q.ogg',
      boom: 'https://cdn.test/b.ogg',
    });
    const e = await boot('demo');
    expect(e.state.sounds).toEqual({ button: null, questCard: 'https://cdn.test/q.ogg' });
  });

  it('ignores sounds that are not an object', async () => {
    demoConfigWithSounds('loud');
    const e = await boot('demo');
    expect(e.state.sounds).toEqual({ button: null, questCard: null });
    expect(e.state.phase).toBe('ready');
  });
});
