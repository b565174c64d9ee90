// The mirror's frame queue: what the engine sends in a burst reaches the page once a frame, in
// a task after the frame's rendering; at once when asked or when the page hides; and after a
// short timer when no frame comes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameQueue, FRAME_FALLBACK_MS } from '../../../src-ui/mirror/frame-queue.ts';

/** A page whose animation frames and posted tasks the test runs by hand. */
function fakePage() {
  const frames = new Map<number, () => void>();
  const listeners: (() => void)[] = [];
  const posted: (() => void)[] = [];
  let next = 0;
  class FakeChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => posted.push(() => this.port1.onmessage?.({ data })),
    };
  }
  vi.stubGlobal('MessageChannel', FakeChannel);
  const page = {
    visibilityState: 'visible' as 'visible' | 'hidden',
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('document', page);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    next += 1;
    frames.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return {
    /** Runs the animation frame's callbacks, as the browser's rendering update does. */
    frame() {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
    /** Runs the tasks posted so far, in order. */
    tasks() {
      for (const task of posted.splice(0)) task();
    },
    pending: () => frames.size,
    hide() {
      page.visibilityState = 'hidden';
      for (const listener of listeners) listener();
    },
  };
}

describe('frame queue', () => {
  let page: ReturnType<typeof fakePage>;
  beforeEach(() => {
    vi.useFakeTimers();
    page = fakePage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands a burst over once, together, in a task after the animation frame', () => {
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(page.pending()).toBe(1);
    page.frame();
    // Not inside the frame's callbacks: the rendering update stays the browser's and the game's.
    expect(handed).toEqual([]);
    page.tasks();
    expect(handed).toEqual([[1, 2, 3]]);
    queue.push(4);
    page.frame();
    page.tasks();
    expect(handed).toEqual([[1, 2, 3], [4]]);
  });

  it('hands over at once when flushed, and the task posted before hands over nothing more', () => {
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    page.frame();
    queue.push(2);
    queue.flush();
    expect(handed).toEqual([[1, 2]]);
    queue.push(3);
    page.tasks();
    // Item 3 waits for its own frame: the stale task did not take it in the same frame.
    expect(handed).toEqual([[1, 2]]);
    page.frame();
    page.tasks();
    expect(handed).toEqual([[1, 2], [3]]);
  });

  it('on a hidden page, hands over after FRAME_FALLBACK_MS; a page that hides, at once', () => {
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    page.hide();
    expect(handed).toEqual([[1]]);
    queue.push(2);
    expect(page.pending()).toBe(0);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1);
    expect(handed).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(handed).toEqual([[1], [2]]);
  });

  it('hands over after FRAME_FALLBACK_MS when no frame comes on a visible page, once', () => {
    // The operator's page hid the frame the container runs in: the browser stops rendering it.
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS);
    expect(handed).toEqual([[1]]);
    // The frame that comes late finds nothing left to hand over.
    page.frame();
    page.tasks();
    expect(handed).toEqual([[1]]);
  });

  it('a frame in time cancels the fallback: a burst is handed over once', () => {
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    page.frame();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2);
    // The task posted from the frame hands over, not the timer within the frame's work.
    expect(handed).toEqual([]);
    page.tasks();
    expect(handed).toEqual([[1]]);
  });
});
