// Runs in Node (the checker): what one checked session recorded, between the browser session
// (session.ts) that fills it and the findings (findings.ts) that judge it.
import type { DecoyRun } from './decoy.ts';
import type { FrameProblem, HeardMessage } from './recorder.ts';

/** The scripted steps, in the order they run. */
export type StepName = 'spins' | 'auto' | 'pause' | 'turbo-on' | 'turbo-off' | 'modal';

/** One step of the script: when it ran (epoch ms), or why it could not. */
export interface Step {
  name: StepName;
  from: number;
  to: number;
  /** Set when the step could not run (its button is not in the game). */
  skipped?: string;
}

/** Everything the judge reads. */
export interface Recording {
  gameUrl: string;
  playerUrl: string;
  /** The game frame's address as the container set it (with its query); null: never framed. */
  frameUrl: string | null;
  /** When the game's document started loading (epoch ms); null when never embedded. */
  gameStart: number | null;
  /** Every message the container's window received (the game's and any other frame's). */
  container: HeardMessage[];
  /** Every message the game's window received. */
  game: HeardMessage[];
  /** The game under a parent that is not its parentOrigin (decoy.ts): what reached it. */
  decoy: DecoyRun;
  /**
   * The game frame's errors, CSP violations and window.open calls; null when the game's page
   * never ran in the frame (refused it, or never framed), so none of these could be seen.
   */
  gameProblems: FrameProblem[] | null;
  /** The container page's CSP violations (a game frame sent somewhere frame-src refuses). */
  containerProblems: FrameProblem[];
  /** The browser's own reports of what the sandbox blocked (console lines), and top navigations. */
  blocked: string[];
  steps: Step[];
  /** How many spins the script asked for. */
  spins: number;
}

/** The texts of the browser's console that say the sandbox blocked the game. */
export const SANDBOX_BLOCKS = {
  popup: /allow-popups|in a new window/i,
  topNavigation: /allow-top-navigation|permission to navigate the target frame|navigate the top/i,
} as const;
