// Shared by the fuzz and chaos tests: a tiny seeded random generator (mulberry32), so one seed
// replays one whole run.

/** A generator of numbers in [0, 1) that always gives the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
