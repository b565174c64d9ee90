// Runs on the main thread: hands over what arrives in bursts at most once an animation frame.

/** On a hidden page (no animation frames) the items are handed over this often at most. */
export const FRAME_FALLBACK_MS = 100;

/** A queue that hands its items over together, at most once a frame. */
export interface FrameQueue<T> {
  push(item: T): void;
  /** Hands over what waits now. */
  flush(): void;
}

/**
 * Items pushed in one frame are handed over together in a task of their own, posted from the
 * next animation frame. The handler runs after that frame's rendering rather than inside it:
 * there it lengthened the one task in which the page and the same-site game frame compute style,
 * lay out and paint together, the task that goes over 50 ms on a cheap phone. A hidden page gets
 * no frames: there (and where there is no `requestAnimationFrame`, as in Node) a timer of
 * FRAME_FALLBACK_MS stands in, and a page that hides hands over what waits at once.
 */
export function createFrameQueue<T>(handle: (items: T[]) => void): FrameQueue<T> {
  let items: T[] = [];
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The task posted from the last frame; an older one that arrives late hands over nothing. */
  let posted = 0;
  let channel: MessageChannel | null = null;
  const flush = (): void => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
    posted += 1;
    if (items.length === 0) return;
    const taken = items;
    items = [];
    handle(taken);
  };
  const afterFrame = (): void => {
    frame = null;
    if (channel === null) {
      channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<number>) => {
        if (event.data === posted) flush();
      };
    }
    posted += 1;
    channel.port2.postMessage(posted);
  };
  const framesCome = (): boolean =>
    typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible';
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return {
    push(item) {
      items.push(item);
      if (items.length > 1) return;
      if (framesCome()) frame = requestAnimationFrame(afterFrame);
      else timer = setTimeout(flush, FRAME_FALLBACK_MS);
    },
    flush,
  };
}
