// Runs in Node: static files (the built app, the demo game) as Fetch Responses, with SPA fallback.
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CACHE_HASHED, CACHE_REVALIDATE } from '../deploy/headers.ts';
import type { Fallback } from './node-server.ts';

/** Content types by file extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
};

/** Where static files come from and how unknown paths are treated. */
export interface StaticOptions {
  /** The directory served. */
  root: string;
  /** The URL path prefix mapped onto root; '/' when absent. */
  prefix?: string;
  /** When true, a GET for an extension-less path that is not an API route serves index.html. */
  spaFallback?: boolean;
  /** Headers every file response carries (the app's security headers, for this request). */
  headers?: (request: Request) => Promise<Record<string, string>>;
  /** Files built in memory, by path under root; they win over files on disk. */
  memoryFiles?: ReadonlyMap<string, MemoryFile>;
  /** Which files on disk under root are served (by path under root); all when absent. */
  servesFromDisk?: (relative: string) => boolean;
}

const API_PREFIXES = ['/__sim/', '/env/'];

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** Gzipped files by path and modification time, so each is compressed once. */
const gzipped = new Map<string, { mtimeMs: number; body: Uint8Array<ArrayBuffer> }>();

async function gzipOf(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const { mtimeMs } = await stat(path);
  const hit = gzipped.get(path);
  if (hit?.mtimeMs === mtimeMs) return hit.body;
  const body = new Uint8Array(gzipSync(await readFile(path), { level: 9 }));
  gzipped.set(path, { mtimeMs, body });
  return body;
}

/** A file built in memory (the demo game's script), served as the files on disk are. */
export interface MemoryFile {
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
}

/** A file held in memory, its gzip made once. */
export function memoryFile(text: string): MemoryFile {
  const body = new TextEncoder().encode(text);
  return { body, gzipped: new Uint8Array(gzipSync(body, { level: 9 })) };
}

/** Where a response's body comes from: plain, and gzipped. */
interface BodySource {
  plain(): Promise<Uint8Array<ArrayBuffer>>;
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * A file as a CDN serves it: gzipped for a client that accepts it (as every browser does), so
 * the benchmarks and a player on a slow line see real transfer sizes.
 */
async function fileResponse(
  request: Request,
  name: string,
  source: BodySource,
  cacheControl: string,
  extra: Record<string, string>,
): Promise<Response> {
  const ext = extname(name).toLowerCase();
  const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    ...extra,
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    // Public files, the same for every origin: readable by any, and so cached once (node-server).
    'Access-Control-Allow-Origin': '*',
  };
  const accepts = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');
  if (!COMPRESSIBLE.has(ext)) return new Response(await source.plain(), { headers });
  headers['Vary'] = 'Accept-Encoding';
  if (!accepts) return new Response(await source.plain(), { headers });
  headers['Content-Encoding'] = 'gzip';
  return new Response(await source.gzipped(), { headers });
}

function diskSource(path: string): BodySource {
  return {
    plain: async () => new Uint8Array(await readFile(path)),
    gzipped: () => gzipOf(path),
  };
}

function memorySource(file: MemoryFile): BodySource {
  return {
    plain: () => Promise.resolve(file.body),
    gzipped: () => Promise.resolve(file.gzipped),
  };
}

function cacheControlFor(relative: string): string {
  return relative.startsWith('assets/') ? CACHE_HASHED : CACHE_REVALIDATE;
}

/** A path the app's page answers: its last part has no extension, and it is no API's. */
export function isSpaRoute(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') && !API_PREFIXES.some((p) => pathname.startsWith(p));
}

const MISSING_BUILD = `<!doctype html><meta charset="utf-8"><title>No build</title>
<h1>The app is not built</h1><p>Run <code>npx vite build</code> (or <code>npm start</code>).</p>`;

/** A fallback serving files under root; null for paths it does not own or cannot find. */
export function createStaticHandler(options: StaticOptions): Fallback {
  const root = resolve(options.root);
  const prefix = options.prefix ?? '/';
  const index = resolve(root, 'index.html');
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(prefix)) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return new Response('Bad path', { status: 400 });
    }
    if (relative.includes('\0')) return new Response('Bad path', { status: 400 });
    // Source maps are the operator's (npm run stack), never served to players (docs/logs.md).
    if (relative.endsWith('.map')) return new Response('Not found', { status: 404 });
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const path = resolve(root, relative);
    if (!path.startsWith(root + sep)) return null;
    const extra = (await options.headers?.(request)) ?? {};
    const inMemory = options.memoryFiles?.get(relative);
    if (inMemory !== undefined) {
      return fileResponse(request, relative, memorySource(inMemory), CACHE_REVALIDATE, extra);
    }
    if ((options.servesFromDisk?.(relative) ?? true) && (await isFile(path))) {
      const cacheControl = path === index ? CACHE_REVALIDATE : cacheControlFor(relative);
      return fileResponse(request, path, diskSource(path), cacheControl, extra);
    }
    if (options.spaFallback === true && isSpaRoute(pathname)) {
      if (await isFile(index)) {
        return fileResponse(request, index, diskSource(index), CACHE_REVALIDATE, extra);
      }
      return new Response(MISSING_BUILD, {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return null;
  };
}
