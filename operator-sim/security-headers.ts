// Runs in Node: the headers the simulator serves the app with, as an operator's CDN should
// (README "Security headers" gives the reason for each). Every origin a directive names comes
// from the world: the lines the config lists, the game origin and the app itself.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { SimWorld } from './world.ts';

/** Where browsers send reports of what the policy blocked; the e2e suite fails on any. */
export const CSP_REPORTS_PATH = '/__sim/csp-reports';

/** The 'sha256-…' source of every inline <style> block of a page. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The Content-Security-Policy of the app's pages and of its worker (workers get their own). */
export function contentSecurityPolicy(world: SimWorld, styleHashes: readonly string[]): string {
  const lines = [...world.lines.map((l) => l.origin), world.slowLine.origin, ...world.deadLines];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...styleHashes],
    ['img-src', "'self'", 'data:', world.gameOrigin, ...lines],
    ['connect-src', "'self'", ...lines],
    ['frame-src', world.gameOrigin, ...lines],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'self'"],
    ['report-uri', CSP_REPORTS_PATH],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header of an app response: the policy, the referrer policy and no MIME sniffing. */
export function appSecurityHeaders(
  world: SimWorld,
  styleHashes: readonly string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(world, styleHashes),
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The app's headers for the built page at `indexPath`, read again when the build changes (its
 * inline styles' hashes go into the policy); without a build, the policy allows no inline style.
 */
export function appHeaderSource(
  world: SimWorld,
  indexPath: string,
): () => Promise<Record<string, string>> {
  let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(indexPath);
      if (cached?.mtimeMs !== mtimeMs) {
        const hashes = inlineStyleHashes(await readFile(indexPath, 'utf8'));
        cached = { mtimeMs, headers: appSecurityHeaders(world, hashes) };
      }
      return cached.headers;
    } catch {
      return appSecurityHeaders(world, []);
    }
  };
}
