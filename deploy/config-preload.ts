// Runs in Node (the build's nginx config, and the simulator): the page's answer has the browser
// ask the environment config (SPEC §7) as soon as the answer's headers are in, before the page
// has parsed or run a line of script. A Link header preloads the config's address with the
// server's minute stamp; a Server-Timing metric tells the page's head that stamp, so the head
// asks the same address and the browser hands it the answer already on its way.
import { CLOSE_PATH } from '../shared/i18n/locale.ts';
import { CONFIG_STAMP_METRIC, configAddress } from '../shared/boot/config-address.ts';

/**
 * The environments preloaded: names whose address is the name itself (encodeURIComponent
 * leaves them as they are), as the query carries them. Any other `e` is asked by the head alone.
 */
export const PRELOADED_ENV = /^[A-Za-z0-9._~-]{1,64}$/;

/** A config host the preload can name: '' (the page's own origin), or a plain http(s) address. */
function preloadableHost(configHost: string): boolean {
  return (
    configHost === '' ||
    (/^https?:\/\/[^\s"'$\\;{}<>]+$/.test(configHost) && URL.canParse(configHost))
  );
}

/** The server's minute as nginx writes it (deploy/nginx.ts): YYYYMMDDHHMM, here in UTC. */
export function serverMinute(date: Date): string {
  return date.toISOString().slice(0, 16).replace(/\D/g, '');
}

/** The two headers for environment `e` at `stamp`, or none for an `e` not preloaded. */
export function configPreloadHeaders(
  configHost: string,
  e: string,
  stamp: string,
): { Link: string; 'Server-Timing': string } | null {
  if (!PRELOADED_ENV.test(e) || !preloadableHost(configHost)) return null;
  return {
    // As the head's fetch asks it (mode cors, credentials same-origin), or the browser would
    // not hand the preloaded answer to it.
    Link: `<${configAddress(configHost, e, stamp)}>; rel=preload; as=fetch; crossorigin`,
    'Server-Timing': `${CONFIG_STAMP_METRIC};desc=${stamp}`,
  };
}

/**
 * The headers for a page answer at `pageUrl`: the query's raw `e` (as nginx reads `$arg_e`: the
 * first, not decoded), none on /close (its page asks no config).
 */
export function pagePreloadHeaders(
  pageUrl: URL,
  configHost: string,
  now: Date,
): Record<string, string> {
  if (CLOSE_PATH.test(pageUrl.pathname)) return {};
  const e = /(?:^|&)e=([^&]*)/.exec(pageUrl.search.slice(1))?.[1] ?? '';
  return configPreloadHeaders(configHost, e, serverMinute(now)) ?? {};
}
