// Shared by the page's head (src-ui/engine/head-boot.ts) and the worker's boot: where the
// environment config is asked for (SPEC §7 config fetch), so both ask the same address.

/** The minute stamp that busts the config cache once a minute. */
export function minuteStamp(now: number): string {
  return String(Math.floor(now / 60_000));
}

/** `{host}/env/{e}.json`: the config's address without its minute stamp. */
export function configPath(configHost: string, e: string): string {
  return `${configHost.replace(/\/$/, '')}/env/${encodeURIComponent(e)}.json`;
}

/** `{host}/env/{e}.json?v={minute stamp}`: the address the config is fetched from. */
export function configAddress(configHost: string, e: string, now: number): string {
  return `${configPath(configHost, e)}?v=${minuteStamp(now)}`;
}
