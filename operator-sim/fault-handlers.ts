// Runs in Node (and in unit tests): msw handlers that apply the fault table and expose it.
import { HttpResponse, delay, getResponse, http, type RequestHandler } from 'msw';
import { parseFaultRules } from './fault-parse.ts';
import { FAULT_PRESETS, presetNamed } from './fault-presets.ts';
import { shapeResponse, shapesBody } from './fault-shaping.ts';
import { type FaultRule, MAX_FAULT_DELAY_MS } from './faults.ts';
import { fallbackOf } from './node-server.ts';
import { sameOrigin } from './origins.ts';
import { SCENARIOS, scenarioUrl } from './scenarios.ts';
import { isDeadLine, type SimWorld } from './world.ts';

/** The fault API's path on the app origin. */
export const FAULTS_PATH = '/__sim/faults';

/** Where a preset's one link lives on the app origin: `${FAULT_LINK_PATH}/<name>`. */
export const FAULT_LINK_PATH = '/__sim/fault';

function onAppOrigin(world: SimWorld, request: Request): boolean {
  return sameOrigin(new URL(request.url).origin, world.appOrigin);
}

const presetNames = (): string => FAULT_PRESETS.map((p) => p.name).join(', ');

/** A posted body's rules: `{"preset": name}` is that preset's, anything else is rules. */
function rulesOfBody(body: unknown): FaultRule[] | string {
  if (typeof body === 'object' && body !== null && 'preset' in body) {
    const { preset } = body;
    const found = typeof preset === 'string' ? presetNamed(preset) : undefined;
    if (found === undefined) return `unknown preset; the presets are ${presetNames()}`;
    return found.rules.map((r) => ({ ...r }));
  }
  return parseFaultRules(body);
}

/** The demo scenario's player URL with a fresh player, so a preset's link never reuses one. */
function freshDemoUrl(world: SimWorld): string {
  const demo = SCENARIOS.find((s) => s.name === 'demo') ?? SCENARIOS[0];
  const token = `player-${crypto.randomUUID()}`;
  return demo === undefined ? world.appOrigin : scenarioUrl(world.appOrigin, { ...demo, token });
}

/**
 * GET lists (with `holding`, the requests a delay holds now, and `released`, those it let go),
 * POST adds (a JSON rule, an array of rules or `{"preset": name}`), DELETE clears the fault
 * table; GET /__sim/fault/<name> sets one preset alone (`none`: no faults) and sends the browser
 * to the demo player. Only on the app origin; elsewhere the request falls through (to a 404).
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
      const rules = rulesOfBody(body);
      if (typeof rules === 'string') return HttpResponse.json({ error: rules }, { status: 400 });
      world.faults.add(rules);
      return HttpResponse.json({ faults: world.faults.list() }, { status: 201 });
    }),
    http.get(`*${FAULT_LINK_PATH}/:name`, ({ request, params }) => {
      if (!onAppOrigin(world, request)) return undefined;
      const name = typeof params['name'] === 'string' ? params['name'] : '';
      const preset = presetNamed(name);
      if (preset === undefined && name !== 'none') {
        const error = `unknown preset ${name}; the presets are none, ${presetNames()}`;
        return HttpResponse.json({ error }, { status: 404 });
      }
      world.faults.clear();
      if (preset !== undefined) world.faults.add(preset.rules);
      return new HttpResponse(null, {
        status: 303,
        headers: { Location: freshDemoUrl(world), 'Cache-Control': 'no-store' },
      });
    }),
  ];
}

/**
 * Waits `ms` on the global setTimeout (fake timers drive it); true when it ran out, false when
 * the request's signal aborted first (the client gave up), which clears the timer.
 */
function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The normal answer: the handlers after the gate, else the fallback of the server reached. */
async function normalAnswer(rest: RequestHandler[], request: Request): Promise<Response | null> {
  const handled = await getResponse(rest, request);
  if (handled !== undefined) return handled;
  const fallback = fallbackOf(request);
  return fallback ? fallback(request) : null;
}

/**
 * Runs before every other handler: dead lines answer a network error; a matching fault waits
 * `delayMs`, then drops (or its flapping route is down), answers its status, or hangs until the
 * client aborts (at most MAX_FAULT_DELAY_MS, then a network error); a rule that shapes the body
 * fetches the normal answer from `rest` (the handlers after the gate) and reshapes it; otherwise
 * the request falls through.
 */
export function faultGate(world: SimWorld, rest: () => RequestHandler[]): RequestHandler {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (isDeadLine(world, url.origin)) return HttpResponse.error();
    const applied = world.faults.take(request.method, url);
    if (applied === null) return undefined;
    const { rule, down } = applied;
    const { delayMs } = rule;
    // A delay is not cut short by the client leaving: the server still handles the request
    // late (an answer lost on the way, which the log pipeline's resend relies on).
    if (delayMs !== undefined && delayMs > 0) await world.faults.hold(() => delay(delayMs));
    if (rule.drop === true || down) return HttpResponse.error();
    if (rule.status !== undefined) return new HttpResponse(null, { status: rule.status });
    if (rule.hang === true) {
      // msw leaves a pending resolver pending when the fetch aborts: end it on the signal.
      await world.faults.hold(() => waitUnlessAborted(MAX_FAULT_DELAY_MS, request.signal));
      return HttpResponse.error();
    }
    if (!shapesBody(rule)) return undefined;
    const normal = await normalAnswer(rest(), request);
    if (normal === null) return undefined;
    return shapeResponse(normal, rule, (wait) => world.faults.hold(wait));
  });
}
