// Runs in the worker (and in Node): the session reality check (beyond SPEC). At the operator's
// interval it asks the prompt center to show time played and net result, but only between rounds.
// The session is the player's, not the game's: it runs across game switches, and across reloads
// of the page with the same account and login token (kept in the store), or from what the
// operator's server says of it at login (`session`, docs/regulated-markets.md).
import type { GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { SessionFigures } from '../../shared/game-bridge/regulation.ts';
import {
  emptyTally,
  netResult,
  nextDue,
  nextFrame,
  readStoredSession,
  resumedTally,
  secondsPlayed,
  type SessionSeed,
  type SessionTally,
  type StoredSession,
  tallyStatus,
  totalBet,
} from './reality-check-rules.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { PromptCenter } from '../prompts/prompts.ts';
import type { RoundGate } from '../lib/round-gate.ts';

/** The store key of the session this page goes on with after a reload. */
export const SESSION_KEY = 'playerSession';

/** Whose session this is, and what the operator's server said of it. */
export interface SessionOwner {
  /** The account and the login token: another of either is another session. */
  key: string;
  /** The login's session (its start and amounts so far); null when the server gave none. */
  seed: SessionSeed | null;
}

/** The reality check's part of the engine. */
export interface RealityCheck {
  /**
   * The game is ready: the session starts (once: afresh, from the login's seed, or from the
   * stored one of this owner) and the next reminder is set. Settles once a stored one is read.
   */
  start(intervalMs: number | null, owner: SessionOwner): Promise<void>;
  /** A status report of this game, only the fields it carried: each round counts once. */
  status(gameId: number, fields: Partial<GameStatus>): void;
  /** The player chose to continue: the next reminder is one interval from now. */
  continued(): void;
  /** Another game frame (a switch, a seat change): what the last one counted is kept. */
  gameChanged(): void;
  /** The session so far: since when, staked and net (the container's bar shows them). */
  figures(): SessionFigures;
  dispose(): void;
}

/** Creates the reality check; nothing runs until `start` gives it an interval. */
export function createRealityCheck(
  ports: EnginePorts,
  round: RoundGate,
  prompts: PromptCenter,
): RealityCheck {
  let tally: SessionTally = emptyTally();
  let interval: number | null = null;
  let timer: unknown = null;
  let nextAt: number | null = null;
  let key: string | null = null;
  let due = false;

  const save = (): void => {
    if (key === null || tally.startedAt === null) return;
    const stored: StoredSession = {
      key,
      startedAt: tally.startedAt,
      bet: totalBet(tally),
      net: netResult(tally),
      rounds: tally.rounds,
      nextAt,
    };
    // A full or broken store loses the reload's carry-over, never the check itself.
    void ports.store.set(SESSION_KEY, stored).catch(() => undefined);
  };

  const scheduleAt = (at: number | null): void => {
    if (timer !== null) ports.clock.clearTimeout(timer);
    timer = null;
    nextAt = interval === null ? null : at;
    if (nextAt === null) return;
    timer = ports.clock.setTimeout(
      () => {
        timer = null;
        due = true;
        show();
      },
      Math.max(0, nextAt - ports.clock.now()),
    );
  };

  const show = (): void => {
    // Never on a round in play: the reminder waits for the game to be idle.
    if (!due || round.inPlay()) return;
    due = false;
    prompts.show({
      kind: 'realityCheck',
      seconds: secondsPlayed(tally, ports.clock.now()),
      rounds: tally.rounds,
      bet: totalBet(tally),
      net: netResult(tally),
    });
  };
  const stopIdle = round.onIdle(() => show());

  /** Goes on with a session begun before this page, its next check where it was due. */
  const resume = (from: SessionSeed, at: number | null): void => {
    tally = resumedTally(tally, from);
    const now = ports.clock.now();
    scheduleAt(at ?? (interval === null ? null : nextDue(from.startedAt, interval, now)));
  };

  return {
    start(intervalMs, owner) {
      if (tally.startedAt !== null) return Promise.resolve();
      const now = ports.clock.now();
      tally = { ...tally, startedAt: now };
      interval = intervalMs;
      if (owner.seed !== null) {
        key = owner.key;
        resume(owner.seed, null);
        save();
        return Promise.resolve();
      }
      scheduleAt(interval === null ? null : now + interval);
      return ports.store
        .get<unknown>(SESSION_KEY)
        .catch(() => undefined)
        .then((raw) => {
          const stored = readStoredSession(raw, owner.key, ports.clock.now());
          if (stored !== null) resume(stored, stored.nextAt);
          // Saved only from now on: a report before the read must not overwrite what it reads.
          key = owner.key;
          save();
        });
    },
    status(gameId, fields) {
      tally = tallyStatus(tally, gameId, fields);
      save();
    },
    continued() {
      scheduleAt(interval === null ? null : ports.clock.now() + interval);
      save();
    },
    gameChanged() {
      tally = nextFrame(tally);
    },
    figures: () => ({ startedAt: tally.startedAt, bet: totalBet(tally), net: netResult(tally) }),
    dispose() {
      stopIdle();
      interval = null;
      scheduleAt(null);
    },
  };
}
