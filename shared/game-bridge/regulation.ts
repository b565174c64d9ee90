// Shared by the UI and the worker: what the container does for a market's rules (the
// jurisdiction profile, game-sdk/src/rules.ts; docs/regulated-markets.md) as mirrored state.

/** The session the container's bar shows: since when, what was staked and the net position. */
export interface SessionFigures {
  /** When the game was first ready (ms since epoch, the engine's clock); null before. */
  startedAt: number | null;
  /** Everything staked this session. */
  bet: number;
  /** Won minus staked this session (negative: the player is down). */
  net: number;
}

/** What the engine enforces of the rules, for the page to carry out and show. */
export interface RegulationState {
  /** Bumped for each turbo the rules forbid: the page posts `setTurbo(false)` to the game. */
  turboOff: number;
  /** Bumped for each auto-play the rules forbid: the page posts `pauseAutoPlay` to the game. */
  pauseAutoPlay: number;
  /** A round ended before the rules' minimum: the panels stay disabled until it has passed. */
  roundHold: boolean;
  session: SessionFigures;
}

/** Nothing ordered, nothing held, no session yet. */
export function initialRegulation(): RegulationState {
  return {
    turboOff: 0,
    pauseAutoPlay: 0,
    roundHold: false,
    session: { startedAt: null, bet: 0, net: 0 },
  };
}

/** The time played as h:mm:ss (m:ss under an hour): digits every language reads. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number): string => String(n).padStart(2, '0');
  const [h, m] = [Math.floor(s / 3600), Math.floor(s / 60) % 60];
  return h > 0 ? `${String(h)}:${two(m)}:${two(s % 60)}` : `${String(m)}:${two(s % 60)}`;
}

/** The rules' RTP setting, else the query's isShowRtp. */
export const rtpShown = (rules: { showRtp: boolean | null }, queryFlag: boolean): boolean =>
  rules.showRtp ?? queryFlag;
