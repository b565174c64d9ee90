// Runs in the browser, in every frame of the checked page (Playwright's init script, before the
// page's own scripts): records what the checker judges. In the container's top frame, every
// message it receives and who sent it; in the game's frame, every message the game receives, its
// uncaught errors, its CSP violations and its window.open calls. Serialised by Playwright, so it
// uses nothing from outside its own body.

/** One message a frame received. */
export interface HeardMessage {
  /** Date.now() when it arrived. */
  at: number;
  origin: string;
  /** Top frame: 'game' (the game frame's window), 'frame' (another frame), 'other'. Game frame: 'parent' or 'other'. */
  from: 'game' | 'frame' | 'parent' | 'other';
  data: unknown;
}

/** A problem seen in a frame. */
export interface FrameProblem {
  kind: 'error' | 'csp' | 'popup';
  text: string;
}

/** What one frame recorded; read with `window.__checker`. */
export interface FrameRecord {
  /** performance.timeOrigin: when the frame's document started loading (epoch ms). */
  timeOrigin: number;
  heard: HeardMessage[];
  problems: FrameProblem[];
}

/** Installs the recorder in this frame; `gamePrefix` is the game address's origin and path. */
export function installRecorder(gamePrefix: string): void {
  const scope = window as unknown as { __checker?: FrameRecord };
  if (scope.__checker) return;
  const record: FrameRecord = { timeOrigin: performance.timeOrigin, heard: [], problems: [] };
  scope.__checker = record;
  const isTop = window === window.top;
  const gameWindow = (): Window | null => {
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      if (frame.src.startsWith(gamePrefix)) return frame.contentWindow;
    }
    return null;
  };
  const sender = (source: MessageEventSource | null): HeardMessage['from'] => {
    if (!isTop) return source !== null && source === window.parent ? 'parent' : 'other';
    if (source !== null && source === gameWindow()) return 'game';
    for (let i = 0; i < window.frames.length; i += 1) {
      if (source === window.frames[i]) return 'frame';
    }
    return 'other';
  };
  window.addEventListener(
    'message',
    (event) => {
      record.heard.push({
        at: Date.now(),
        origin: event.origin,
        from: sender(event.source),
        data: event.data as unknown,
      });
    },
    true,
  );
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      record.problems.push({
        kind: 'csp',
        text: `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline block'}`,
      });
    },
    true,
  );
  if (isTop) return;
  window.addEventListener('error', (event) => {
    record.problems.push({ kind: 'error', text: event.message || String(event.error) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as unknown;
    const text = reason instanceof Error ? reason.message : String(reason);
    record.problems.push({ kind: 'error', text: `unhandled rejection: ${text}` });
  });
  const open = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    record.problems.push({ kind: 'popup', text: `window.open(${String(args[0] ?? '')})` });
    return open(...args);
  };
}

/**
 * The recorder as an init script's source. A string, not the function: run through tsx, the
 * function's body calls esbuild's `__name` helper (keepNames), which the page does not have.
 */
export function recorderScript(gamePrefix: string): string {
  return `globalThis.__name ??= (f) => f; (${installRecorder.toString()})(${JSON.stringify(gamePrefix)});`;
}
