// Shared by the page's head (src-ui/engine/head-boot.ts) and the worker (src-worker/lib/http.ts):
// the one request whose deadline covers the whole answer, its body included. A phone between
// cells often gets an answer's headers and then nothing more: a timeout that stops at the
// headers would leave the player on the spinner for ever.

// The page and the worker both have AbortController; shared/ compiles without either's library,
// so this module declares the part it uses (as shared/lines/speed-test.ts does).
declare const AbortController: new () => {
  readonly signal: never;
  abort(reason?: unknown): void;
};

/**
 * The abort reason of a request its deadline stopped, so a watcher of the requests
 * (src-worker/errors/connection.ts) tells a deadline from a cancel by its caller; the tests'
 * worker clock leaves a timer that names it to real time (tests/e2e/worker-clock.ts).
 */
export const REQUEST_TIMED_OUT = 'request timed out';

/** The part of an answer a request reads: its status, headers and body. */
export interface AnswerLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  body: { cancel(): Promise<void> } | null;
}

/** A caller's signal: aborting it cancels the request. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', fn: () => void, options?: { once: boolean }): void;
  removeEventListener(type: 'abort', fn: () => void): void;
}

/** What a request needs: the host's fetch (a method, so either's own types satisfy it) and timers. */
export interface RequestDeps {
  fetch(url: string, init: { signal: never }): Promise<AnswerLike>;
  clock: {
    setTimeout(fn: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  };
}

/** A whole answer: its HTTP status, the headers the caller may read, and its body's text. */
export interface Answered {
  status: number;
  headers: { get(name: string): string | null };
  text: string;
}

/**
 * How a request ended without a whole answer: no answer or a body cut off ('network'), the
 * deadline passed first, headers or not ('timeout'), or the caller cancelled it ('cancelled').
 */
export interface Unanswered {
  failed: 'network' | 'timeout' | 'cancelled';
}

/** How long a request may take, who may cancel it, and whether its body is wanted. */
export interface RequestOptions {
  /** The deadline for the whole answer, its body included. */
  timeoutMs: number;
  /** The caller's signal: aborting it cancels the request. */
  signal?: CancelSignal | undefined;
  /** False when only the status is wanted (a log POST's): the body is cancelled unread. */
  read?: boolean;
}

/**
 * Fetches `url` and reads its body, all within `timeoutMs`: when the deadline passes (before the
 * headers or in the middle of the body) the request is aborted and the answer is `timeout`, even
 * where an aborted fetch's body never ends (a mocked one); `signal` cancels it. With `read`
 * false the body is cancelled at once, which also frees the connection; its text is then ''.
 * Never throws.
 */
export async function requestText(
  deps: RequestDeps,
  url: string,
  init: object,
  { timeoutMs, signal, read = true }: RequestOptions,
): Promise<Answered | Unanswered> {
  const controller = new AbortController();
  const ended = { timedOut: false, stop: (): void => undefined };
  // Rejects when the deadline passes or the caller cancels: each wait below races it.
  const stopped = new Promise<never>((_, reject) => (ended.stop = reject));
  // Nobody may be waiting on it when it fires (the answer came): no unhandled rejection.
  stopped.catch(() => undefined);
  const onCancel = (): void => {
    ended.stop();
    controller.abort();
  };
  // The reason is written out, not named: the tests' worker clock knows a deadline by its text
  // in the built callback, where a constant's name would be minified away.
  const timer = deps.clock.setTimeout(() => {
    ended.timedOut = true;
    ended.stop();
    controller.abort('request timed out');
  }, timeoutMs);
  signal?.addEventListener('abort', onCancel, { once: true });
  if (signal?.aborted) onCancel();
  try {
    const answer = await Promise.race([
      deps.fetch(url, { ...init, signal: controller.signal }),
      stopped,
    ]);
    if (!read) answer.body?.cancel().catch(() => undefined);
    const text = read ? await Promise.race([answer.text(), stopped]) : '';
    return { status: answer.status, headers: answer.headers, text };
  } catch {
    if (ended.timedOut) return { failed: 'timeout' };
    return { failed: signal?.aborted ? 'cancelled' : 'network' };
  } finally {
    deps.clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onCancel);
  }
}
