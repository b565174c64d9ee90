// Runs in Node (and in unit tests): msw handlers that apply the fault table and expose it.
import { HttpResponse, delay, http, type RequestHandler } from 'msw';
import { parseFaultRules } from './faults.ts';
import { sameOrigin } from './origins.ts';
import { isDeadLine, type SimWorld } from './world.ts';

/** The fault API's path on the app origin. */
export const FAULTS_PATH = '/__sim/faults';

function onAppOrigin(world: SimWorld, request: Request): boolean {
  return sameOrigin(new URL(request.url).origin, world.appOrigin);
}

/**
 * GET lists (with `holding`, the requests a delay holds now, and `released`, those it let go),
 * POST adds (a JSON rule or array of rules), DELETE clears the fault table.
 * Only on the app origin; elsewhere the request falls through (and ends in a 404).
 */
export function faultApiHandlers(world: SimWorld): RequestHandler[] {
  const list = (): Response =>
    HttpResponse.json({ faults: world.faults.list(), ...world.faults.delays });
  return [
    http.get(`*${FAULTS_PATH}`, ({ request }) =>
      onAppOrigin(world, request) ? list() : undefined,
    ),
    http.delete(`*${FAULTS_PATH}`, ({ request }) => {
      if (!onAppOrigin(world, request)) return undefined;
      world.faults.clear();
      return list();
    }),
    http.post(`*${FAULTS_PATH}`, async ({ request }) => {
      if (!onAppOrigin(world, request)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(await request.text()) as unknown;
      } catch {
        return HttpResponse.json({ error: 'body must be JSON' }, { status: 400 });
      }
      const rules = parseFaultRules(body);
      if (typeof rules === 'string') return HttpResponse.json({ error: rules }, { status: 400 });
      world.faults.add(rules);
      return HttpResponse.json({ faults: world.faults.list() }, { status: 201 });
    }),
  ];
}

/**
 * Runs before every other handler: dead lines answer a network error; a matching fault
 * waits, then drops or answers its status; otherwise the request falls through.
 */
export function faultGate(world: SimWorld): RequestHandler {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (isDeadLine(world, url.origin)) return HttpResponse.error();
    const rule = world.faults.take(request.method, url);
    if (rule === null) return undefined;
    const { delayMs } = rule;
    if (delayMs !== undefined && delayMs > 0) await world.faults.hold(() => delay(delayMs));
    if (rule.drop === true) return HttpResponse.error();
    if (rule.status !== undefined) return new HttpResponse(null, { status: rule.status });
    return undefined;
  });
}
