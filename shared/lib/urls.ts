// Shared by the UI and the worker: address helpers that never let a hostile URL through.

/** Parses an absolute http(s) URL; anything else (javascript:, data:, relative, junk) is null. */
export function safeHttpUrl(raw: string | null | undefined, base?: string): URL | null {
  if (!raw) return null;
  try {
    const url = base === undefined ? new URL(raw) : new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Where leaving goes: an http(s) address, or `fallback` (the /close page) for anything else. */
export function leaveTarget(target: string | null | undefined, fallback: string): string {
  return safeHttpUrl(target)?.href ?? fallback;
}

/** The origin of an http(s) URL, or null. */
export function originOf(raw: string | null | undefined): string | null {
  return safeHttpUrl(raw)?.origin ?? null;
}

/** A server origin or base address as given by config: spaces and trailing slashes removed. */
export function urlBase(base: string): string {
  return base.trim().replace(/\/+$/, '');
}

/**
 * `path` under `base` with exactly one slash between them (trailing slashes of the base and
 * leading ones of the path go); an empty base leaves the path as it is.
 */
export function joinUrl(base: string, path: string): string {
  const head = urlBase(base);
  return head === '' ? path : `${head}/${path.replace(/^\/+/, '')}`;
}
