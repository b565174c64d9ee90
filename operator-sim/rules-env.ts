// Runs in Node (and in unit tests): an environment named after a jurisdiction profile, so the
// game checker's `--rules` reaches the game it checks without state in the simulator: the name
// (`rules-q0-a0-m2500-c1-n1-r60-p1`, at most 64 characters as `e` allows) is the profile.
import { DEFAULT_RULES, type Rules, readRules } from '../game-sdk/src/rules.ts';

/** The prefix of a profile's environment name. */
export const RULES_ENV_PREFIX = 'rules';

const flag = (b: boolean): string => (b ? '1' : '0');

/** The environment name of a profile: only the fields that differ from today's behaviour. */
export function rulesEnvName(rules: Readonly<Rules>): string {
  const parts = [RULES_ENV_PREFIX];
  if (!rules.quickSpin) parts.push('q0');
  if (rules.autoPlayMax !== null) parts.push(`a${String(rules.autoPlayMax)}`);
  if (rules.minRoundMs > 0) parts.push(`m${String(rules.minRoundMs)}`);
  if (rules.sessionClock) parts.push('c1');
  if (rules.netPosition) parts.push('n1');
  if (rules.realityCheckMinutes !== null) parts.push(`r${String(rules.realityCheckMinutes)}`);
  if (rules.showRtp !== null) parts.push(`p${flag(rules.showRtp)}`);
  return parts.join('-');
}

/** The profile an environment name carries, or null for another name. */
export function rulesOfEnv(e: string): Rules | null {
  const [prefix, ...parts] = e.split('-');
  if (prefix !== RULES_ENV_PREFIX) return null;
  const raw: Record<string, unknown> = {};
  for (const part of parts) {
    const n = Number(part.slice(1));
    switch (part[0]) {
      case 'q':
        raw['quickSpin'] = n === 1;
        break;
      case 'a':
        raw['autoPlayMax'] = n;
        break;
      case 'm':
        raw['minRoundMs'] = n;
        break;
      case 'c':
        raw['sessionClock'] = n === 1;
        break;
      case 'n':
        raw['netPosition'] = n === 1;
        break;
      case 'r':
        raw['realityCheckMinutes'] = n;
        break;
      case 'p':
        raw['showRtp'] = n === 1;
    }
  }
  return readRules(raw, DEFAULT_RULES);
}
