// The pure rules behind the prompts: browser family, Flash games, the turbo rate, game messages.
import { describe, expect, it } from 'vitest';
import { handedOn } from './handed-on.ts';
import { detectBrowser, isFlashGame } from '../../../shared/prompts/prompts.ts';
import { shouldSuggestTurbo } from '../../../shared/game-bridge/turbo.ts';

describe('detectBrowser', () => {
  it.each([
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'chrome',
    ],
    [
      'iOS Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'chrome',
    ],
    [
      'iOS Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'safari',
    ],
    [
      'macOS Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'safari',
    ],
    [
      'headless Chromium',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'chrome',
    ],
    [
      'UC Browser',
      'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
      'other',
    ],
    [
      'WeChat',
      'Mozilla/5.0 (Linux; Android 12; V2111A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.99 Mobile Safari/537.36 MicroMessenger/8.0.30',
      'other',
    ],
    [
      'Facebook in-app',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/380.0]',
      'other',
    ],
    ['Firefox', 'Mozilla/5.0 (Android 13; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0', 'other'],
    ['an empty string', '', 'other'],
    ['garbage', '\u0000<script>'.repeat(1000), 'other'],
  ])('%s is %s', (_, ua, family) => {
    expect(detectBrowser(ua)).toBe(family);
  });
});

describe('isFlashGame', () => {
  it.each([
    ['http://game.test/flash/classic.swf?lang=en', true],
    ['https://game.test/flash/CLASSIC.SWF', true],
    ['http://game.test/demo-slot/index.html?file=a.swf', false],
    ['not a url', false],
  ])('%s → %s', (url, flash) => {
    expect(isFlashGame(url)).toBe(flash);
  });
});

describe('shouldSuggestTurbo', () => {
  const base = { scene: 'basegame', requests: 5, spins: 1, turbo: false, noTurbo: false };
  it.each([
    ['rate above 4 in the base game', base, true],
    ['rate exactly 4', { ...base, requests: 4 }, false],
    ['no spin yet', { ...base, spins: 0 }, false],
    ['in free games', { ...base, scene: 'freegame' }, false],
    ['in max-spin', { ...base, scene: 'maxspin' }, false],
    ['turbo already on', { ...base, turbo: true }, false],
    ['noTurbo set', { ...base, noTurbo: true }, false],
    ['a base scene in any case', { ...base, scene: 'BaseGame' }, true],
  ])('%s → %s', (_, facts, expected) => {
    expect(shouldSuggestTurbo(facts)).toBe(expected);
  });
});

describe('a game message: what the engine is handed', () => {
  it.each([
    [{ type: 'ready' }, ['gameReady']],
    [{ type: 'spinState', spinning: true }, ['setSpinning', true, false]],
    [{ type: 'spinState', spinning: false, stoppedEarly: true }, ['setSpinning', false, true]],
    [{ type: 'gameBusy' }, ['setBusy', true]],
    [{ type: 'gameIdle' }, ['setBusy', false]],
    [{ type: 'spinRequest' }, ['spinRequested', false]],
    [{ type: 'spinRequest', held: true }, ['spinRequested', true]],
    [{ type: 'turbo', on: true }, ['setTurbo', true, false]],
    [{ type: 'turbo', on: false, noTurbo: true }, ['setTurbo', false, true]],
    [{ type: 'turbo', on: 'yes' }, null],
    [{ type: 'spinState', spinning: 1 }, null],
    [{ type: 'scene', scene: 'FreeGame' }, ['setScene', 'FreeGame', undefined]],
    [{ type: 'scene', scene: 'x'.repeat(65) }, null],
    [{ type: 'clickToPlay', gameId: 3001 }, ['requestGameSwitch', 3001]],
    [{ type: 'clickToPlay', gameId: '3001' }, null],
    [{ type: 'clickToPlay', gameId: -1 }, null],
    [{ type: 'clickToPlay', gameId: 1.5 }, null],
    [
      { type: 'freeSpinProgress', itemId: 'c1', played: 2, winAmount: 3.5, done: false },
      ['freeSpinProgress', 'c1', 2, 3.5, false],
    ],
    [{ type: 'freeSpinProgress', itemId: 'c1', played: -1, winAmount: 0, done: true }, null],
    [{ type: 'freeSpinProgress', itemId: 'c1', played: 1, winAmount: NaN, done: true }, null],
    [{ type: 'freeSpinProgress', itemId: '', played: 1, winAmount: 0, done: true }, null],
    [{ type: 'unknown' }, null],
    ['ready', null],
    [null, null],
  ])('%j → %j', (data, expected) => {
    expect(handedOn(data)).toEqual(expected);
  });
});
