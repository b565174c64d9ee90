// The config's preload as a browser meets it (deploy/config-preload.ts), for the specs that load
// the app from the simulator or from nginx.
import { expect, type Page } from '@playwright/test';
import { CONFIG_STAMP_METRIC, configAddress } from '../../shared/boot/config-address.ts';

/** The environment configs a page asked for (not a client's look, /env/client/...). */
const ENV_CONFIG = /\/env\/[^/]+\.json\?/;

/** The environment configs `page` asks for from now on, by address. */
export function configsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (ENV_CONFIG.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/**
 * Watches the next load of `page` (call it before the page opens). The check it returns holds
 * that the page's answer named the config of `e` on `configHost` ('' for the page's origin) in a
 * Link preload and its stamp in Server-Timing, and that the page asked for that address once:
 * the preload's request (initiator `link`) was the head's too.
 */
export function watchConfigPreload(page: Page, configHost = ''): (e?: string) => Promise<void> {
  const asked = configsAsked(page);
  const answer = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && r.frame() === page.mainFrame(),
  );
  return async (e = 'demo') => {
    const headers = await (await answer).allHeaders();
    const metric = new RegExp(`(?:^|,)\\s*${CONFIG_STAMP_METRIC};desc=(\\d+)`);
    const stamp = metric.exec(headers['server-timing'] ?? '')?.[1] ?? '';
    // The server's minute, YYYYMMDDHHMM: not the head's own (minutes since 1970).
    expect(stamp).toMatch(/^20\d{10}$/);
    const address = new URL(configAddress(configHost, e, stamp), page.url()).href;
    expect(headers['link']).toContain(`; rel=preload; as=fetch`);
    expect(asked).toEqual([address]);
    const initiators = await page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(pattern).test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      ENV_CONFIG.source,
    );
    expect(initiators).toEqual(['link']);
  };
}
