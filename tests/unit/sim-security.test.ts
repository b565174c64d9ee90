// The simulator's security headers and watch lists, as QA and the e2e suite rely on them.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers, testWorld } from '../../operator-sim/handlers.ts';
import {
  appSecurityHeaders,
  contentSecurityPolicy,
  inlineStyleHashes,
} from '../../operator-sim/security-headers.ts';

const world = testWorld();
const server = setupServer(...createHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the app’s security headers', () => {
  it('allow exactly the inline styles the page ships, by hash', () => {
    const css = '\n  body { margin: 0 }\n';
    const expected = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(inlineStyleHashes(`<head><style>${css}</style></head>`)).toEqual([expected]);
    expect(contentSecurityPolicy(world, [expected])).toContain(`style-src 'self' ${expected};`);
  });

  it('name every line for connections and frames, and shut out plugins, bases and framers', () => {
    const policy = contentSecurityPolicy(world, []);
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
    expect(appSecurityHeaders(world, [])['Referrer-Policy']).toBe('strict-origin');
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
