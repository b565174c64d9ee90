// Leaderboard names: *** plus the last 3 characters (SPEC §5), short names included.
import { describe, expect, it } from 'vitest';
import { MASK, maskName } from '../../../shared/promotions/leaderboards/masking.ts';

describe('maskName', () => {
  it.each([
    ['player123', '***123'],
    ['abcd', '***bcd'],
    ['abc', '***abc'],
    ['ab', '***ab'],
    ['a', '***a'],
    ['', '***'],
    [null, '***'],
    [undefined, '***'],
    ['  lucky7  ', '***ky7'],
    ['สมชายใจดี', '***จดี'],
    ['王小明先生', '***明先生'],
    ['gamer😀😀😀', '***😀😀😀'],
    ['😀😀😀', '***😀😀😀'],
    ['a😀b😀', '***😀b😀'],
  ])('%s shows as %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each(['kim', 'jo', 'player123', '', 'สมชายใจดี'])(
    'masking %j twice is masking it once (the game frame sends masked names)',
    (name) => {
      expect(maskName(maskName(name))).toBe(maskName(name));
    },
  );

  it('counts code points, so an astral character is never cut in half', () => {
    const masked = maskName('xy𝒜𝒝𝒞');
    expect(masked).toBe(`${MASK}𝒜𝒝𝒞`);
    expect(masked).not.toMatch(/\p{Cs}/u);
  });
});
