// Test helper: random sources for the engine's jittered waits (src-worker/lib/backoff.ts).

/** Draws just below 1: every jittered wait is its ceiling, the doubling's own value. */
export const AT_CEILING = (): number => 1 - 2 ** -53;

/** Draws `values` in turn, then the last one again and again. */
export function draws(...values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
}
