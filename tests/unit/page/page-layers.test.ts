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
  elsewhere: false,
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

/** A moment of a session: the view's change from playing, and the layers that then show. */
interface Row {
  moment: string;
  change?: Partial<LayersInput>;
  /** The host's own failure (a worker that did not start or died). */
  failure?: EngineError;
  /** The operator's isRedirectAllowed (true unless said). */
  redirect?: boolean;
  shows: string[];
}

/** What shows over a game being played, before the promotions or a modal. */
const OVER_GAME = ['systemButtons', 'moreGames', 'jackpotHall', 'logo'];
const WITHOUT_MORE_GAMES = ['systemButtons', 'jackpotHall', 'logo', 'promotions'];

const rows: Row[] = [
  { moment: 'booting', change: { phase: 'login', gameReady: false }, shows: ['spinner', 'logo'] },
  { moment: 'playing', shows: [...OVER_GAME, 'promotions'] },
  {
    moment: 'playing where the operator keeps the player in the game',
    redirect: false,
    shows: WITHOUT_MORE_GAMES,
  },
  {
    moment: 'playing without more games',
    change: { hasMoreGames: false },
    shows: WITHOUT_MORE_GAMES,
  },
  {
    moment: 'playing with the system buttons hidden by the operator',
    change: { systemButtons: false },
    shows: ['jackpotHall', 'logo', 'promotions'],
  },
  {
    moment: 'a game ready before the boot has finished',
    change: { phase: 'login' },
    shows: ['systemButtons', 'moreGames', 'logo'],
  },
  {
    moment: 'a prompt: no panel or modal under it',
    change: { prompt },
    shows: [...OVER_GAME, 'prompt'],
  },
  {
    moment: 'a prompt while booting: no spinner over it',
    change: { phase: 'login', gameReady: false, prompt },
    shows: ['logo', 'prompt'],
  },
  {
    moment: 'a modal: the promotions wait under it',
    change: { modal: { kind: 'moreGame' } },
    shows: [...OVER_GAME, 'modal'],
  },
  {
    moment: 'an error: the dialog over the game, nothing of the container',
    change: { error: anError },
    shows: ['logo', 'error'],
  },
  {
    moment: 'a boot that stopped with an error',
    change: { phase: 'failed', error: anError },
    shows: ['logo', 'error', 'errorReloads'],
  },
  {
    moment: 'a boot that stopped with nothing to say',
    change: { phase: 'failed', gameReady: false },
    shows: ['logo', 'stopped'],
  },
  { moment: 'a worker that died', failure: anError, shows: ['logo', 'error', 'errorReloads'] },
  {
    moment: 'reconnecting after a 301',
    change: { phase: 'login', gameReady: false, error: reconnecting },
    shows: ['logo', 'error', 'errorReloads'],
  },
  {
    moment: 'a 301 once the game is ready',
    change: { error: reconnecting },
    shows: ['logo', 'error'],
  },
  {
    moment: 'a phone held sideways: the portrait prompt, no other prompt',
    change: { portraitAdvised: true, prompt },
    shows: [...OVER_GAME, 'portrait'],
  },
  {
    moment: 'a phone held sideways with an error: both',
    change: { portraitAdvised: true, error: anError },
    shows: ['logo', 'portrait', 'error'],
  },
  {
    moment: 'a demo account in a regulated market',
    change: { demo: true, regulated: true },
    shows: [...OVER_GAME, 'promotions', 'demo', 'regulation'],
  },
  {
    moment: 'a regulated market with an error: its bar goes',
    change: { regulated: true, error: anError },
    shows: ['logo', 'error'],
  },
  {
    moment: 'another tab of the account plays: the one-game notice, no spinner under it',
    change: { phase: 'login', gameReady: false, regulated: true, elsewhere: true },
    shows: ['logo', 'regulation'],
  },
  {
    moment: 'play moved to another tab: the one-game notice over the game, no panel or modal',
    change: { regulated: true, elsewhere: true, modal: { kind: 'moreGame' } },
    shows: [...OVER_GAME, 'regulation'],
  },
  {
    moment: 'a client without its logo',
    change: { client: { showLogo: false } },
    shows: ['systemButtons', 'moreGames', 'jackpotHall', 'promotions'],
  },
  {
    moment: 'no brand yet',
    change: { brand: null },
    shows: ['systemButtons', 'moreGames', 'jackpotHall', 'promotions'],
  },
];

describe('the layers a player sees', () => {
  it.each(rows)('$moment', ({ change, failure, redirect, shows }) => {
    const view = { ...playing, ...change };
    expect(shown(pageLayers(view, failure ?? null, redirect ?? true))).toEqual(shows);
  });
});
