// Runs in Node: the game origin's /heavy-game/: the heavy game's page and style from disk, its
// script built on the first request, and its assets (heavy-assets.ts) as a CDN serves a game's
// files: long-lived, with their length, never gzipped (noise does not shrink).
import { CACHE_HASHED } from '../deploy/headers.ts';
import {
  GAME_SCRIPT,
  GAME_STATIC,
  HEAVY_GAME_DIR,
  gamePageHeaders,
  gameScript,
} from './game-build.ts';
import { heavyAsset } from './heavy-assets.ts';
import { ASSET_DIR } from './heavy-game/assets.ts';
import type { Fallback } from './node-server.ts';
import { CONTENT_TYPES, createStaticHandler } from './static-files.ts';

/** Where the heavy game is on the game origin. */
export const HEAVY_GAME_PREFIX = '/heavy-game/';

/** The script's handler, its script built once per process: only runs that open the game pay. */
let scriptHandler: Promise<Fallback> | null = null;

function assetResponse(request: Request, file: string): Response | null {
  const body = heavyAsset(file);
  if (body === null) return null;
  const type = file.endsWith('.png') ? CONTENT_TYPES['.png'] : CONTENT_TYPES['.wav'];
  const headers = {
    'Content-Type': type ?? 'application/octet-stream',
    'Content-Length': String(body.byteLength),
    // The version is in the address: a warm load takes every file from the HTTP cache.
    'Cache-Control': CACHE_HASHED,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
  };
  return new Response(request.method === 'HEAD' ? null : body, { headers });
}

/** The fallback serving /heavy-game/; null for other paths. */
export function createHeavyGameHandler(): Fallback {
  const pages = createStaticHandler({
    root: HEAVY_GAME_DIR,
    prefix: HEAVY_GAME_PREFIX,
    servesFromDisk: (relative) => GAME_STATIC.test(relative),
    headers: gamePageHeaders,
  });
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(HEAVY_GAME_PREFIX)) return null;
    const relative = pathname.slice(HEAVY_GAME_PREFIX.length);
    if (relative.startsWith(ASSET_DIR) && (request.method === 'GET' || request.method === 'HEAD')) {
      return assetResponse(request, relative.slice(ASSET_DIR.length));
    }
    if (relative !== GAME_SCRIPT) return pages(request);
    // A failed build is tried again on the next request.
    scriptHandler ??= gameScript('heavy-game').then(
      (built) =>
        createStaticHandler({
          root: HEAVY_GAME_DIR,
          prefix: HEAVY_GAME_PREFIX,
          memoryFiles: new Map([[GAME_SCRIPT, built]]),
          servesFromDisk: () => false,
        }),
      (error: unknown) => {
        scriptHandler = null;
        throw error;
      },
    );
    return (await scriptHandler)(request);
  };
}
