// Runs in the worker (and in Node for integrators): holds the container's own requests
// (promotions, seats, jackpots, the notification stream, the active games) while the game loads,
// so a heavy game gets the player's line to itself, until it says ready or a bound passes.
import type { Clock } from '../lib/ports.ts';

/**
 * How long the container's own features wait for a game that does not say ready: a 2 MB slot
 * takes about 11 s on Lighthouse's slow 4G (1.6 Mbps), 5 MB about 26 s (docs/decisions.md).
 */
export const GAME_READY_HOLD_MS = 30_000;

/** Features held until the game is ready. */
export interface GameReadyGate {
  /**
   * Runs `start` once the game is ready, or GAME_READY_HOLD_MS after this call at most; at once
   * when the gate is open already or no game frame loads (`gameLoading` false: a Flash game).
   */
  hold(start: () => void, gameLoading: boolean): void;
  /** The game said ready: what is held runs now, and anything held later at once. */
  open(): void;
  dispose(): void;
}

/** A gate, closed until the game's first ready (later loads, a switch or a seat change, pass). */
export function createGameReadyGate(clock: Clock): GameReadyGate {
  let opened = false;
  let held: (() => void)[] = [];
  let timer: unknown = null;
  const open = (): void => {
    opened = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    for (const start of held.splice(0)) start();
  };
  return {
    hold(start, gameLoading) {
      if (!gameLoading) opened = true;
      if (opened) {
        start();
        return;
      }
      held.push(start);
      timer ??= clock.setTimeout(open, GAME_READY_HOLD_MS);
    },
    open,
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      held = [];
    },
  };
}
