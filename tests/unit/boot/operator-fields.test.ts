// What the operator's server reads of the container's main-API calls (SPEC §2, §7), through the
// engine: customBrand and lobbyURL in the game address (7), clientType in the ticket (10). The
// simulator checks them as a server would, so a wrong field is a game that does not load.
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const engines = useEngines(sim);
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

/** The forms of the main-API calls this test's engines send, by action. */
function apiForms(): Map<string, URLSearchParams> {
  const forms = new Map<string, URLSearchParams>();
  sim.server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/frontendAPI.do')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        const form = new URLSearchParams(body);
        forms.set(form.get('action') ?? '', form);
      });
  });
  return forms;
}

async function booted(search: string, clientType: 'mobile' | 'web' = 'web'): Promise<Engine> {
  const e = engines.start(`?e=demo&x=demo-token&${GAME}${search}`, { clientType });
  await settle(e.boot());
  return e;
}

describe("the operator's fields of the game address and the ticket", () => {
  it('sends customBrand and the lobby (lobbyURL) with the game address, which the game gets', async () => {
    const forms = apiForms();
    const e = await booted('&customBrand=brandX&origin=https%3A%2F%2Fop.test%2Flobby');
    expect(e.state.error).toBeNull();
    expect(forms.get('7')?.get('customBrand')).toBe('brandX');
    expect(forms.get('7')?.get('lobbyURL')).toBe('https://op.test/lobby');
    const address = new URL(e.state.gameUrl ?? '');
    expect(address.searchParams.get('brand')).toBe('brandX');
    expect(address.searchParams.get('lobby')).toBe('https://op.test/lobby');
  });

  it("without them, the lobby is the login's and no brand is sent", async () => {
    const forms = apiForms();
    const e = await booted('');
    expect(forms.get('7')?.get('customBrand')).toBe('');
    expect(forms.get('7')?.get('lobbyURL')).toBe(e.state.lobbyUrl);
    expect(new URL(e.state.gameUrl ?? '').searchParams.has('brand')).toBe(false);
  });

  it.each(['mobile', 'web'] as const)('sends clientType %s with the ticket', async (clientType) => {
    const forms = apiForms();
    const e = await booted('', clientType);
    expect(e.state.phase).toBe('ready');
    expect(forms.get('10')?.get('clientType')).toBe(clientType);
  });

  it('a brand the server cannot take is an error the player sees (505)', async () => {
    const e = await booted('&customBrand=%3Cb%3E');
    expect(e.state.phase).toBe('failed');
    expect(e.state.error?.code).toBe('505');
  });
});
