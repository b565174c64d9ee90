// Runs on the main thread: hands over what arrives in bursts at most once an animation frame.

/**
 * When no animation frame comes, the items are handed over after this long: on a hidden page,
 * and in a frame the browser has stopped rendering (the operator's page hid or scrolled away the
 * frame the container runs in) while the page itself still counts as visible.
 */
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
 * lay out and paint together, the task that goes over 50 ms on a cheap phone. A timer of
 * FRAME_FALLBACK_MS hands them over when no frame comes first (a hidden page, a frame the
 * browser no longer renders, or no `requestAnimationFrame` at all, as in Node), and a page that
 * hides hands over what waits at once.
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
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (channel === null) {
      channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<number>) => {
        if (event.data === posted) flush();
      };
    }
    posted += 1;
    channel.port2.postMessage(posted);
  };
  const framesMayCome = (): boolean =>
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
      if (framesMayCome()) frame = requestAnimationFrame(afterFrame);
      timer = setTimeout(flush, FRAME_FALLBACK_MS);
    },
    flush,
  };
}
