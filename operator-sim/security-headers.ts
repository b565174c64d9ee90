// Runs in Node: the headers the simulator serves the app with, from deploy/headers.ts (the code
// the production config is built from), with the simulator's origins: the lines the config
// lists, the game origin and the app itself.
import { readFile, stat } from 'node:fs/promises';
import {
  type InlineHashes,
  NO_INLINE,
  type OperatorOrigins,
  type SecurityHeaders,
  inlineHashes,
  securityHeaders,
} from '../deploy/headers.ts';
import { operatorOrigins } from '../deploy/operator.ts';
import type { SimWorld } from './world.ts';
import { checkedFrameOrigin } from './checked-game.ts';
import { pagePreloadHeaders } from '../deploy/config-preload.ts';
import { isSpaRoute } from './static-files.ts';
import { UNRESOLVABLE_LINE, UNRESOLVABLE_SERVICES } from './env-config.ts';

/** Where browsers send reports of what the policy blocked; the e2e suite fails on any. */
export const CSP_REPORTS_PATH = '/__sim/csp-reports';

/**
 * The simulator as an operator file would name it: every server, the asset CDN and the report
 * page sit on the lines, the config host is the app itself and its lobby is on the app's origin.
 * The hosts that never resolve (the unresolvable-line and unresolvable-services environments)
 * are named too, as an operator names its hosts: else the policy, not the name lookup, stopped
 * their requests, and a browser reported each as a violation.
 */
export function simOrigins(world: SimWorld): OperatorOrigins {
  const lines = [...world.lines.map((l) => l.origin), world.slowLine.origin, ...world.deadLines];
  const services = [UNRESOLVABLE_SERVICES];
  return operatorOrigins({
    lines: [...lines, UNRESOLVABLE_LINE],
    gameServers: [world.gameOrigin],
    promotion: services,
    seat: services,
    jackpot: services,
    player: services,
    assets: services,
    pages: lines,
    cspReports: CSP_REPORTS_PATH,
  });
}

/** Every header of an app response on the simulator. */
export function appSecurityHeaders(world: SimWorld, inline: InlineHashes): SecurityHeaders {
  return securityHeaders(simOrigins(world), inline);
}

/**
 * The app's headers for the built page at `indexPath`, read again when the build changes (its
 * inline styles' and script's hashes go into the policy); without a build, the policy allows no
 * inline block. A page whose token names a checked game (checked-game.ts) may frame its origin.
 * The page's routes preload its config as nginx has them do (deploy/config-preload.ts), from
 * the config host the build was given.
 */
export function appHeaderSource(
  world: SimWorld,
  indexPath: string,
  configHost = process.env['VITE_CONFIG_HOST'] ?? '',
): (request: Request) => Promise<Record<string, string>> {
  let cached: { mtimeMs: number; inline: InlineHashes; headers: SecurityHeaders } | null = null;
  const forPage = async (): Promise<{ inline: InlineHashes; headers: SecurityHeaders }> => {
    try {
      const { mtimeMs } = await stat(indexPath);
      if (cached?.mtimeMs !== mtimeMs) {
        const inline = inlineHashes(await readFile(indexPath, 'utf8'));
        cached = { mtimeMs, inline, headers: appSecurityHeaders(world, inline) };
      }
      return cached;
    } catch {
      return { inline: NO_INLINE, headers: appSecurityHeaders(world, NO_INLINE) };
    }
  };
  const security = async (request: Request): Promise<SecurityHeaders> => {
    const { inline, headers } = await forPage();
    const checked = checkedFrameOrigin(request.url);
    if (checked === null) return headers;
    const origins = simOrigins(world);
    return securityHeaders({ ...origins, gameServers: [...origins.gameServers, checked] }, inline);
  };
  return async (request) => {
    const url = new URL(request.url);
    const preload = isSpaRoute(url.pathname) ? pagePreloadHeaders(url, configHost, new Date()) : {};
    return { ...(await security(request)), ...preload };
  };
}
