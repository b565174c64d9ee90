// The first load on a cheap phone: the container's screens wait for the game unless the player
// has something to read or answer.
import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import type { EngineError, EngineState } from '../../../shared/engine/engine-api.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import { screensNeeded, whenScreensNeeded } from '../../../src-ui/boot/screens-needed.ts';

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

describe('the screens load when the player needs them', () => {
  const booting = (): EngineState => initialState(parseQuery('?e=demo&x=t&mType=2001'));
  const failure: EngineError = { code: 'worker', trackingId: 't-1' };

  it('not while the game loads, once it is ready', () => {
    const state = booting();
    for (const phase of ['config', 'lines', 'login', 'game', 'ready'] as const) {
      expect(screensNeeded({ ...state, phase }, null)).toBe(false);
    }
    expect(screensNeeded({ ...state, phase: 'ready', gameReady: true }, null)).toBe(true);
  });

  it('at once for an error, a prompt, the portrait advice, a stopped boot or a dead worker', () => {
    const state = booting();
    expect(screensNeeded({ ...state, error: { code: '6003', trackingId: 'x' } }, null)).toBe(true);
    expect(screensNeeded({ ...state, prompt: { kind: 'flash' } }, null)).toBe(true);
    expect(screensNeeded({ ...state, portraitAdvised: true }, null)).toBe(true);
    expect(screensNeeded({ ...state, phase: 'failed' }, null)).toBe(true);
    // Another tab of the account plays: the one-game notice, before any game here.
    for (const turn of ['elsewhere', 'moved'] as const) {
      const regulation = { ...state.regulation, turn };
      expect(screensNeeded({ ...state, regulation }, null)).toBe(true);
    }
    expect(
      screensNeeded({ ...state, regulation: { ...state.regulation, turn: 'here' } }, null),
    ).toBe(false);
    expect(screensNeeded(state, failure)).toBe(true);
  });

  it('resolves when the mirror or the host state comes to need them', async () => {
    const mirror = proxy(booting());
    const host = proxy<{ failure: EngineError | null }>({ failure: null });
    const ready = whenScreensNeeded(mirror, host);
    mirror.phase = 'ready';
    expect(await settled(ready)).toBe(false);
    mirror.gameReady = true;
    expect(await settled(ready)).toBe(true);

    const dead = whenScreensNeeded(proxy(booting()), host);
    host.failure = failure;
    expect(await settled(dead)).toBe(true);
  });
});
