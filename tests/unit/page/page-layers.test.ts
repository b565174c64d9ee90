// Which of the page's layers a player sees, over the game and over each other, for each moment
// of a session: booting, playing, a prompt, a modal, an error, a dead worker, a phone held
// sideways, a regulated market.
import { describe, expect, it } from 'vitest';
import { RECONNECTING_CODE } from '../../../shared/errors/error-behaviour.ts';
import type { EngineError } from '../../../shared/engine/engine-api.ts';
import { type Layers, type LayersInput, pageLayers } from '../../../src-ui/page/page-layers.ts';

const playing: LayersInput = {
  phase: 'ready',
  error: null,
  prompt: null,
  portraitAdvised: false,
  gameReady: true,
  systemButtons: true,
  hasMoreGames: true,
  modal: null,
  demo: false,
  regulated: false,
  brand: 'Brand',
  client: { showLogo: true },
};
const anError: EngineError = { code: '9005', trackingId: 't1' };
const reconnecting: EngineError = { code: RECONNECTING_CODE, trackingId: 't2' };
const prompt = { kind: 'quickSpin' } as const;

/** The names of the layers that show, bottom up. */
const shown = (layers: Layers): string[] =>
  Object.entries(layers)
    .filter(([, on]) => on)
    .map(([name]) => name);

const rows: [string, Partial<LayersInput>, EngineError | null, boolean, string[]][] = [
  ['booting', { phase: 'login', gameReady: false }, null, true, ['spinner', 'logo']],
  ['playing', {}, null, true, ['systemButtons', 'moreGames', 'jackpotHall', 'logo', 'promotions']],
  [
    'playing where the operator keeps the player in the game',
    {},
    null,
    false,
    ['systemButtons', 'jackpotHall', 'logo', 'promotions'],
  ],
  [
    'playing without more games',
    { hasMoreGames: false },
    null,
    true,
    ['systemButtons', 'jackpotHall', 'logo', 'promotions'],
  ],
  [
    'playing with the system buttons hidden by the operator',
    { systemButtons: false },
    null,
    true,
    ['jackpotHall', 'logo', 'promotions'],
  ],
  [
    'a game ready before the boot has finished',
    { phase: 'login' },
    null,
    true,
    ['systemButtons', 'moreGames', 'logo'],
  ],
  [
    'a prompt: no panel or modal under it',
    { prompt },
    null,
    true,
    ['systemButtons', 'moreGames', 'jackpotHall', 'logo', 'prompt'],
  ],
  [
    'a prompt while booting: no spinner over it',
    { phase: 'login', gameReady: false, prompt },
    null,
    true,
    ['logo', 'prompt'],
  ],
  [
    'a modal: the promotions wait under it',
    { modal: { kind: 'moreGame' } },
    null,
    true,
    ['systemButtons', 'moreGames', 'jackpotHall', 'logo', 'modal'],
  ],
  [
    'an error: the dialog over the game, nothing of the container',
    { error: anError },
    null,
    true,
    ['logo', 'error'],
  ],
  [
    'a boot that stopped with an error',
    { phase: 'failed', error: anError },
    null,
    true,
    ['logo', 'error', 'errorReloads'],
  ],
  [
    'a boot that stopped with nothing to say',
    { phase: 'failed', gameReady: false },
    null,
    true,
    ['logo', 'stopped'],
  ],
  ['a worker that died', {}, anError, true, ['logo', 'error', 'errorReloads']],
  [
    'reconnecting after a 301',
    { phase: 'login', gameReady: false, error: reconnecting },
    null,
    true,
    ['logo', 'error', 'errorReloads'],
  ],
  ['a 301 once the game is ready', { error: reconnecting }, null, true, ['logo', 'error']],
  [
    'a phone held sideways: the portrait prompt, no other prompt',
    { portraitAdvised: true, prompt },
    null,
    true,
    ['systemButtons', 'moreGames', 'jackpotHall', 'logo', 'portrait'],
  ],
  [
    'a phone held sideways with an error: both',
    { portraitAdvised: true, error: anError },
    null,
    true,
    ['logo', 'portrait', 'error'],
  ],
  [
    'a demo account in a regulated market',
    { demo: true, regulated: true },
    null,
    true,
    ['systemButtons', 'moreGames', 'jackpotHall', 'logo', 'promotions', 'demo', 'regulation'],
  ],
  [
    'a regulated market with an error: its bar goes',
    { regulated: true, error: anError },
    null,
    true,
    ['logo', 'error'],
  ],
  [
    'a client without its logo',
    { client: { showLogo: false } },
    null,
    true,
    ['systemButtons', 'moreGames', 'jackpotHall', 'promotions'],
  ],
  [
    'no brand yet',
    { brand: null },
    null,
    true,
    ['systemButtons', 'moreGames', 'jackpotHall', 'promotions'],
  ],
];

describe('the layers a player sees', () => {
  it.each(rows)('%s', (_name, change, failure, redirectAllowed, expected) => {
    expect(shown(pageLayers({ ...playing, ...change }, failure, redirectAllowed))).toEqual(
      expected,
    );
  });
});
