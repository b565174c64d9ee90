// Address helpers: only http(s) is ever followed; dl addresses become web addresses.
import { describe, expect, it } from 'vitest';
import { dlToWeb, safeHttpUrl } from '../../shared/urls.ts';

describe('dlToWeb', () => {
  it.each([
    ['https://dl.example.com/env/', 'https://web.example.com'],
    ['https://dl.example.com/env/prod.json', 'https://web.example.com'],
    ['https://cdn.dl.example.com/env', 'https://cdn.web.example.com'],
    ['https://dl-sg.example.com/app/env/', 'https://web-sg.example.com/app'],
    ['https://download.example.com/env/', 'https://download.example.com'],
    ['javascript:alert(1)', null],
  ])('%s becomes %s', (dl, web) => {
    expect(dlToWeb(dl)).toBe(web);
  });
});

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
