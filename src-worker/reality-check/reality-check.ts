// Runs in the worker (and in Node): the session reality check (beyond SPEC). At the operator's
// interval it asks the prompt center to show time played and net result, but only between rounds.
import type { GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { SessionFigures } from '../../shared/game-bridge/regulation.ts';
import {
  emptyTally,
  minutesPlayed,
  netResult,
  nextFrame,
  type SessionTally,
  tallyStatus,
  totalBet,
} from './reality-check-rules.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { PromptCenter } from '../prompts/prompts.ts';
import type { RoundGate } from '../lib/round-gate.ts';

/** The reality check's part of the engine. */
export interface RealityCheck {
  /** The game is ready: the session clock starts (once) and the first reminder is set. */
  start(intervalMs: number | null): void;
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
  let due = false;

  const schedule = (): void => {
    if (timer !== null) ports.clock.clearTimeout(timer);
    timer = null;
    if (interval === null) return;
    timer = ports.clock.setTimeout(() => {
      timer = null;
      due = true;
      show();
    }, interval);
  };

  const show = (): void => {
    // Never on a round in play: the reminder waits for the game to be idle.
    if (!due || round.inPlay()) return;
    due = false;
    const now = ports.clock.now();
    prompts.show({
      kind: 'realityCheck',
      minutes: minutesPlayed(tally, now),
      rounds: tally.rounds,
      bet: totalBet(tally),
      net: netResult(tally),
    });
  };

  const stopIdle = round.onIdle(() => show());
  return {
    start(intervalMs) {
      if (tally.startedAt !== null) return;
      tally = { ...tally, startedAt: ports.clock.now() };
      interval = intervalMs;
      schedule();
    },
    status(gameId, fields) {
      tally = tallyStatus(tally, gameId, fields);
    },
    continued: schedule,
    gameChanged() {
      tally = nextFrame(tally);
    },
    figures: () => ({ startedAt: tally.startedAt, bet: totalBet(tally), net: netResult(tally) }),
    dispose() {
      stopIdle();
      interval = null;
      schedule();
    },
  };
}
