// The config's preload on the page's answer (deploy/config-preload.ts): the address the Link
// header names is the one the head then asks with the stamp Server-Timing gives it, and nothing
// an address could smuggle reaches a header. The browsers' side runs in e2e (boot, nginx).
import { describe, expect, it } from 'vitest';
import {
  CONFIG_STAMP_METRIC,
  configAddress,
  serverStamp,
} from '../../../shared/boot/config-address.ts';
import {
  configPreloadHeaders,
  pagePreloadHeaders,
  serverMinute,
} from '../../../deploy/config-preload.ts';
import { inlineHashes } from '../../../deploy/headers.ts';
import { nginxInclude } from '../../../deploy/nginx.ts';
import { appHeaderSource, simOrigins } from '../../../operator-sim/security-headers.ts';
import { testWorld } from '../../../operator-sim/world.ts';

/** The stamp a page's head reads from a Server-Timing header, as a browser parses the metric. */
function stampIn(timing: string): string | null {
  const [name, ...params] = timing.split(';');
  if (name !== CONFIG_STAMP_METRIC) return null;
  const desc = params.find((p) => p.startsWith('desc='));
  return serverStamp(desc?.slice('desc='.length));
}

/** The address a Link header preloads, and its parameters. */
function linked(link: string): { url: string; params: string[] } {
  const [target = '', ...params] = link.split(';').map((p) => p.trim());
  return { url: target.replace(/^<|>$/g, ''), params };
}

describe("the config's preload", () => {
  it('names the very address the head asks with the stamp it tells', () => {
    for (const host of ['', 'https://dl.op.example', 'https://dl.op.example/']) {
      const headers = configPreloadHeaders(host, 'demo', '202611291340');
      const stamp = stampIn(headers?.['Server-Timing'] ?? '');
      expect(stamp).toBe('202611291340');
      const { url, params } = linked(headers?.Link ?? '');
      expect(url).toBe(configAddress(host, 'demo', stamp ?? ''));
      // A preload the head's fetch (cors, same-origin credentials) takes, not a second request.
      expect(params).toEqual(['rel=preload', 'as=fetch', 'crossorigin']);
    }
  });

  it("stamps the server's minute, which changes once a minute", () => {
    expect(serverMinute(new Date('2026-11-29T13:40:00.000Z'))).toBe('202611291340');
    expect(serverMinute(new Date('2026-11-29T13:40:59.999Z'))).toBe('202611291340');
    expect(serverMinute(new Date('2026-11-29T13:41:00.000Z'))).toBe('202611291341');
  });

  it('preloads nothing for an environment or a host a header could not carry as it is', () => {
    const hostile = [
      '',
      'demo>; rel=preload; as=script, <https://evil.example/x.js',
      'de mo',
      'de%6Do',
      'démo',
      'demo\r\nSet-Cookie: a=1',
      'a'.repeat(65),
    ];
    for (const e of hostile) expect(configPreloadHeaders('', e, '1'), e).toBeNull();
    for (const host of ['https://dl.example/"x', 'https://dl.example/$arg_x', 'dl.example', 'x']) {
      expect(configPreloadHeaders(host, 'demo', '1'), host).toBeNull();
    }
  });

  it("takes the page address's first raw `e`, and none on /close", () => {
    const at = new Date('2026-11-29T13:40:00Z');
    const page = (path: string) =>
      pagePreloadHeaders(new URL(`https://app.example${path}`), '', at);
    expect(linked(page('/?x=t&e=demo&e=other').Link ?? '').url).toBe(
      '/env/demo.json?v=202611291340',
    );
    expect(linked(page('/th/?e=demo').Link ?? '').url).toBe('/env/demo.json?v=202611291340');
    // Decoded, it would name an address nginx (which reads $arg_e raw) does not.
    expect(page('/?e=de%6Do')).toEqual({});
    expect(page('/?x=t')).toEqual({});
    expect(page('/close?e=demo')).toEqual({});
    expect(page('/th/close/?e=demo')).toEqual({});
  });

  it("has the head take only a stamp of digits from the page's server", () => {
    for (const junk of [undefined, 7, '', '12ab', '1&e=x', '1'.repeat(17), ' 1']) {
      expect(serverStamp(junk), String(junk)).toBeNull();
    }
    expect(serverStamp('29932640')).toBe('29932640');
  });

  it('is served by the simulator on the pages of the app, not its files', async () => {
    const headers = appHeaderSource(testWorld(), '/nowhere/index.html', '');
    const on = async (path: string) => headers(new Request(`http://app.test${path}`));
    const page = await on('/?e=demo&x=t');
    expect(stampIn(page['Server-Timing'] ?? '')).toMatch(/^\d{12}$/);
    expect(linked(page['Link'] ?? '').url).toMatch(/^\/env\/demo\.json\?v=\d{12}$/);
    for (const path of ['/assets/index-1.js?e=demo', '/close?e=demo', '/?x=t']) {
      expect(Object.keys(await on(path)), path).not.toContain('Link');
    }
  });

  it("is written into nginx's page location only, from the same headers", () => {
    const conf = nginxInclude(simOrigins(testWorld()), inlineHashes(''), { configHost: '' });
    const page = conf.slice(conf.indexOf('location ~'), conf.indexOf('location = /index.html'));
    expect(page).toContain('add_header Link $container_config_link;');
    expect(page).toContain('add_header Server-Timing $container_config_timing;');
    expect(conf.match(/add_header Link/g)).toHaveLength(1);
    // The simulator's Link, with nginx's variables for the environment and the stamp.
    const link = configPreloadHeaders('', 'E', 'S')?.Link ?? '';
    const nginxed = link.replace('/E.', '/$arg_e.').replace('=S>', '=${container_config_stamp}>');
    expect(conf).toContain(`set $container_config_link "${nginxed}";`);
    const elsewhere = nginxInclude(simOrigins(testWorld()), inlineHashes(''), {
      configHost: 'https://dl.op.example/"x',
    });
    expect(elsewhere).not.toContain('container_config');
  });
});
