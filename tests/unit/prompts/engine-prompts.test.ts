// The prompts of SPEC §2 as an integrator sees them in the engine state: when each shows,
// what answering it does, plus the boot notices that do not stop a game (2, 301, Flash).
import { describe, expect, it, vi } from 'vitest';
import type { WorkerInit } from '../../../shared/engine/engine-api.ts';
import { type Engine, RECONNECT_DELAYS_MS } from '../../../src-worker/engine/engine.ts';
import { BROWSER_ADVICE_KEY } from '../../../src-worker/prompts/prompts.ts';
import { type KeyValueStore, memoryStore } from '../../../src-worker/lib/ports.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const LOBBY = 'origin=http%3A%2F%2Fapp.test%2Flobby';
const GAME = `gName=luckyfortune_1.0.0&gameType=1&mType=2001&${LOBBY}`;

function start(
  search: string,
  init: Partial<Pick<WorkerInit, 'clientType' | 'orientation' | 'browser'>> = {},
  store: KeyValueStore = memoryStore(),
): Engine {
  return engines.start(search, { ...init, store });
}

async function ready(search = `?e=demo&x=demo-token&${GAME}`, init = {}, store?: KeyValueStore) {
  const e = start(search, init, store);
  await settle(e.boot());
  e.gameReady();
  e.setScene('BaseGame');
  await vi.advanceTimersByTimeAsync(0);
  return e;
}

describe('close game', () => {
  it('asks before closing, and confirming tells the UI to leave', async () => {
    const e = await ready();
    e.requestClose();
    expect(e.state.prompt).toEqual({ kind: 'closeGame' });
    expect(e.answerPrompt('closeGame', true)).toEqual({ action: 'leave' });
    expect(e.state.prompt).toBeNull();
  });

  it('ignores an answer for a prompt that is no longer on top', async () => {
    const e = await ready();
    e.requestClose();
    expect(e.answerPrompt('browserAdvice', true)).toEqual({ action: 'none' });
    expect(e.state.prompt).toEqual({ kind: 'closeGame' });
    expect(e.answerPrompt('closeGame', false)).toEqual({ action: 'none' });
    expect(e.answerPrompt('closeGame', true)).toEqual({ action: 'none' });
  });

  it('cancelling keeps the game and leaves nothing queued', async () => {
    const e = await ready();
    e.requestClose();
    e.requestClose();
    expect(e.answerPrompt('closeGame', false)).toEqual({ action: 'none' });
    expect(e.state.prompt).toBeNull();
  });
});

describe('leaving this game for another', () => {
  it('names the other game in the player language, then loads it in place', async () => {
    const e = await ready(`?e=demo&x=demo-token&${GAME}&locale=th`);
    const first = e.state.gameUrl;
    expect(e.requestGameSwitch(3001)).toBe(true);
    expect(e.state.prompt).toEqual({
      kind: 'leaveGame',
      gameId: 3001,
      gameName: 'ราชาแห่งมหาสมุทร',
    });
    expect(e.answerPrompt('leaveGame', true)).toEqual({ action: 'none' });
    await vi.waitFor(() => expect(e.state.gameUrl).not.toBe(first), { timeout: 2000 });
    expect(new URL(e.state.gameUrl!).searchParams.get('mType')).toBe('3001');
    expect(e.state.gameReady).toBe(false);
  });

  it.each([
    ['the same game', `?e=demo&x=demo-token&${GAME}`, 2001],
    ['a game outside the list', `?e=demo&x=demo-token&${GAME}`, 999_999],
    ['redirects not allowed', `?e=demo&x=demo-token&${GAME}&isRedirectAllowed=false`, 3001],
  ])('is refused for %s', async (_, search, gameId) => {
    const e = await ready(search);
    expect(e.requestGameSwitch(gameId)).toBe(false);
    expect(e.state.prompt).toBeNull();
  });

  it('staying keeps the game that is running', async () => {
    const e = await ready();
    const first = e.state.gameUrl;
    e.requestGameSwitch(3001);
    e.answerPrompt('leaveGame', false);
    await vi.advanceTimersByTimeAsync(500);
    expect(e.state.gameUrl).toBe(first);
    expect(e.state.gameReady).toBe(true);
  });
});

