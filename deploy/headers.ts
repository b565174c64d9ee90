// Runs in Node (the build, the simulator and its tests): the headers the app is served with,
// in production (deploy/nginx.ts writes them into the nginx config) and by the simulator alike,
// so the two cannot differ. docs/security.md gives the reason for each directive.
import { createHash } from 'node:crypto';

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

/**
 * The origins an operator's deployment names (deploy/operator.ts reads them from the operator
 * file; the simulator names its own). Each is a list of origins such as `https://a.example`.
 */
export interface OperatorOrigins {
  /** The API lines of the environment configs. */
  lines: readonly string[];
  /** The game servers (`servers.gs`), whose pages the game frame shows. */
  gameServers: readonly string[];
  /** The promotion, seat, jackpot and player servers, where not on a line. */
  promotion: readonly string[];
  seat: readonly string[];
  jackpot: readonly string[];
  player: readonly string[];
  /** The log servers (`logCdn`, `gameLogCdn`, `logger`). */
  log: readonly string[];
  /** The asset CDN (`assetCdn`: promotion art, game icons, the wheel's settings, sounds). */
  assets: readonly string[];
  /** The report and help pages the container shows in its modal frames. */
  pages: readonly string[];
  /** The operator lobbies that may frame the container. */
  lobbies: readonly string[];
  /** The config host (`dl`, `/env/{e}.json`) when it is not the app's own origin. */
  config: readonly string[];
  /** Where browsers report what the policy blocked (a URL or a path); none when null. */
  cspReports: string | null;
}

/** The `Cache-Control` of the hashed files under `assets/`: a year, never revalidated. */
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** The `Cache-Control` of index.html and every unhashed file: revalidated on each load. */
export const CACHE_REVALIDATE = 'no-cache';

const unique = (...lists: (readonly string[])[]): string[] => [...new Set(lists.flat())];

/** The Content-Security-Policy of the app's pages and of its worker (workers get their own). */
export function contentSecurityPolicy(origins: OperatorOrigins, inline: InlineHashes): string {
  const o = origins;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline.scripts],
    ['style-src', "'self'", ...inline.styles],
    ['img-src', "'self'", 'data:', ...unique(o.gameServers, o.assets, o.lines)],
    [
      'connect-src',
      "'self'",
      ...unique(o.lines, o.promotion, o.seat, o.jackpot, o.player, o.log, o.assets, o.config),
    ],
    // The built-in sounds, and an operator's replacements on its lines or CDN (SPEC §9).
    ['media-src', "'self'", ...unique(o.lines, o.assets)],
    ['frame-src', ...unique(o.gameServers, o.pages)],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'self'", ...unique(o.lobbies)],
  ];
  if (o.cspReports !== null) directives.push(['report-uri', o.cspReports]);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The security headers of every app response (a type, so it is a Record of headers too). */
export type SecurityHeaders = {
  'Content-Security-Policy': string;
  'Referrer-Policy': string;
  'X-Content-Type-Options': string;
};

/** Every security header of an app response: the policy, the referrer policy, no sniffing. */
export function securityHeaders(origins: OperatorOrigins, inline: InlineHashes): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, inline),
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
