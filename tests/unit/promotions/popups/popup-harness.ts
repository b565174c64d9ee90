// Test helper (Vitest, Node): a popup scheduler over a fresh promotions state, an in-memory store
// and the system clock (Vitest's fake timers drive it), with the popups shown and the clock's
// timers recorded as the host sees them.
import { proxy } from 'valtio/vanilla';
import { parseQuery } from '../../../../shared/boot/query.ts';
import { initialPromotions } from '../../../../shared/promotions/promotion-state.ts';
import type { PopupType } from '../../../../shared/promotions/promotion-types.ts';
import type { GameReadyFacts } from '../../../../src-worker/promotions/popups/popup-rules.ts';
import { createPopupScheduler } from '../../../../src-worker/promotions/popups/popup-scheduler.ts';
import {
  type Clock,
  type KeyValueStore,
  memoryStore,
  systemClock,
} from '../../../../src-worker/lib/ports.ts';

/** Logged in, in a quest game, one card: wheel, quest, free spin, campaign and leaderboard. */
export const FACTS: GameReadyFacts = {
  skipPopups: false,
  loggedIn: true,
  allQuestsAwarded: false,
  questGame: true,
  cardCount: 1,
  cardInUse: false,
  hasWheel: true,
  hasCampaign: true,
  hasLeaderboard: true,
  hasSeat: false,
  hasJackpot: false,
};

/** The timers the host's clock was asked to start and to clear. */
interface ClockLog {
  started: unknown[];
  cleared: unknown[];
}

function recordingClock(log: ClockLog): Clock {
  const clock = systemClock();
  return {
    ...clock,
    setTimeout: (fn, ms) => {
      const handle = clock.setTimeout(fn, ms);
      log.started.push(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      log.cleared.push(handle);
      clock.clearTimeout(handle);
    },
  };
}

/** A scheduler as the engine makes it; `store` lets a test reopen the same records (a reload). */
export function popupWorld(store: KeyValueStore = memoryStore()) {
  const promo = proxy(initialPromotions());
  const shown: PopupType[] = [];
  const clock: ClockLog = { started: [], cleared: [] };
  const ports = {
    query: parseQuery('?e=demo&x=t', '/'),
    configHost: 'http://app.test',
    clientType: 'web' as const,
    savedQuery: null,
    fetch: globalThis.fetch,
    clock: recordingClock(clock),
    store,
    randomId: () => 'id',
  };
  const popups = createPopupScheduler(ports, promo, (type) => shown.push(type));
  /** The player closes the popup's panel, as the panel's close button does. */
  const close = (): void => {
    promo.panel = null;
    popups.panelClosed();
  };
  return { promo, store, shown, clock, popups, close };
}