describe('quick spin suggestion', () => {
  const impatientSpin = (e: Engine, presses: number): void => {
    e.spinRequested();
    e.setSpinning(true);
    for (let i = 1; i < presses; i += 1) e.spinRequested();
    e.setSpinning(false);
  };

  it('shows once after more than 4 presses per spin in the base game, and turns turbo on', async () => {
    const e = await ready();
    impatientSpin(e, 4);
    expect(e.state.prompt).toBeNull();
    impatientSpin(e, 7);
    expect(e.state.prompt).toEqual({ kind: 'quickSpin' });
    expect(e.answerPrompt('quickSpin', true)).toEqual({ action: 'enableTurbo' });
    impatientSpin(e, 20);
    expect(e.state.prompt).toBeNull();
  });

  it.each([
    ['outside the base game', (e: Engine) => e.setScene('FreeGame')],
    ['with turbo already on', (e: Engine) => e.setTurbo(true, false)],
    ['when the game forbids turbo', (e: Engine) => e.setTurbo(false, true)],
    ['with turbo on in the game status', (e: Engine) => e.reportStatus({ turbo: true })],
  ])('never shows %s', async (_, arrange) => {
    const e = await ready();
    arrange(e);
    impatientSpin(e, 10);
    expect(e.state.prompt).toBeNull();
  });
});

describe('portrait prompt', () => {
  it('covers a phone held sideways and goes when it turns upright', async () => {
    const e = await ready(undefined, { clientType: 'mobile', orientation: 'landscape' });
    expect(e.state.portraitAdvised).toBe(true);
    e.setOrientation('portrait');
    expect(e.state.portraitAdvised).toBe(false);
    e.setOrientation('landscape');
    expect(e.state.portraitAdvised).toBe(true);
  });

  it('never shows on a desktop', async () => {
    const e = await ready(undefined, { clientType: 'web', orientation: 'landscape' });
    expect(e.state.portraitAdvised).toBe(false);
  });
});

describe('browser advice', () => {
  it('advises Safari or Chrome once a day in other browsers', async () => {
    const store = memoryStore();
    const e = await ready(undefined, { browser: 'other' }, store);
    await vi.waitFor(() => expect(e.state.prompt).toEqual({ kind: 'browserAdvice' }));
    expect(e.answerPrompt('browserAdvice', true)).toEqual({ action: 'none' });
    expect(await store.get(BROWSER_ADVICE_KEY)).toBe(new Date().toDateString());
    e.dispose();
    const again = await ready(undefined, { browser: 'other' }, store);
    await vi.advanceTimersByTimeAsync(50);
    expect(again.state.prompt).toBeNull();
  });

  it('stays silent in Chrome and Safari', async () => {
    for (const browser of ['chrome', 'safari'] as const) {
      const e = await ready(undefined, { browser });
      await vi.advanceTimersByTimeAsync(50);
      expect(e.state.prompt).toBeNull();
      e.dispose();
    }
  });
});

describe('notices at boot that do not stop the game', () => {
  it('a Flash game is not embedded: the Flash notice leads back to the lobby', async () => {
    const e = start(
      `?e=demo&x=demo-token&gName=classicfruits_1.0.0&gameType=1&mType=1099&${LOBBY}`,
    );
    await settle(e.boot());
    expect(e.state.gameUrl).toBeNull();
    expect(e.state.prompt).toEqual({ kind: 'flash' });
    expect(e.answerPrompt('flash', true)).toEqual({ action: 'leave' });
  });

  it('insufficient balance (2) on the ticket shows confirm-only and the game still loads', async () => {
    const e = start(`?e=demo&x=low-balance&${GAME}`);
    await settle(e.boot());
    expect(e.state.error?.code).toBe('2');
    expect(e.state.phase).toBe('ready');
    expect(e.state.gameUrl).toMatch(/^http:\/\/game\.test\//);
    e.dismissError();
    expect(e.state.error).toBeNull();
  });

  it('301 shows reconnecting, retries the boot, and clears when the servers answer', async () => {
    const e = start(`?e=demo&x=token-301-${crypto.randomUUID()}&${GAME}`);
    await settle(e.boot());
    expect(e.state.error?.code).toBe('301');
    expect(e.state.phase).toBe('failed');
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0] - 100);
    expect(e.state.error?.code).toBe('301');
    // The simulator answers 301 three times: the third retry (2 + 4 + 8 s) gets through.
    for (let t = 0; t < 30_000 && e.state.phase !== 'ready'; t += 10) {
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
    expect(e.state.gameUrl).toBeTruthy();
  });
});
