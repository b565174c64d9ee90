// Runs in the worker: the services' Retry-After. A seat, jackpot, promotion or player server that
// answers 429 or 503 with Retry-After is not asked again before then: its calls fail at once,
// silently as SPEC §8 has a service's failures, instead of adding to its load.
import { WAIT_STATUSES, retryAfterMs } from './retry-after.ts';
import type { Clock } from './ports.ts';

/** The longest a service's Retry-After holds its calls back. */
export const MAX_SERVICE_WAIT_MS = 300_000;

/** Which calls wait, and for how long. */
export interface ServicePacer {
  /** Whether calls to `url`'s service wait still (its server asked for patience). */
  holds(url: string): boolean;
  /** A service answered `status`: a 429 or 503 with a readable Retry-After holds its calls. */
  answered(url: string, status: number, retryAfter: string | null): void;
}

/**
 * A service is an origin and the first segment of its path (`/seat`, `/quest`, `/jackpot`...):
 * the simulator and many operators serve several services from one origin.
 */
function serviceOf(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}/${pathname.split('/')[1] ?? ''}`;
  } catch {
    return url;
  }
}

/** Creates a pacer on the engine's clock. */
export function createPacer(clock: Pick<Clock, 'now'>): ServicePacer {
  const until = new Map<string, number>();
  return {
    holds(url) {
      const service = serviceOf(url);
      const end = until.get(service);
      if (end === undefined) return false;
      if (clock.now() < end) return true;
      until.delete(service);
      return false;
    },
    answered(url, status, retryAfter) {
      if (!WAIT_STATUSES.has(status)) return;
      const wait = retryAfterMs(retryAfter, clock.now(), MAX_SERVICE_WAIT_MS);
      if (wait !== null && wait > 0) until.set(serviceOf(url), clock.now() + wait);
    },
  };
}
