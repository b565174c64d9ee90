// The first load on a cheap phone: the worker's script is fetched once, and the container's
// screens wait for the game unless the player has something to read or answer.
import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import type { EngineError, EngineState } from '../../shared/engine-api.ts';
import { initialState } from '../../shared/initial-state.ts';
import { parseQuery } from '../../shared/query.ts';
import { screensNeeded, whenScreensNeeded } from '../../src-ui/screens-needed.ts';
import { PRELOAD_WAIT_MS, workerPreloaded } from '../../src-ui/worker-preload.ts';

/** A page head with the engine worker's modulepreload link, or none. */
function pageWith(link: EventTarget | null): Document {
  return { querySelector: () => link } as unknown as Document;
}
function preloadLink(href: string): EventTarget & { href: string } {
  return Object.assign(new EventTarget(), { href });
}
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

describe('the engine worker waits for its preload', () => {
  it('starts at once when the page has no preload (the dev server)', async () => {
    expect(await settled(workerPreloaded(pageWith(null)))).toBe(true);
  });

  it('waits while the preload is on its way, and starts when it has loaded', async () => {
    const link = preloadLink('http://app.test/assets/engine-worker-a.js');
    const waiting = workerPreloaded(pageWith(link));
    expect(await settled(waiting)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('still starts when the preload failed (the worker then tries for itself)', async () => {
    const link = preloadLink('http://app.test/assets/engine-worker-b.js');
    const waiting = workerPreloaded(pageWith(link));
    link.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });

  it('starts after a bounded wait when the preload never reports (never not at all)', async () => {
    vi.useFakeTimers();
    try {
      const link = preloadLink('http://app.test/assets/engine-worker-d.js');
      const waiting = workerPreloaded(pageWith(link));
      await vi.advanceTimersByTimeAsync(PRELOAD_WAIT_MS - 1);
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(waiting)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once when the preload finished before the entry ran', async () => {
    const href = 'http://app.test/assets/engine-worker-c.js';
    // The browser's timeline has an entry for a finished fetch of that address.
    performance.mark(href);
    expect(await settled(workerPreloaded(pageWith(preloadLink(href))))).toBe(true);
  });
});

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
