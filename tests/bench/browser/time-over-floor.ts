// Runs in Node: where a cold load's time to the game's ready message goes beyond the network floor
// of its critical path (issue 7, measure 1), so a ratio over budget says what to work on.
import { type Transfer, requestFloorMs, withoutQuery } from './mobile.ts';

/** The time between two steps of the critical path, with no request of the path on the line. */
export interface Gap {
  /** What ended: `navigation` or a request's address without its query. */
  after: string;
  /** What started: a request's address without its query, or `ready`. */
  before: string;
  ms: number;
}

/**
 * A cold load's time to ready beyond the network floor of its path (`networkFloorMs`), in two
 * parts that add up to it exactly with that floor: the requests' time beyond their own floor, and
 * the gaps between them.
 */
export interface TimeOverFloor {
  /**
   * The path's requests took this much longer than a round trip and their bytes at the bandwidth
   * (the line shared with downloads beside them, the server's time). A cache hit's floor is 0.
   */
  insideRequestsMs: number;
  /** Time with no request of the path on the line: the browser's and the page's work. */
  betweenRequestsMs: number;
  /** Each gap, in the order of the path. */
  gaps: Gap[];
}

/**
 * Splits the time from `navigationAt` to `readyAt` (same clock as the transfers) along `chain`,
 * the critical path in order: with its floor, the parts add up to `readyAt - navigationAt`.
 */
export function timeOverFloor(
  chain: readonly Transfer[],
  navigationAt: number,
  readyAt: number,
): TimeOverFloor {
  const gaps: Gap[] = [];
  let after = 'navigation';
  let cursor = navigationAt;
  let insideRequestsMs = 0;
  for (const t of chain) {
    gaps.push({ after, before: withoutQuery(t.url), ms: t.start - cursor });
    insideRequestsMs += t.end - t.start - requestFloorMs(t);
    after = withoutQuery(t.url);
    cursor = t.end;
  }
  gaps.push({ after, before: 'ready', ms: readyAt - cursor });
  const betweenRequestsMs = gaps.reduce((sum, g) => sum + g.ms, 0);
  return { insideRequestsMs, betweenRequestsMs, gaps };
}
