// Runs in Node (and in unit tests): what QA and the e2e suite watch for on every origin: the
// Referer headers that arrive (a token must never be in one) and the CSP violation reports
// browsers send (there must be none). GET lists, DELETE clears, on any origin.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { CSP_REPORTS_PATH } from './security-headers.ts';
import type { SimWorld } from './world.ts';

/** The Referer watch's path. */
export const REFERERS_PATH = '/__sim/referers';
/** At most this many of each are kept; older ones go first. */
const KEEP = 2_000;

interface Watched {
  referers: { origin: string; path: string; referer: string }[];
  cspReports: unknown[];
}

const watched = new WeakMap<SimWorld, Watched>();

/** The world's watch lists (created empty on first use). */
export function watchedOf(world: SimWorld): Watched {
  let state = watched.get(world);
  if (state === undefined) {
    state = { referers: [], cspReports: [] };
    watched.set(world, state);
  }
  return state;
}

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
}

/** Runs first: notes the Referer of every request, then lets it through. */
export function refererWatch(world: SimWorld): RequestHandler {
  return http.all('*', ({ request }) => {
    const referer = request.headers.get('Referer');
    if (referer !== null) {
      const url = new URL(request.url);
      keep(watchedOf(world).referers, { origin: url.origin, path: url.pathname, referer });
    }
    return undefined;
  });
}

/** The watch API: the Referers seen and the CSP reports received. */
export function watchHandlers(world: SimWorld): RequestHandler[] {
  const state = (): Watched => watchedOf(world);
  return [
    http.get(`*${REFERERS_PATH}`, () => HttpResponse.json({ referers: state().referers })),
    http.delete(`*${REFERERS_PATH}`, () => {
      state().referers.length = 0;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`*${CSP_REPORTS_PATH}`, async ({ request }) => {
      try {
        keep(state().cspReports, JSON.parse(await request.text()) as unknown);
      } catch {
        keep(state().cspReports, { unreadable: true });
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${CSP_REPORTS_PATH}`, () => HttpResponse.json({ reports: state().cspReports })),
    http.delete(`*${CSP_REPORTS_PATH}`, () => {
      state().cspReports.length = 0;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
