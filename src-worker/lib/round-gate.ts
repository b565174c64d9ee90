// Runs in the worker (and in Node): whether a round is in play, in every market. What the
// container shows over the game (popups, the free-spin reminder, jackpot hit notices, the reality
// check, its own prompts) waits while one is, and follows in its order once the game is idle
// (docs/regulated-markets.md, "Nothing lands on a round in play"). A round is in play from a
// spin's start until its end as the container takes it (the game's spinState, held to the
// market's shortest round, game-bridge/rule-guard.ts), and while a game of protocol 2 says it
// is busy. The game session (game-bridge/game-session.ts) tells it what the game says.

/** The round's state, for the features that wait for it. */
export interface RoundGate {
  /** A round is in play: nothing new lands over the game. */
  inPlay(): boolean;
  /** Calls `idle` each time the game turns idle (in the order they subscribed); unsubscribes. */
  onIdle(idle: () => void): () => void;
}

/** The game session's side: what it hears of the game. */
export interface RoundSource extends RoundGate {
  /** The spin state as the container takes it (a short round ends at its minimum). */
  spinning(on: boolean): void;
  /** A protocol-2 game said `gameBusy` (true) or `gameIdle` (false). */
  busy(on: boolean): void;
  /** A new game frame: nothing of the last one is in play. */
  freshFrame(): void;
}

/** Creates the gate: idle until the game says otherwise. */
export function createRoundGate(): RoundSource {
  const now = { spinning: false, busy: false };
  const listeners = new Set<() => void>();
  const inPlay = (): boolean => now.spinning || now.busy;
  const set = (change: Partial<typeof now>): void => {
    const was = inPlay();
    Object.assign(now, change);
    if (!was || inPlay()) return;
    // A copy: a listener that unsubscribes (or subscribes) does not upset this round's calls.
    for (const idle of [...listeners]) idle();
  };
  return {
    inPlay,
    onIdle(idle) {
      // A wrapper per subscription: the same function twice is two subscriptions.
      const entry = (): void => idle();
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    spinning: (on) => set({ spinning: on }),
    busy: (on) => set({ busy: on }),
    freshFrame: () => set({ spinning: false, busy: false }),
  };
}

/** A gate that is always idle: for a feature made on its own (tests, integrators). */
export const ALWAYS_IDLE: RoundGate = { inPlay: () => false, onIdle: () => () => undefined };
