// The mirror's frame queue: what the engine sends in a burst reaches the page once a frame, in
// a task after the frame's rendering, and at once when asked or when the page hides.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameQueue, FRAME_FALLBACK_MS } from '../../src-ui/frame-queue.ts';

/** A page whose animation frames the test runs by hand. */
function fakePage() {
  const frames = new Map<number, () => void>();
  const listeners: (() => void)[] = [];
  let next = 0;
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
    pending: () => frames.size,
    hide() {
      page.visibilityState = 'hidden';
      for (const listener of listeners) listener();
    },
  };
}

/** Lets the tasks already posted run. */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('frame queue', () => {
  let page: ReturnType<typeof fakePage>;
  beforeEach(() => {
    page = fakePage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands a burst over once, together, in a task after the animation frame', async () => {
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(page.pending()).toBe(1);
    page.frame();
    // Not inside the frame's callbacks: the rendering update stays the browser's and the game's.
    expect(handed).toEqual([]);
    await tasks();
    expect(handed).toEqual([[1, 2, 3]]);
    queue.push(4);
    page.frame();
    await tasks();
    expect(handed).toEqual([[1, 2, 3], [4]]);
  });

  it('hands over at once when flushed, and the task posted before hands over nothing more', async () => {
    const handed: number[][] = [];
    const queue = createFrameQueue<number>((items) => handed.push(items));
    queue.push(1);
    page.frame();
    queue.push(2);
    queue.flush();
    expect(handed).toEqual([[1, 2]]);
    queue.push(3);
    await tasks();
    // Item 3 waits for its own frame: the stale task did not take it in the same frame.
    expect(handed).toEqual([[1, 2]]);
    page.frame();
    await tasks();
    expect(handed).toEqual([[1, 2], [3]]);
  });

  it('on a hidden page, hands over after FRAME_FALLBACK_MS; a page that hides, at once', () => {
    vi.useFakeTimers();
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
});
