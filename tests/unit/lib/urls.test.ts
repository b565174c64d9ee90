// Address helpers: only http(s) is ever followed.
import { describe, expect, it } from 'vitest';
import { joinUrl, safeHttpUrl, urlBase } from '../../../shared/lib/urls.ts';

describe('safeHttpUrl', () => {
  it.each([
    ['https://lobby.example/a?b=1', 'https://lobby.example/a?b=1'],
    ['http://127.0.0.1:4300/lobby', 'http://127.0.0.1:4300/lobby'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['vbscript:msgbox', null],
    ['//evil.example', null],
    ['not a url', null],
    ['', null],
  ])('%s gives %s', (raw, expected) => {
    expect(safeHttpUrl(raw)?.href ?? null).toBe(expected);
  });
});

describe('joinUrl', () => {
  it.each([
    ['https://promo.test', '/quest/v1/list/1', 'https://promo.test/quest/v1/list/1'],
    ['https://promo.test/', '/quest/v1/list/1', 'https://promo.test/quest/v1/list/1'],
    [' https://promo.test/// ', '/a', 'https://promo.test/a'],
    ['https://cdn.test/assets/', 'cards/en/1.png', 'https://cdn.test/assets/cards/en/1.png'],
    ['https://cdn.test/assets', '//cards/1.png', 'https://cdn.test/assets/cards/1.png'],
    ['', 'cards/1.png', 'cards/1.png'],
    ['/', '/orientation', '/orientation'],
  ])('%j and %j give %j', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });

  it('an origin of spaces and slashes is no base at all', () => {
    expect(urlBase('  //  ')).toBe('');
    expect(urlBase(' https://seat.test/ ')).toBe('https://seat.test');
  });
});
