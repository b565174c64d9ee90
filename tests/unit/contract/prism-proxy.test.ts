// The simulator answers exactly what the operator's contract says (issue 45), checked by the tool
// an operator's team would use: Stoplight Prism's proxy in front of the simulator's API line
// validates each request and answer against docs/operator-api.yaml and marks a violation in the
// sl-violations header. Every operation of the document is called as the container calls it
// (the main API's five actions, a seat taken, a wheel spin, the logs, an icon and a card image),
// and the refusals (a status other than 0000) of the refusing scenarios' tokens: the main API's
// and each service's the document lists (operator-calls.ts `refusals`).
// Excluded by name, as the document says: the fault scenarios that send bad data on purpose,
// `login-not-json` (token `bad-json`), `broken-config` and the QA fault table (`/__sim/faults`).
// The notification stream goes through with the container's own client: Prism validates and
// forwards an answer only once it has ended, so the stream passes when the simulator ends it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandlers, testWorld } from '../../../operator-sim/handlers.ts';
import { stormHits } from '../../../operator-sim/jackpot-data.ts';
import { type RunningServer, serveHandlers } from '../../../operator-sim/node-server.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { notificationUrl } from '../../../src-worker/session/notifications.ts';
import { createSseClient, type SseMessage } from '../../../src-worker/session/sse-client.ts';
import { CALLS, type OperatorCall } from '../../contract/operator-calls.ts';
import { ACTIONS } from '../../contract/operator-parts.ts';
import { streamEventCheck } from '../../contract/stream-events.ts';
import { PRISM_START_MS, type RunningPrism, startPrism } from '../../support/prism.ts';

/** The ports: the simulator's line and Prism (the contract tests' own, 5430-5460). */
const SIM_PORT = Number(process.env['PRISM_SIM_PORT'] ?? 5441);
const PRISM_PORT = Number(process.env['PRISM_PROXY_PORT'] ?? 5442);

/** Tokens whose login the simulator refuses (data.ts): rejected, maintenance, demo accounts full. */
const REFUSED = ['token-9005', 'token-219', 'demo-full'];

/** What a JSON body's field carries in these calls (anything else: a text). */
const SAMPLE: Record<string, unknown> = {
  gameId: 2001,
  seatId: 4,
  timestamp: 1,
  orientation: 'portrait',
};

const world = testWorld();
let sim: RunningServer;
let prism: RunningPrism;
beforeAll(async () => {
  sim = await serveHandlers(createHandlers(world), { port: SIM_PORT });
  prism = await startPrism('proxy', PRISM_PORT, sim.origin);
}, PRISM_START_MS);
afterAll(async () => {
  await prism.stop();
  await sim.close();
});

/**
 * One request through the proxy: Prism's violations, or what else went wrong ('' when none). Each
 * call here is one the simulator takes (a refusal too is HTTP 200): an HTTP error is a mismatch
 * the document allows (its 4XX) but the container never meets, as when the document said a log
 * POST was one event and the simulator refused it with 400.
 */
async function through(path: string, init: RequestInit): Promise<string> {
  const response = await fetch(`${prism.origin}${path}`, init);
  await response.arrayBuffer();
  const violations = response.headers.get('sl-violations') ?? '';
  // A path the document lacks: Prism answers with a problem of its own instead of forwarding.
  const problem = response.headers.get('content-type')?.includes('problem+json') === true;
  if (violations || problem) return violations || `HTTP ${response.status}, Prism's problem`;
  return response.ok ? '' : `HTTP ${response.status}`;
}

/** A call of the contract as the container makes it, with the demo player's token or `token`. */
function requestOf(call: OperatorCall, token = 'demo'): RequestInit {
  const headers: Record<string, string> = call.auth === true ? { Authorization: token } : {};
  const json = call.json;
  if (json === undefined) return { method: call.method.toUpperCase(), headers };
  const body = Object.fromEntries(Object.keys(json).map((k) => [k, SAMPLE[k] ?? 'text']));
  return {
    method: call.method.toUpperCase(),
    headers: { ...headers, 'Content-Type': 'application/json' },
    // A batch (the log events) is a list of such bodies.
    body: JSON.stringify(call.jsonList === undefined ? body : [body]),
  };
}

