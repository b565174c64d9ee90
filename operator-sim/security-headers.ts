// Runs in Node: the headers the simulator serves the app with, as an operator's CDN should
// (docs/security.md gives the reason for each). Every origin a directive names comes
// from the world: the lines the config lists, the game origin and the app itself.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { SimWorld } from './world.ts';

/** Where browsers send reports of what the policy blocked; the e2e suite fails on any. */
export const CSP_REPORTS_PATH = '/__sim/csp-reports';

/** The 'sha256-…' sources of a page's inline blocks, which its policy allows and no other. */
export interface InlineHashes {
  /** Every `<style>` block (the first paint's styles). */
  styles: readonly string[];
  /** Every `<script>` without a source (the engine worker's starter, vite.config.ts). */
  scripts: readonly string[];
}

/** No inline block at all (no build yet). */
export const NO_INLINE: InlineHashes = { styles: [], scripts: [] };

/** The text of every `<tag>` block of `html` without attributes (inline styles and scripts). */
export function inlineBlocks(html: string, tag: 'style' | 'script'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (m) => m[1] ?? '',
  );
}

/** The hashes of the page `html`'s inline styles and scripts. */
export function inlineHashes(html: string): InlineHashes {
  const hashes = (tag: 'style' | 'script'): string[] =>
    inlineBlocks(html, tag).map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
  return { styles: hashes('style'), scripts: hashes('script') };
}

/** The Content-Security-Policy of the app's pages and of its worker (workers get their own). */
export function contentSecurityPolicy(world: SimWorld, inline: InlineHashes): string {
  const lines = [...world.lines.map((l) => l.origin), world.slowLine.origin, ...world.deadLines];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline.scripts],
    ['style-src', "'self'", ...inline.styles],
    ['img-src', "'self'", 'data:', world.gameOrigin, ...lines],
    ['connect-src', "'self'", ...lines],
    // The built-in sounds, and an operator's replacements on its lines (SPEC §9).
    ['media-src', "'self'", ...lines],
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
export function appSecurityHeaders(world: SimWorld, inline: InlineHashes): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(world, inline),
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The app's headers for the built page at `indexPath`, read again when the build changes (its
 * inline styles' and script's hashes go into the policy); without a build, the policy allows no
 * inline block.
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
        const inline = inlineHashes(await readFile(indexPath, 'utf8'));
        cached = { mtimeMs, headers: appSecurityHeaders(world, inline) };
      }
      return cached.headers;
    } catch {
      return appSecurityHeaders(world, NO_INLINE);
    }
  };
}
