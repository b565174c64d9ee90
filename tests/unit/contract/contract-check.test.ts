// `npm run contract:check` (issue 31) against the simulator itself: an operator points it at
// their backend; here the simulator must pass it with no mismatch, and a backend whose answer
// breaks a schema is reported with the call and the field's path.
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkBackend } from '../../contract/contract-check.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, server } = useSimServer();

describe('the contract check', () => {
  it('passes the simulator: every read-only call answers within its schema', async () => {
    const results = await checkBackend({ baseUrl: world.appOrigin, token: 'demo', wheelCode: 'WHEEL7' });
    const notOk = results.filter((r) => r.outcome !== 'ok');
    expect(notOk).toEqual([]);
    expect(results.map((r) => r.call)).toEqual(
      expect.arrayContaining(['envConfig', 'mainApi 101', 'seats', 'jackpotWinners', 'openRounds', 'inventory', 'campaignCycles', 'wheelSetting', 'wheelQuest']),
    );
  }, 60_000);

  it('names the call and the field of an answer that breaks its schema', async () => {
    server.use(
      http.get('*/seat/v1/info/slot/:gameId', () =>
        HttpResponse.json({ status: '0000', data: { gameId: 2001, totalSeat: 1 } }),
      ),
    );
    const results = await checkBackend({ baseUrl: world.appOrigin, token: 'demo' });
    expect(results.filter((r) => r.outcome === 'mismatch')).toEqual([
      expect.objectContaining({ call: 'seats', detail: 'unexpected answer: seats: data.seatInfos' }),
    ]);
  }, 60_000);
}); // prettier-ignore
