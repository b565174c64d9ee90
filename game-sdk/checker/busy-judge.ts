// Runs in Node (the checker): a game's own busy and idle (protocol 2, `gameBusy`/`gameIdle`).
// The container holds its popups, prompts and notices from a gameBusy until the gameIdle after
// it: a game that never says idle again keeps them off the screen for good (`busy-unended`).
import { type Judge, typeOf } from './judge.ts';
import type { HeardMessage } from './recorder.ts';

/** The busy stretches of a session: how many began, and when the one left open began. */
function busyStretches(messages: readonly HeardMessage[]): { count: number; open: number | null } {
  let count = 0;
  let open: number | null = null;
  for (const m of messages) {
    const type = typeOf(m.data);
    if (type === 'gameBusy' && open === null) {
      count += 1;
      open = m.at;
    } else if (type === 'gameIdle') open = null;
  }
  return { count, open };
}

/** Judges the busy stretches of what the game sent (in versions that carry them); none: no word. */
export function judgeBusy(j: Judge, fromGame: readonly HeardMessage[], sessionEnd: number): void {
  const { count, open } = busyStretches(fromGame);
  if (count === 0) return;
  j.check(
    open === null,
    'busy-unended',
    `gameBusy at ${String(open)} ms was never followed by gameIdle (the session ran to ${String(sessionEnd)} ms): the container holds its popups, prompts and notices until it is`,
    `${String(count)} gameBusy, each ended by gameIdle`,
  );
}
