// Runs in the worker (and in Node): many triggers, few runs (an SSE storm must not become a
// request storm on a slow phone line).
import type { Clock } from './ports.ts';

/** A trigger that runs its task at most once per gap, never twice at a time. */
export interface Coalesced {
  /** Asks for a run: now if the gap has passed, else one trailing run after it. */
  trigger(): void;
  dispose(): void;
}

/** Wraps a task so that any burst of triggers gives one run now and at most one after the gap. */
export function coalesce(clock: Clock, task: () => Promise<void>, gapMs: number): Coalesced {
  let running = false;
  let pending = false;
  let timer: unknown = null;
  let lastStart = Number.NEGATIVE_INFINITY;
  let disposed = false;

  const run = (): void => {
    timer = null;
    running = true;
    pending = false;
    lastStart = clock.now();
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (pending) trigger();
      });
  };
  const trigger = (): void => {
    if (disposed) return;
    if (running || timer !== null) {
      pending = running;
      return;
    }
    timer = clock.setTimeout(run, Math.max(0, lastStart + gapMs - clock.now()));
  };
  return {
    trigger,
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}
