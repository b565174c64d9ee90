// Runs in the worker: one game at a time (the rules' oneGameAtATime, docs/regulated-markets.md).
// The tab that plays an account's game holds the Web Lock `one-game:{e}:{accountId}` for its
// life; the browser frees it when that tab closes, navigates away or crashes (its worker ends).
// A second tab of the account in the same browser profile waits for it before it asks for its
// game: refused with a notice, it plays by itself once the first is gone, or at once when the
// player chooses to play here (the lock stolen: the first tab's game stops, its notice says
// play moved). Across browsers and devices it is the operator's business (GlüStV §6h's file).
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { Clock, LockManagerPort } from '../lib/ports.ts';

/** The lock's name before the environment and the account. */
export const ONE_GAME_LOCK_PREFIX = 'one-game:';

/**
 * How long a tab refused the lock waits for it before it shows the notice: a reload's new page
 * starts while the old page's worker still holds it for a moment.
 */
export const ONE_GAME_GRACE_MS = 1500;

/** What is logged (`game`/`oneGameAtATime`): refused, play taken here, play moved away. */
export type TurnEvent = 'refused' | 'playHere' | 'moved';

export interface OneGame {
  /**
   * Resolves once this tab may play the account `key`'s game: at once where the rule is off, the
   * browser has no Web Locks, or no other tab plays it; else once the other tab is gone or the
   * player chose to play here.
   */
  turn(key: string): Promise<void>;
  /** The player's "Play here": takes play from the tab that has it. */
  playHere(): void;
  dispose(): void;
}

interface OneGameDeps {
  locks: LockManagerPort | undefined;
  clock: Clock;
  state: EngineState;
  log: (event: TurnEvent) => void;
  /** Play came back to this tab after it moved: its game loads again in a new frame. */
  reload: () => void;
}

export function createOneGame(deps: OneGameDeps): OneGame {
  const { locks, clock, state } = deps;
  const regulation = state.regulation;
  let name: string | null = null;
  /** Ends the hold of the lock this tab has; null while it has none. */
  let letGo: (() => void) | null = null;
  /** The request queued behind the tab that plays, aborted when the player takes play. */
  let queued: AbortController | null = null;
  let grace: unknown = null;
  let granted: () => void = () => undefined;
  let disposed = false;
  /** The game's address while play is in another tab: the page shows no frame meanwhile. */
  let away: string | null = null;

  const stopGrace = (): void => {
    if (grace !== null) clock.clearTimeout(grace);
    grace = null;
  };

  const gotIt = (): void => {
    stopGrace();
    queued = null;
    const back = regulation.turn === 'moved';
    regulation.turn = 'here';
    if (back) {
      state.gameUrl = away;
      deps.reload();
    }
    granted();
  };

  const lost = (): void => {
    letGo = null;
    if (disposed) return;
    regulation.turn = 'moved';
    deps.log('moved');
    // The game's frame goes: a round it was playing is its server's to end.
    away = state.gameUrl;
    state.gameUrl = null;
  };

  const refused = (): void => {
    if (disposed || name === null) return;
    queued = new AbortController();
    // Granted once the tab that plays is gone; aborted when the player takes play here.
    hold(name, { signal: queued.signal });
    grace = clock.setTimeout(() => {
      grace = null;
      regulation.turn = 'elsewhere';
      deps.log('refused');
    }, ONE_GAME_GRACE_MS);
  };

  /** Asks for the lock and holds it until this tab lets go; a steal by another tab: moved. */
  function hold(lock: string, options: Parameters<LockManagerPort['request']>[1]): void {
    let mine = false;
    const asked = (locks as LockManagerPort).request(lock, options, (held) => {
      if (held === null) return undefined;
      mine = true;
      gotIt();
      return new Promise<void>((release) => (letGo = release));
    });
    asked.then(
      () => {
        if (!mine) refused();
      },
      () => {
        // Stolen while held. Before it was held: an abort this tab made, or a context where
        // Web Locks fail (an opaque origin), where the rule cannot be told and the game plays.
        if (mine) lost();
        else if (options.signal?.aborted !== true) granted();
      },
    );
  }

  return {
    turn(key) {
      if (!state.rules.oneGameAtATime || locks === undefined || name !== null) {
        return Promise.resolve();
      }
      name = `${ONE_GAME_LOCK_PREFIX}${key}`;
      const lock = name;
      return new Promise<void>((resolve) => {
        granted = resolve;
        hold(lock, { ifAvailable: true });
      });
    },
    playHere() {
      if (name === null || (regulation.turn !== 'elsewhere' && regulation.turn !== 'moved')) {
        return;
      }
      queued?.abort();
      queued = null;
      deps.log('playHere');
      hold(name, { steal: true });
    },
    dispose() {
      disposed = true;
      stopGrace();
      queued?.abort();
      letGo?.();
    },
  };
}
