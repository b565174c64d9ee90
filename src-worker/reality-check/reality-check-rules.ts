// Runs in the worker (and in Node): the session reality check (beyond SPEC): how long the player
// has played and what they won or lost, shown at an interval the operator chooses.
import type { GameStatus } from '../../shared/game-bridge/game-status.ts';

/** What one game frame reported: its rounds, and the game's own session totals if it sends them. */
interface FrameTally {
  /** Sums over this frame's rounds (the latest bet and win of each gameseq). */
  bet: number;
  win: number;
  /** The game's own totals since its frame loaded (SPEC §3 totalBet, sessionBalance). */
  totalBet: number | null;
  sessionBalance: number | null;
}

/** What the container counts of this session from the game's status reports. */
export interface SessionTally {
  /** When the game was first ready (ms since epoch); null before. */
  startedAt: number | null;
  /** Rounds counted (each gameId:gameseq once). */
  rounds: number;
  /** Bet and net result of the frames before this one (other games, reloads). */
  earlier: { bet: number; net: number };
  frame: FrameTally;
  /** The round last reported, with what is already counted for it; kept across reloads. */
  round: { key: string; bet: number; win: number } | null;
}

const emptyFrame = (): FrameTally => ({ bet: 0, win: 0, totalBet: null, sessionBalance: null });

/** An empty tally. */
export function emptyTally(): SessionTally {
  return {
    startedAt: null,
    rounds: 0,
    earlier: { bet: 0, net: 0 },
    frame: emptyFrame(),
    round: null,
  };
}

/**
 * Adds one status report (only the fields it carries). A round is its game and gameseq: the
 * first report of it counts a round, later ones (a bet at the start, the win at the end) update
 * its bet and win. A card's free spin counts with its win and no bet. The game's own totalBet
 * and sessionBalance, when it reports them, stand for the frame.
 */
export function tallyStatus(
  tally: SessionTally,
  gameId: number,
  fields: Partial<GameStatus>,
): SessionTally {
  const frame = { ...tally.frame };
  if (isAmount(fields.totalBet)) frame.totalBet = fields.totalBet;
  if (isAmount(fields.sessionBalance, true)) frame.sessionBalance = fields.sessionBalance;
  const seq = fields.gameseq ?? 0;
  if (!(seq > 0)) return { ...tally, frame };
  const key = `${String(gameId)}:${String(seq)}`;
  const same = tally.round?.key === key ? tally.round : null;
  const bet = isAmount(fields.bet) ? fields.bet : (same?.bet ?? 0);
  const win = isAmount(fields.win) ? fields.win : (same?.win ?? 0);
  frame.bet += bet - (same?.bet ?? 0);
  frame.win += win - (same?.win ?? 0);
  return { ...tally, rounds: tally.rounds + (same ? 0 : 1), frame, round: { key, bet, win } };
}

/** A finite amount, not negative unless it may be (a net result). */
function isAmount(value: number | undefined, signed = false): value is number {
  // Number.isFinite is false for undefined, so Number(value) is the value itself after it.
  return Number.isFinite(value) && (signed || Number(value) >= 0);
}

/**
 * Another frame starts (a switch, a seat change, a reload): what this one counted is kept. The
 * last round is remembered, so a reloaded game that reports it again does not count it twice.
 */
export function nextFrame(tally: SessionTally): SessionTally {
  return {
    ...tally,
    earlier: { bet: totalBet(tally), net: netResult(tally) },
    frame: emptyFrame(),
  };
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** Everything bet this session, rounded to cents. */
export function totalBet(tally: SessionTally): number {
  const { frame } = tally;
  return cents(tally.earlier.bet + (frame.totalBet ?? frame.bet));
}

/** Net result: won minus bet, rounded to cents so sums of floats read cleanly. */
export function netResult(tally: SessionTally): number {
  const { frame } = tally;
  return cents(tally.earlier.net + (frame.sessionBalance ?? frame.win - frame.bet));
}

/** Whole seconds played since the session started. */
export function secondsPlayed(tally: SessionTally, now: number): number {
  return tally.startedAt === null ? 0 : Math.max(0, Math.floor((now - tally.startedAt) / 1000));
}

/** What the operator's server knows of the player's session (the login's `session`). */
export interface SessionSeed {
  /** When the session started (ms since epoch). */
  startedAt: number;
  /** Staked so far, and won minus staked so far. */
  bet: number;
  net: number;
  rounds: number;
}

/** The session as the page keeps it, so a reload goes on with it: its key, and the next check. */
export interface StoredSession extends SessionSeed {
  /** The account and login token it belongs to. */
  key: string;
  /** When the next reality check is due (ms since epoch); null when none runs. */
  nextAt: number | null;
}

/** The tally going on from a session begun before this page: its start, and its amounts. */
export function resumedTally(tally: SessionTally, from: SessionSeed): SessionTally {
  return {
    ...tally,
    startedAt: from.startedAt,
    rounds: tally.rounds + from.rounds,
    earlier: { bet: cents(tally.earlier.bet + from.bet), net: cents(tally.earlier.net + from.net) },
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A stored session of this key, begun by `now`, with sane amounts; else null. */
export function readStoredSession(raw: unknown, key: string, now: number): StoredSession | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = raw as Partial<Record<keyof StoredSession, unknown>>;
  const { startedAt, bet, net, rounds, nextAt } = s;
  if (s.key !== key || !isNumber(startedAt) || startedAt <= 0 || startedAt > now) return null;
  if (!isNumber(bet) || bet < 0 || !isNumber(net) || !Number.isSafeInteger(rounds)) return null;
  if (nextAt !== null && !isNumber(nextAt)) return null;
  return { key, startedAt, bet, net, rounds: Math.max(0, Number(rounds)), nextAt };
}

/** The first check due after `now` in a session that started at `startedAt`: one interval on. */
export function nextDue(startedAt: number, intervalMs: number, now: number): number {
  return startedAt + intervalMs * Math.max(1, Math.floor((now - startedAt) / intervalMs) + 1);
}

/** The shortest and longest interval an operator may set, in minutes. */
export const REALITY_CHECK_BOUNDS = { min: 1, max: 600 } as const;

/** Minutes within the bounds, or null. */
function validMinutes(minutes: number | null | undefined): number | null {
  // Absent reads as NaN, which is no integer.
  const value = minutes ?? Number.NaN;
  return Number.isInteger(value) &&
    value >= REALITY_CHECK_BOUNDS.min &&
    value <= REALITY_CHECK_BOUNDS.max
    ? value
    : null;
}

/**
 * The reminder interval in ms, off (null) by default. The environment config's
 * `realityCheckMinutes` is the operator's; the query's `realityCheck` may turn it on or make it
 * more frequent, never rarer or off (the address can be edited by anyone). Values out of bounds
 * are ignored.
 */
export function realityCheckInterval(
  fromQuery: number | null,
  fromConfig: number | undefined,
): number | null {
  const query = validMinutes(fromQuery);
  const config = validMinutes(fromConfig);
  const minutes = query === null ? config : config === null ? query : Math.min(query, config);
  return minutes === null ? null : minutes * 60_000;
}
