// Runs in Node (and in unit tests): an environment named after a jurisdiction profile, so the
// game checker's `--rules` reaches the game it checks without state in the simulator: the name
// (`rules-q0-a0-m2500-c1-n1-r60-p1`, at most 64 characters as `e` allows) is the profile.
import { DEFAULT_RULES, type Rules, readRules } from '../game-sdk/src/rules.ts';

/** The prefix of a profile's environment name. */
export const RULES_ENV_PREFIX = 'rules';

/** Each field a name carries, by its letter: a flag (1 or 0) or a whole number. */
const LETTERS: Readonly<Record<string, { key: keyof Rules; flag: boolean }>> = {
  q: { key: 'quickSpin', flag: true },
  a: { key: 'autoPlayMax', flag: false },
  m: { key: 'minRoundMs', flag: false },
  c: { key: 'sessionClock', flag: true },
  n: { key: 'netPosition', flag: true },
  r: { key: 'realityCheckMinutes', flag: false },
  p: { key: 'showRtp', flag: true },
  s: { key: 'maxStake', flag: false },
  j: { key: 'jackpots', flag: true },
  t: { key: 'slamStop', flag: true },
  h: { key: 'heldSpin', flag: true },
  o: { key: 'oneGameAtATime', flag: true },
};

/** The environment name of a profile: only the fields that differ from today's behaviour. */
export function rulesEnvName(rules: Readonly<Rules>): string {
  const parts = [RULES_ENV_PREFIX];
  for (const [letter, { key }] of Object.entries(LETTERS)) {
    const value = rules[key];
    if (value === DEFAULT_RULES[key] || value === null) continue;
    parts.push(`${letter}${typeof value === 'boolean' ? (value ? '1' : '0') : String(value)}`);
  }
  return parts.join('-');
}

/** The profile an environment name carries, or null for another name. */
export function rulesOfEnv(e: string): Rules | null {
  const [prefix, ...parts] = e.split('-');
  if (prefix !== RULES_ENV_PREFIX) return null;
  const raw: Record<string, unknown> = {};
  for (const part of parts) {
    const field = LETTERS[part.slice(0, 1)];
    if (field === undefined) continue;
    const n = Number(part.slice(1));
    // readRules takes each field as a profile's file would have it, and judges it.
    raw[field.key] = field.flag ? n === 1 : n;
  }
  return readRules(raw, DEFAULT_RULES);
}
