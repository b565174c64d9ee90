// Runs in the worker (and in Node): the one rule for waits that grow after each failure, which
// the log resends, the notification stream's reconnects and the lost connection's checks share.

/** The wait before try `tries` (0: the first): `first`, doubled after each try, at most `max`. */
export const doublingWaitMs = (first: number, max: number, tries: number): number =>
  Math.min(first * 2 ** tries, max);
