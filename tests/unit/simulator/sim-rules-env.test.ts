// The simulator's environments named after a jurisdiction profile (operator-sim/rules-env.ts):
// how the game checker's --rules reaches the container it checks in, without state.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, readRules } from '../../../game-sdk/src/rules.ts';
import { REGULATED_PROFILE } from '../../../operator-sim/env-config.ts';
import { rulesEnvName, rulesOfEnv } from '../../../operator-sim/rules-env.ts';
import { parseQuery } from '../../../shared/boot/query.ts';

describe('an environment named after a profile', () => {
  it('carries the profile whole, in a name the container takes as its e', () => {
    const strictest = readRules({ ...REGULATED_PROFILE, autoPlay: 10_000, minRoundMs: 60_000 });
    for (const rules of [DEFAULT_RULES, readRules(REGULATED_PROFILE), strictest]) {
      const name = rulesEnvName(rules);
      expect(rulesOfEnv(name)).toEqual(rules);
      expect(parseQuery(`?e=${name}`).e).toBe(name);
    }
    expect(rulesEnvName(readRules(REGULATED_PROFILE))).toBe(
      'rules-q0-a0-m2500-c1-n1-r60-p1-s5-j0-t0-h0-o1',
    );
  });

  it('is no profile for any other name', () => {
    expect(rulesOfEnv('demo')).toBeNull();
    expect(rulesOfEnv('regulated')).toBeNull();
  });
});
