// Runs in the worker: the server's clock (SPEC §9: it counts down in 5 s ticks), the one clock
// the countdowns and the quests' refresh read (state.serverTime).
import { CLOCK_TICK_MS } from '../../shared/lib/constants.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { Clock } from '../lib/ports.ts';
import type { PageShown } from '../lib/page-shown.ts';

/**
 * Moves state.serverTime on by 5 s at each 5 s of the device's clock from now. While the page is
 * hidden it does not wake the worker (nothing shows it); shown again, it adds the ticks missed at
 * once and keeps its step. Returns the way to stop it.
 */
export function startServerClock(
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>,
  state: EngineState,
  page: PageShown,
): () => void {
  /** The device's time of the last tick counted. */
  let last = clock.now();
  let timer: unknown = null;
  const stopTimer = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const tick = (): void => {
    stopTimer();
    const now = clock.now();
    const ticks = Math.max(0, Math.floor((now - last) / CLOCK_TICK_MS));
    last += ticks * CLOCK_TICK_MS;
    if (ticks > 0 && state.serverTime !== null) state.serverTime += ticks * CLOCK_TICK_MS;
    if (page.shown) timer = clock.setTimeout(tick, last + CLOCK_TICK_MS - now);
  };
  const unwatch = page.watch((shown) => (shown ? tick() : stopTimer()));
  tick();
  return () => {
    unwatch();
    stopTimer();
  };
}
