// Runs in Node (the checker): a game judged by a market's rules (`--rules`, the jurisdiction
// profile of game-sdk/src/rules.ts). Over the whole session: a round shorter than the minimum
// (`rule-min-round`), auto-play where it is off or past its limit (`rule-auto-play`), quick spin
// turned on where it is off (`rule-quick-spin`), a round staked above the highest
// (`rule-max-stake`), auto-dab where auto-play is off (`rule-auto-dab`), a round the player
// stopped early (`rule-slam-stop`), a round started by a held spin control (`rule-held-spin`),
// a jackpot broadcast where the market has none (`rule-jackpots`), each one finding with the
// first breaches.
import { type Rules, autoDabBreaks, stakeBreaks } from '../src/rules.ts';
import { type Judge, brief, typeOf } from './judge.ts';
import type { HeardMessage } from './recorder.ts';

/** The checks a profile adds, by their failures' codes. */
export const RULE_CHECKS = [
  'rule-min-round',
  'rule-auto-play',
  'rule-quick-spin',
  'rule-max-stake',
  'rule-auto-dab',
  'rule-slam-stop',
  'rule-held-spin',
  'rule-jackpots',
] as const;

/**
 * Timing slack: the container's window hears both ends of a round, each a message late by
 * however busy its main thread was. 50 ms failed the demo slot, whose rounds last exactly the
 * minimum, in a loaded CI run; a quarter second is still a tenth of the shortest market's
 * 2.5 s, and a game that cuts rounds short by design cuts more (docs/game-integration.md).
 */
const SLACK_MS = 250;

const field = (m: HeardMessage, key: string): unknown =>
  (m.data as Record<string, unknown> | null)?.[key];

/** Rounds (spinState true to false) shorter than the minimum, as `{ms}` texts. */
function shortRounds(messages: readonly HeardMessage[], min: number): string[] {
  const short: string[] = [];
  let start: number | null = null;
  for (const m of messages) {
    if (typeOf(m.data) !== 'spinState') continue;
    if (field(m, 'spinning') === true) start ??= m.at;
    else if (start !== null) {
      const ms = m.at - start;
      if (ms + SLACK_MS < min) short.push(`${String(ms)} ms`);
      start = null;
    }
  }
  return short;
}

/** Auto-play reports the limit forbids: a start past it, or a status with more spins played. */
function autoBreaches(messages: readonly HeardMessage[], max: number): string[] {
  return messages
    .filter((m) => {
      const type = typeOf(m.data);
      if (type === 'autoPlay' && field(m, 'action') === 'start') {
        const count = field(m, 'count');
        return typeof count === 'number' && count > max;
      }
      const passed = field(m, 'autoPassed');
      return type === 'status' && typeof passed === 'number' && passed > max;
    })
    .map((m) => brief(m.data));
}

/** Reports of quick spin on: a turbo { on: true } or a status with turbo true. */
function turboOn(messages: readonly HeardMessage[]): string[] {
  return messages
    .filter((m) => {
      const type = typeOf(m.data);
      return (
        (type === 'turbo' && field(m, 'on') === true) ||
        (type === 'status' && field(m, 'turbo') === true)
      );
    })
    .map((m) => brief(m.data));
}

/** Status reports of a round's bet above the market's highest. */
function overStake(messages: readonly HeardMessage[], rules: Readonly<Rules>): string[] {
  return messages
    .filter((m) => {
      const bet = field(m, 'bet');
      return typeOf(m.data) === 'status' && typeof bet === 'number' && stakeBreaks(rules, bet);
    })
    .map((m) => brief(m.data));
}

/** The messages of one type with `key` true: auto-dab on, a stop cut short, a held press. */
function flagged(messages: readonly HeardMessage[], type: string, key: string): string[] {
  return messages
    .filter((m) => typeOf(m.data) === type && field(m, key) === true)
    .map((m) => brief(m.data));
}

/**
 * What the game reports of a rule only it can keep (docs/regulated-markets.md): a forbidden
 * message or flag, by its finding's code, the failure's words and the pass's.
 */
function reported(rules: Readonly<Rules>, fromGame: readonly HeardMessage[]) {
  const jackpots = fromGame.filter((m) => typeOf(m.data) === 'jackpot').map((m) => brief(m.data));
  return [
    autoDabBreaks(rules) && {
      code: 'rule-auto-dab',
      found: flagged(fromGame, 'status', 'autoDab'),
      fail: 'status report(s) with auto-dab on where auto-play is off',
      pass: 'no auto-dab where auto-play is off',
    },
    !rules.slamStop && {
      code: 'rule-slam-stop',
      found: flagged(fromGame, 'spinState', 'stoppedEarly'),
      fail: 'round(s) stopped early (slam stop) where the market forbids it',
      pass: 'no round stopped early',
    },
    !rules.heldSpin && {
      code: 'rule-held-spin',
      found: flagged(fromGame, 'spinRequest', 'held'),
      fail: 'round(s) started by a spin control held down, not pressed again',
      pass: 'every round started by a new press',
    },
    !rules.jackpots && {
      code: 'rule-jackpots',
      found: jackpots,
      fail: 'jackpot broadcast(s) where the market has no jackpots',
      pass: 'no jackpot broadcast where the market has none',
    },
  ].filter((c) => c !== false);
}

/** The profile's checks over everything the game sent the container. */
export function judgeRules(j: Judge, rules: Readonly<Rules>, fromGame: readonly HeardMessage[]) {
  const first = (list: string[]): string => list.slice(0, 3).join('; ');
  if (rules.minRoundMs > 0) {
    const short = shortRounds(fromGame, rules.minRoundMs);
    j.check(
      short.length === 0,
      'rule-min-round',
      `${String(short.length)} round(s) shorter than the minimum ${String(rules.minRoundMs)} ms: ${first(short)}`,
      `every round lasted at least ${String(rules.minRoundMs)} ms`,
    );
  }
  const max = rules.autoPlayMax;
  if (max !== null) {
    const breaches = autoBreaches(fromGame, max);
    j.check(
      breaches.length === 0,
      'rule-auto-play',
      max === 0
        ? `auto-play started where it is off: ${first(breaches)}`
        : `auto-play past its limit of ${String(max)} spins: ${first(breaches)}`,
      max === 0 ? 'no auto-play where it is off' : `auto-play within ${String(max)} spins`,
    );
  }
  if (rules.maxStake !== null) {
    const over = overStake(fromGame, rules);
    j.check(
      over.length === 0,
      'rule-max-stake',
      `${String(over.length)} round(s) staked above the highest ${String(rules.maxStake)}: ${first(over)}`,
      `every round staked at most ${String(rules.maxStake)}`,
    );
  }
  if (!rules.quickSpin) {
    const on = turboOn(fromGame);
    j.check(
      on.length === 0,
      'rule-quick-spin',
      `quick spin turned on where it is off (also when the container asked): ${first(on)}`,
      'quick spin never on where it is off',
    );
  }
  for (const { code, found, fail, pass } of reported(rules, fromGame))
    j.check(found.length === 0, code, `${String(found.length)} ${fail}: ${first(found)}`, pass);
}
