// Runs on the main thread: whether the player asked the system for less motion.

/** True under `prefers-reduced-motion: reduce`: the wheel lands at once and numbers jump. */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;
