// Fuzzing the address query (issue 8): random and hostile values never make the parser throw,
// and wherever the player is sent afterwards is an http(s) page or the /close page.
// Seeded, so a failure prints a seed and path that reproduce it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/lib/constants.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import { leaveTarget } from '../../../shared/lib/urls.ts';

const RUNS = { numRuns: 10_000, seed: 20261123 };
const CLOSE = 'https://app.test/close';
const KEYS = [
  'e', 'x', 'gName', 'gameType', 'mType', 'origin', 'more', 'locale', 'parentRedirect',
  'isRedirectAllowed', 'campaignInvitationCodes', 'customBrand', 'isIonic', 'mute',
  'isShowDollarSign', 'isShowRtp', 'lobbyActive', 'realityCheck',
]; // prettier-ignore
const HOSTILE = [
  'javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', ' javascript:alert(1)',
  'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  '//evil.test/lobby', '\\\\evil.test', 'http:evil.test', 'https://', 'file:///etc/passwd',
  'blob:https://evil.test/x', 'about:blank', 'ftp://evil.test', '%6A%61vascript:alert(1)',
  '<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', '../../close', '0', '-1',
  '1e9', 'NaN', 'Infinity', '99999999999999999999', '0x10', 'true', 'false', '', ' ', '\u0000',
  'zh-Hant', 'EN', 'xx', 'pt-BR', 'https://lobby.test/a?b=c#d', 'http://127.0.0.1:1/\u202e',
]; // prettier-ignore

const ordinary = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.integer().map(String),
  fc.double().map(String),
);
// Huge values are rare, or 10,000 runs take minutes.
const value = fc.oneof(
  { arbitrary: ordinary, weight: 60 },
  { arbitrary: fc.string({ minLength: 2_000, maxLength: 10_000 }), weight: 1 },
);
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }));
/** A query string of 0-12 pairs, keys repeated at will, values encoded or raw. */
const search = fc
  .array(fc.tuple(key, value, fc.boolean()), { maxLength: 12 })
  .map(
    (pairs) =>
      '?' +
      pairs
        .map(([k, v, encode]) => `${encodeURIComponent(k)}=${encode ? encodeURIComponent(v) : v}`)
        .join('&'),
  );
const path = fc.oneof(
  fc.constantFrom('/', '/close', '/th/', '/zh-TW/close', '/xx/', '//', '/%E0%A4'),
  fc.string({ maxLength: 30 }).map((p) => `/${p}`),
);

const isHttp = (address: string): boolean => /^https?:\/\/[^/]/.test(address);

describe('the query parser under random and hostile input', () => {
  it('never throws, and every field keeps its type and range', () => {
    fc.assert(
      fc.property(search, path, (s, p) => {
        const q = parseQuery(s, p);
        expect(LOCALES).toContain(q.locale);
        expect([1, 2, 3, 4]).toContain(q.gameType);
        if (q.mType !== null) expect(Number.isSafeInteger(q.mType) && q.mType > 0).toBe(true);
        if (q.realityCheck !== null) expect(q.realityCheck).toBeGreaterThan(0);
        expect(q.e).toMatch(/^[\w-]{0,64}$/);
        for (const code of q.campaignInvitationCodes) expect(code).toMatch(/^[\w-]{1,64}$/);
        if (q.origin !== null) expect(isHttp(q.origin)).toBe(true);
      }),
      RUNS,
    );
  });

  it('sends the player only to an http(s) page or the /close page', () => {
    fc.assert(
      fc.property(search, (s) => {
        const target = leaveTarget(parseQuery(s).origin, CLOSE);
        expect(target === CLOSE || isHttp(target)).toBe(true);
      }),
      RUNS,
    );
  });

  it('turns any hostile lobby address into the /close page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), (hostile, tail) => {
        const target = leaveTarget(`${hostile}${tail}`, CLOSE);
        expect(target === CLOSE || isHttp(target)).toBe(true);
        expect(target.toLowerCase()).not.toMatch(/^(javascript|data|vbscript|file|blob):/);
      }),
      RUNS,
    );
  });
});
