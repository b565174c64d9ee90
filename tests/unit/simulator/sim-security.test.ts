// The simulator's security headers and watch lists, as QA and the e2e suite rely on them.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NO_INLINE, inlineHashes } from '../../../deploy/headers.ts';
import { appSecurityHeaders } from '../../../operator-sim/security-headers.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();

describe('the app’s security headers', () => {
  it('allow exactly the inline styles and script the page ships, by hash', () => {
    const css = '\n  body { margin: 0 }\n';
    const js = '(function(){ new Worker("/assets/engine-worker-a.js", { type: "module" }) })()';
    const hash = (text: string): string =>
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const page = `<head><script>${js}</script><style>${css}</style>
      <script type="module" crossorigin src="/assets/index-a.js"></script></head>`;
    const inline = inlineHashes(page);
    // The entry module has a source of its own: 'self' covers it, no hash.
    expect(inline).toEqual({ styles: [hash(css)], scripts: [hash(js)] });
    const policy = appSecurityHeaders(world, inline)['Content-Security-Policy'];
    expect(policy).toContain(`style-src 'self' ${hash(css)};`);
    expect(policy).toContain(`script-src 'self' ${hash(js)};`);
  });

  it('name every line for connections and frames, and shut out plugins, bases and framers', () => {
    const policy = appSecurityHeaders(world, NO_INLINE)['Content-Security-Policy'];
    const directive = (name: string): string =>
      policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const line of [...world.lines, world.slowLine]) {
      expect(directive('connect-src')).toContain(line.origin);
      expect(directive('frame-src')).toContain(line.origin);
    }
    expect(directive('frame-src')).toContain(world.gameOrigin);
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(appSecurityHeaders(world, NO_INLINE)['Referrer-Policy']).toBe('strict-origin');
  });
});

describe('the watch lists', () => {
  it('note every Referer and every CSP report, and forget them on DELETE', async () => {
    await fetch(`${world.gameOrigin}/icons/1.svg`, { headers: { Referer: 'http://app.test/' } });
    await fetch(`${world.appOrigin}/__sim/csp-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
    });
    const seen = (await (await fetch(`${world.appOrigin}/__sim/referers`)).json()) as {
      referers: { origin: string; referer: string }[];
    };
    expect(seen.referers).toContainEqual(
      expect.objectContaining({ origin: world.gameOrigin, referer: 'http://app.test/' }),
    );
    const reports = (await (await fetch(`${world.appOrigin}/__sim/csp-reports`)).json()) as {
      reports: unknown[];
    };
    expect(reports.reports).toEqual([{ 'csp-report': { 'violated-directive': 'script-src' } }]);
    await fetch(`${world.appOrigin}/__sim/csp-reports`, { method: 'DELETE' });
    await fetch(`${world.appOrigin}/__sim/referers`, { method: 'DELETE' });
    const after = (await (await fetch(`${world.appOrigin}/__sim/csp-reports`)).json()) as {
      reports: unknown[];
    };
    expect(after.reports).toEqual([]);
  });
});
