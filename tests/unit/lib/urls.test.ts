// Address helpers: only http(s) is ever followed.
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../../shared/lib/urls.ts';

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
