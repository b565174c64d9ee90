// The per-client static config (SPEC §6) through the engine: the client's file on the config
// host, read after login, and safe defaults for a missing or broken one.
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { clientIconUrl } from '../../../operator-sim/client-files.ts';
import { defaultClientLook } from '../../../shared/brand/client-config.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { minuteStamp } from '../../../shared/boot/config-address.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const { world, server } = sim;
const engines = useEngines(sim);
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

async function boot(token: string): Promise<Engine> {
  const engine = engines.start(`?e=demo&x=${token}&${GAME}`);
  await settle(engine.boot());
  return engine;
}

/** The client file answers `body` for every client. */
const clientAnswers = (body: unknown, status = 200) =>
  http.get('*/env/client/:code.json', () => HttpResponse.json(body as object, { status }));

describe('per-client static config', () => {
  it('reads the client file named by the uid after @, with the minute stamp', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/env/client/')) asked.push(request.url);
    });
    const e = await boot('demo-token');
    server.events.removeAllListeners();
    expect(e.state.user?.clientCode).toBe('DEMO');
    expect(asked).toEqual([`${world.appOrigin}/env/client/DEMO.json?v=${minuteStamp(Date.now())}`]);
    expect(e.state.client).toEqual({
      showLogo: true,
      showReportHeader: true,
      favicon: '/env/client/DEMO.svg',
    });
    // The brand comes with the game list, once the game is ready.
    e.gameReady();
    await vi.waitUntil(() => e.state.brand !== null);
    expect(e.state.brand?.enName).toBe('Demo Hall');
  });

  it('gives the PLAIN client no logo, no report header and its icon from a line', async () => {
    const e = await boot('client-plain');
    expect(e.state.user?.clientCode).toBe('PLAIN');
    expect(e.state.client).toEqual({
      showLogo: false,
      showReportHeader: false,
      favicon: clientIconUrl(world.lines[0]!.origin, 'PLAIN'),
    });
  });

  it('keeps the defaults for a client without a file, and the game still loads', async () => {
    const e = await boot('player-log-down');
    expect(e.state.user?.clientCode).toBe('LOGDOWN');
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
    expect(e.state.client).toEqual(defaultClientLook());
  });

  it.each([
    ['a script address', { favicon: 'javascript:alert(1)' }],
    ['a protocol-relative address', { favicon: '//evil.test/icon.png' }],
    ['a path climbing out', { favicon: '/env/../../secret.svg' }],
    ['a data address', { favicon: 'data:image/svg+xml,<svg/>' }],
    ['wrong types', { showLogo: 'yes', showReportHeader: 0, favicon: 42 }],
  ])('falls back field by field on %s', async (_, body) => {
    server.use(clientAnswers(body));
    const e = await boot('demo-token');
    expect(e.state.client).toEqual(defaultClientLook());
    expect(e.state.phase).toBe('ready');
  });

  it('keeps good fields beside bad ones, and takes an https icon', async () => {
    server.use(
      clientAnswers({ showLogo: true, showReportHeader: 'no', favicon: 'https://cdn.test/i.png' }),
    );
    const e = await boot('demo-token');
    expect(e.state.client).toEqual({
      showLogo: true,
      showReportHeader: true,
      favicon: 'https://cdn.test/i.png',
    });
  });

  it.each([
    ['a server error', () => new HttpResponse('down', { status: 500 })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('survives %s with the defaults', async (_, answer) => {
    server.use(http.get('*/env/client/:code.json', answer));
    const e = await boot('demo-token');
    expect(e.state.client).toEqual(defaultClientLook());
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
  });
});
