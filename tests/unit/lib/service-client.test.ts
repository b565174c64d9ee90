// The service client: token header, 5 s timeout, codes as strings, shapes checked at the boundary.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { isRecord } from '../../../shared/lib/is-record.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { badShape, serviceJson } from '../../../src-worker/lib/service-client.ts';
import { settle } from '../support/settle.ts';
import { useSimServer } from '../support/sim-server.ts';

const seen: { auth: string | null; body: string }[] = [];
useSimServer({
  only: [
    http.all('http://seat.test/seat/v1/:what', async ({ request, params }) => {
      seen.push({ auth: request.headers.get('Authorization'), body: await request.text() });
      switch (params['what']) {
        case 'ok':
          return HttpResponse.json({ status: '0000', data: { seatId: 3 } });
        case 'numeric':
          return HttpResponse.json({ status: 10009 });
        case 'status-one':
          return HttpResponse.json({ status: '1' });
        case 'status-6003':
          return HttpResponse.json({ status: 6003 });
        case 'slow':
          await delay(6_000);
          return HttpResponse.json({ status: '0000', data: {} });
        case 'html':
          return new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } });
        case 'down':
          return HttpResponse.error();
        default:
          return new HttpResponse(null, { status: 502 });
      }
    }),
  ],
  timers: 'all',
});
beforeEach(() => {
  seen.length = 0;
});

// Read fetch at call time: msw replaces it when the server starts listening.
const deps = {
  fetch: ((...args) => globalThis.fetch(...args)) as typeof fetch,
  clock: systemClock(),
};
const seatId = (raw: unknown): number => {
  const data = isRecord(raw) && isRecord(raw['data']) ? raw['data'] : null;
  if (typeof data?.['seatId'] !== 'number') throw badShape('seatId');
  return data['seatId'];
};

describe('serviceJson', () => {
  it('sends the token in the Authorization header and a JSON body, and validates the answer', async () => {
    const call = serviceJson(
      deps,
      { url: 'http://seat.test/seat/v1/ok', method: 'PUT', token: 'tok', body: { gameId: 2001 } },
      seatId,
    );
    await expect(settle(call)).resolves.toBe(3);
    expect(seen).toEqual([{ auth: 'tok', body: '{"gameId":2001}' }]);
  });

  it.each([
    ['numeric', '10009', 'status'],
    ['slow', '1', 'timeout'],
    ['html', '6003', 'shape'],
    ['down', '1', 'network'],
    // The server answered: no lost connection, the service's own failure.
    ['bad-gateway', '1', 'http'],
    // A server may answer our own codes: the kind, not the code, says it refused.
    ['status-one', '1', 'status'],
    ['status-6003', '6003', 'status'],
  ])('%s gives code %s as a string, of kind %s', async (what, code, kind) => {
    const call = serviceJson(deps, { url: `http://seat.test/seat/v1/${what}` }, seatId);
    await expect(settle(call)).rejects.toMatchObject({ code, kind });
  });

  it('times out after exactly 5000 ms', async () => {
    const call = serviceJson(deps, { url: 'http://seat.test/seat/v1/slow' }, seatId);
    const outcome = call.then(
      () => 'resolved',
      () => 'rejected',
    );
    for (let t = 0; t < 4_990; t += 10) await vi.advanceTimersByTimeAsync(10);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    await vi.advanceTimersByTimeAsync(20);
    expect([early, await outcome]).toEqual(['pending', 'rejected']);
  });

  it('turns a wrong shape into code 6003, never a crash deeper in', async () => {
    const call = serviceJson(deps, { url: 'http://seat.test/seat/v1/ok' }, (raw): unknown[] => {
      if (!Array.isArray(raw)) throw badShape('list');
      return raw as unknown[];
    });
    await expect(settle(call)).rejects.toMatchObject({ code: '6003', kind: 'shape' });
  });
});
