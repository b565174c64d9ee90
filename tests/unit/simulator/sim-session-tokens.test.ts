// Runs in Vitest (Node): the simulator's session scenarios (locked, expired, 9020 once, a session
// taken by a newer login, an unknown code), as the main API answers them.
import { describe, expect, it } from 'vitest';
import { SECOND_LOGIN_TOKEN_PREFIX, UNSTABLE_TOKEN_PREFIX } from '../../../operator-sim/data.ts';
import { SCENARIOS, scenarioUrl } from '../../../operator-sim/scenarios.ts';
import type { LoginData } from '../../../src-worker/boot/wire.ts';
import { apiJson as apiAnswer } from '../support/sim-api.ts';
import { useSimServer } from '../support/sim-server.ts';

useSimServer();
const LINE = 'http://line-a.test';

const apiJson = (fields: Record<string, string>) => apiAnswer(LINE, fields);
const GAME = { gameType: '1', mType: '2001', clientType: 'web' };

describe('session scenarios of the main API', () => {
  it('logs a locked user in with userStatus 1', async () => {
    const body = await apiJson({ action: '101', x: 'locked-user' });
    expect((body.data as LoginData).userStatus).toBe(1);
  });

  it.each(['9029', '9030', '9020', '4242'])('token-%s answers its status', async (code) => {
    expect(await apiJson({ action: '101', x: `token-${code}` })).toEqual({ status: code });
  });

  it('answers 9020 to the first call of a token-9020-* token only', async () => {
    const x = `${UNSTABLE_TOKEN_PREFIX}${crypto.randomUUID()}`;
    expect(await apiJson({ action: '101', x })).toEqual({ status: '9020' });
    expect((await apiJson({ action: '101', x })).status).toBe('0000');
  });

  it('takes a second-login session once the boot had its game list and address: 9014 after', async () => {
    const x = `${SECOND_LOGIN_TOKEN_PREFIX}-${crypto.randomUUID()}`;
    expect((await apiJson({ action: '101', x })).status).toBe('0000');
    expect((await apiJson({ action: '7', x, ...GAME })).status).toBe('0000');
    expect((await apiJson({ action: '10', x, ...GAME })).status).toBe('0000');
    expect((await apiJson({ action: '16', x })).status).toBe('0000');
    expect(await apiJson({ action: '9', x })).toEqual({ status: '9014' });
    expect(await apiJson({ action: '7', x, ...GAME })).toEqual({ status: '9014' });
  });

  it('leaves the lobby out of a scenario that asks for none', () => {
    const noLobby = SCENARIOS.find((s) => s.name === 'token-rejected-no-lobby')!;
    expect(new URL(scenarioUrl('http://app.test', noLobby)).searchParams.has('origin')).toBe(false);
    const demo = SCENARIOS.find((s) => s.name === 'demo')!;
    expect(new URL(scenarioUrl('http://app.test', demo)).searchParams.get('origin')).toBe(
      'http://app.test/lobby',
    );
  });
});