describe('prism proxy docs/operator-api.yaml <the simulator>', () => {
  it('finds no violation in any call of the contract', async () => {
    const found: string[] = [];
    for (const call of CALLS.filter((c) => c.id !== 'mainApi')) {
      const path = (call.example ?? call.path).replace('{gameId}', '2001');
      const violations = await through(path, requestOf(call));
      if (violations) found.push(`${call.id} ${path}: ${violations}`);
      for (const r of call.refusals ?? []) {
        const asked = (r.example ?? path).replace('{gameId}', '2001');
        const refused = await through(asked, requestOf(call, r.token));
        if (refused) found.push(`${call.id} refused ${r.status}: ${refused}`);
      }
    }
    for (const a of ACTIONS) {
      const body = new URLSearchParams({ action: a.action, x: 'demo', ...a.form });
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const violations = await through('/frontendAPI.do', { method: 'POST', headers, body });
      if (violations) found.push(`action ${a.action}: ${violations}`);
    }
    for (const x of REFUSED) {
      const body = new URLSearchParams({ action: '101', x });
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const violations = await through('/frontendAPI.do', { method: 'POST', headers, body });
      if (violations) found.push(`refused ${x}: ${violations}`);
    }
    expect(found).toEqual([]);
  }, 60_000);

  it("passes the container's stream once the simulator ends it, and its reconnect", async () => {
    const hub = sseHubOf(world);
    const before = prism.output().length;
    const asked: (string | null)[] = [];
    const marked: string[] = [];
    const received: SseMessage[] = [];
    const watched: typeof fetch = async (input, init) => {
      asked.push(new Headers(init?.headers).get('Last-Event-ID'));
      const response = await fetch(input, init);
      marked.push(response.headers.get('sl-violations') ?? '');
      return response;
    };
    const client = createSseClient(
      { fetch: watched, clock: systemClock() },
      {
        url: notificationUrl(prism.origin, '10001', 1),
        headers: { Authorization: 'demo' },
        onMessage: (message) => received.push(message),
      },
    );
    const opened = (n: number) =>
      vi.waitFor(() => expect(hub.stats().open).toBe(n), { timeout: 10_000 });
    client.start();
    try {
      await opened(1);
      hub.push([
        { type: 'jackpotHit', data: stormHits(Date.now())[0] },
        { type: 'quest', data: { questId: 'q-daily', progress: 1, goal: 10 } },
      ]);
      // The simulator ends the stream: Prism answers with all of it, the client reconnects
      // (the stream's `retry`, 1 s) with the last event's id, and that stream ends too.
      hub.reset();
      await opened(1);
      hub.reset();
      await vi.waitFor(() => expect(marked).toHaveLength(2), { timeout: 10_000 });
    } finally {
      client.stop();
      hub.reset();
    }
    expect(asked.slice(0, 2)).toEqual([null, '2']);
    expect(marked).toEqual(['', '']);
    expect(prism.output().slice(before)).not.toMatch(/Violation|Request terminated/);
    expect(received.map((m) => [m.type, m.id])).toEqual([
      ['jackpotHit', '1'],
      ['quest', '2'],
    ]);
    const check = streamEventCheck();
    expect(received.flatMap((m) => check({ event: m.type, id: m.id, data: m.data }))).toEqual([]);
  });

  it('does see a violation (a path the contract lacks, an answer that breaks it)', async () => {
    expect(await through('/icons/logo.png', {})).not.toBe('');
    // The scenario that breaks the contract on purpose: the login answers an HTML page.
    const body = new URLSearchParams({ action: '101', x: 'bad-json' });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect(await through('/frontendAPI.do', { method: 'POST', headers, body })).not.toBe('');
  });
});
