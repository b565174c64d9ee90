// Runs wherever it is imported (a game's page, the container's page and worker, Node): the
// jurisdiction profile (docs/regulated-markets.md), declared once with its reader. The operator
// writes it in its config, the container enforces it and tells it to games of protocol 2 and
// later (the `rules` message), the checker judges a game by it. Imports nothing.

/** The rules of play a market imposes on every game in the container. */
export interface Rules {
  /** Quick spin (turbo) allowed. */
  quickSpin: boolean;
  /** Auto-play: the most spins one run may have; 0 is off, null no limit. */
  autoPlayMax: number | null;
  /** The shortest a game round may last, from spin start to its end, in ms (0: no minimum). */
  minRoundMs: number;
  /** The container shows the time played this session. */
  sessionClock: boolean;
  /** The container shows the net position: won minus staked this session. */
  netPosition: boolean;
  /** Minutes between reality checks; null leaves the operator's other setting. */
  realityCheckMinutes: number | null;
  /** The game's return to player is shown in help and the game list; null leaves the query's. */
  showRtp: boolean | null;
  /** The highest stake of one round, in the account's currency; null: no limit. */
  maxStake: number | null;
  /** Linked jackpots shown (pools, the hall, hit notices); false where a market forbids them. */
  jackpots: boolean;
  /** The player may stop the reels early (slam stop); false where a round must run its course. */
  slamStop: boolean;
  /**
   * A spin control held down may start round after round; false where each round needs the
   * control released and pressed again.
   */
  heldSpin: boolean;
  /** One game at a time: a second tab or window of the account waits while the first plays. */
  oneGameAtATime: boolean;
}

/** Today's behaviour: nothing restricted, nothing more shown. */
export const DEFAULT_RULES: Readonly<Rules> = {
  quickSpin: true,
  autoPlayMax: null,
  minRoundMs: 0,
  sessionClock: false,
  netPosition: false,
  realityCheckMinutes: null,
  showRtp: null,
  maxStake: null,
  jackpots: true,
  slamStop: true,
  heldSpin: true,
  oneGameAtATime: false,
};

/** The longest minimum round (a minute) and the longest reality-check interval (10 hours). */
const MAX_ROUND_MS = 60_000;
const MAX_MINUTES = 600;
const MAX_AUTO = 10_000;
/** The highest stake limit a profile may name (anything above is no limit at all). */
const MAX_STAKE = 1_000_000_000;

/** The profile's fields that are booleans as written. */
const FLAGS = [
  'quickSpin',
  'sessionClock',
  'netPosition',
  'showRtp',
  'jackpots',
  'slamStop',
  'heldSpin',
  'oneGameAtATime',
] as const;

const whole = (v: unknown, min: number, max: number): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** `autoPlay` as written: true (no limit), false or 0 (off) or the most spins of a run. */
function autoPlayMax(v: unknown): number | null | undefined {
  if (v === true) return null;
  if (v === false) return 0;
  return whole(v, 0, MAX_AUTO) ? v : undefined;
}

/**
 * A profile as an operator writes it (`{ quickSpin, autoPlay, minRoundMs, sessionClock,
 * netPosition, realityCheckMinutes, showRtp, maxStake, jackpots, slamStop, heldSpin,
 * oneGameAtATime }`; `autoPlayMax`, as read, is taken too) read over `base`: each good field
 * replaces the base's, a missing or bad one keeps
 * it. Never throws; anything but an object is the base.
 */
export function readRules(raw: unknown, base: Readonly<Rules> = DEFAULT_RULES): Rules {
  const out: Rules = { ...base };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  const r = raw as Record<string, unknown>;
  for (const key of FLAGS) if (typeof r[key] === 'boolean') out[key] = r[key];
  const stake = r['maxStake'];
  if (stake === null) out.maxStake = null;
  else if (typeof stake === 'number' && stake > 0 && stake <= MAX_STAKE) out.maxStake = stake;
  const auto = autoPlayMax(r['autoPlay'] ?? r['autoPlayMax']);
  if (auto !== undefined) out.autoPlayMax = auto;
  if (whole(r['minRoundMs'], 0, MAX_ROUND_MS)) out.minRoundMs = r['minRoundMs'];
  if (whole(r['realityCheckMinutes'], 1, MAX_MINUTES))
    out.realityCheckMinutes = r['realityCheckMinutes'];
  return out;
}

/** A round's stake the rules forbid: above the market's highest. */
export function stakeBreaks(rules: Readonly<Rules>, bet: number): boolean {
  return rules.maxStake !== null && bet > rules.maxStake;
}

/** An auto-play run of `count` spins (or `played` so far) the rules forbid. */
export function autoPlayBreaks(rules: Readonly<Rules>, spins: number): boolean {
  return rules.autoPlayMax !== null && spins > rules.autoPlayMax;
}

/**
 * Auto-play in any form the rules forbid: where auto-play is off (0), a game's auto-dab (bingo
 * marking the numbers called for the player) is auto-play too. A limit counts spins, not cards.
 */
export function autoDabBreaks(rules: Readonly<Rules>): boolean {
  return rules.autoPlayMax === 0;
}
