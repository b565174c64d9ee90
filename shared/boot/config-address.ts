// Shared by the page's head (src-ui/engine/head-boot.ts), the worker's boot and the page's
// server (deploy/config-preload.ts): where the environment config is asked for (SPEC §7 config
// fetch), so all of them name the same address.

/** The minute stamp that busts the config cache once a minute. */
export function minuteStamp(now: number): string {
  return String(Math.floor(now / 60_000));
}

/** `{host}/env/{e}.json`: the config's address without its minute stamp. */
export function configPath(configHost: string, e: string): string {
  return `${configHost.replace(/\/$/, '')}/env/${encodeURIComponent(e)}.json`;
}

/** `{host}/env/{e}.json?v={stamp}`: the address the config is fetched from. */
export function configAddress(configHost: string, e: string, stamp: string): string {
  return `${configPath(configHost, e)}?v=${stamp}`;
}

/**
 * The Server-Timing metric whose description is the minute stamp the page's server had the
 * browser preload the config with (deploy/config-preload.ts): the head asks for the same
 * address, so the browser hands it the answer already on its way.
 */
export const CONFIG_STAMP_METRIC = 'config';

/** A server's stamp as the head takes it: 1 to 16 digits; anything else names none. */
export function serverStamp(description: unknown): string | null {
  return typeof description === 'string' && /^\d{1,16}$/.test(description) ? description : null;
}
