// Runs in Node (and in unit tests): a normal answer's body reshaped as a bad network delivers it
// (Toxiproxy's bandwidth, slicer, timeout, reset_peer, limit_data and slow_close toxics).
import { type FaultRule, MAX_FAULT_DELAY_MS } from './faults.ts';

/** The rule fields that reshape a body; a rule with none of them lets the body through as is. */
const SHAPING_FIELDS = [
  'stallAfterBytes',
  'bytesPerSecond',
  'sliceBytes',
  'resetAfterBytes',
  'limitBytes',
  'slowCloseMs',
] as const;

/** How often a bandwidth-limited body sends a chunk: ten times a second, or a byte at a time. */
const BANDWIDTH_TICKS_PER_SECOND = 10;

/** True when the rule reshapes the body of the normal answer. */
export function shapesBody(rule: FaultRule): boolean {
  return SHAPING_FIELDS.some((name) => rule[name] !== undefined);
}

/** Where the body ends early, and how: the smallest of the rule's cut-offs. */
interface Cut {
  at: number;
  how: 'reset' | 'stall' | 'limit';
}

function cutOf(rule: FaultRule): Cut | null {
  const cuts: Cut[] = [];
  if (rule.resetAfterBytes !== undefined) cuts.push({ at: rule.resetAfterBytes, how: 'reset' });
  if (rule.stallAfterBytes !== undefined) cuts.push({ at: rule.stallAfterBytes, how: 'stall' });
  if (rule.limitBytes !== undefined) cuts.push({ at: rule.limitBytes, how: 'limit' });
  return cuts.reduce<Cut | null>((best, c) => (best === null || c.at < best.at ? c : best), null);
}

/** The size of each chunk and the pause before every chunk but the first. */
function paceOf(rule: FaultRule): { chunk: number; pauseMs: number } {
  const { bytesPerSecond: rate, sliceBytes, sliceDelayMs = 0 } = rule;
  if (rate === undefined) return { chunk: sliceBytes ?? Infinity, pauseMs: sliceDelayMs };
  const chunk = sliceBytes ?? Math.max(1, Math.floor(rate / BANDWIDTH_TICKS_PER_SECOND));
  return { chunk, pauseMs: Math.max(sliceDelayMs, (chunk * 1000) / rate) };
}

/** A pause on the global setTimeout (Vitest's fake timers drive it), ended early by `stop`. */
class Pause {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #resolve: (() => void) | undefined;

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.#resolve = resolve;
      this.#timer = setTimeout(resolve, ms);
    });
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#resolve?.();
  }
}

/** How a shaped body waits out a stall: the fault table's `hold`, so it counts as held. */
export type Hold = (wait: () => Promise<void>) => Promise<void>;

/**
 * The normal answer with the same status and headers and its body shaped as the rule asks:
 * paced (bandwidth, slicer), cut (reset errors the stream, stall waits until the client goes or
 * MAX_FAULT_DELAY_MS passes, then errors it, limit ends it cleanly), its close held (slow close).
 * The stream is pull-driven, so a reader that stops reading leaves at most one timer, and
 * cancelling it clears that timer and cancels the normal body.
 */
export function shapeResponse(normal: Response, rule: FaultRule, hold: Hold): Response {
  const cut = cutOf(rule);
  const { chunk, pauseMs } = paceOf(rule);
  const headers = new Headers(normal.headers);
  // A cut body is shorter than its length said: a chunked body ends (or breaks) where it stops.
  if (cut !== null) headers.delete('content-length');
  const source = normal.body?.getReader();
  const pause = new Pause();
  let pending: Uint8Array = new Uint8Array(0);
  let sent = 0;
  let sourceDone = source === undefined;
  let cancelled = false;

  async function fill(want: number): Promise<void> {
    while (!sourceDone && pending.length < want && source !== undefined) {
      const { done, value } = await source.read();
      if (done) sourceDone = true;
      else pending = pending.length === 0 ? value : concat(pending, value);
    }
  }

  async function finish(controller: ReadableStreamDefaultController<Uint8Array>, how: Cut['how']) {
    if (how === 'reset') {
      controller.error(new Error('fault: connection reset'));
      void source?.cancel().catch(() => undefined);
      return;
    }
    if (how === 'stall') {
      await hold(() => pause.wait(MAX_FAULT_DELAY_MS));
      if (!cancelled) controller.error(new Error('fault: stalled past the longest hold'));
      void source?.cancel().catch(() => undefined);
      return;
    }
    if (rule.slowCloseMs !== undefined && rule.slowCloseMs > 0) await pause.wait(rule.slowCloseMs);
    if (!cancelled) controller.close();
    if (!sourceDone) void source?.cancel().catch(() => undefined);
  }

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const room = cut === null ? Infinity : cut.at - sent;
        if (room <= 0) return finish(controller, cut?.how ?? 'limit');
        if (sent > 0 && pauseMs > 0) await pause.wait(pauseMs);
        if (cancelled) return;
        const size = Math.min(chunk, room);
        await fill(size === Infinity ? 1 : size);
        if (pending.length === 0 && sourceDone) return finish(controller, 'limit');
        const out = pending.subarray(0, size === Infinity ? pending.length : size);
        pending = pending.subarray(out.length);
        sent += out.length;
        controller.enqueue(out);
      },
      cancel(reason) {
        cancelled = true;
        pause.stop();
        return source?.cancel(reason).catch(() => undefined);
      },
      // No read-ahead: a chunk is made only for a read waiting for it, so a reset's error never
      // overtakes (and discards) the bytes before it, and a reader that stops stops the timers.
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: normal.status, statusText: normal.statusText, headers });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
