// Runs in Node (and in unit tests): origin comparison that treats localhost and 127.0.0.1 alike.

/** The origin of an address with localhost spelled 127.0.0.1; the input when it is not a URL. */
export function normalizeOrigin(address: string): string {
  try {
    const url = new URL(address);
    if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
    return url.origin;
  } catch {
    return address;
  }
}

/** True when two addresses share an origin (localhost and 127.0.0.1 count as one host). */
export function sameOrigin(a: string, b: string): boolean {
  return normalizeOrigin(a) === normalizeOrigin(b);
}
