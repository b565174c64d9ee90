// @vitest-environment happy-dom
// The engine's orders as the page carries them out, outside its components: a chosen card's
// spins handed to the game once per run (and again once its frame is there), the game's
// auto-play stopped each time the reality check shows, and nothing more once stopped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import type { CurrentCard } from '../../../shared/promotions/cards/card-types.ts';
import { attachGame, gameReachable } from '../../../src-ui/game-bridge/game-channel.ts';
import { startPageOrders } from '../../../src-ui/page/page-orders.ts';

const GAME_ORIGIN = 'https://game.example';
const card: CurrentCard = {
  itemId: 'card-1',
  itemCategory: 'GAME_CARD',
  isDisplay: false,
  betSize: 2,
  currentQuantity: 1,
  gameCount: 10,
  maxWinAmount: 100,
  gameId: 2001,
  startTime: 0,
  expiryTime: null,
  isPopupMessage: false,
  cardLevel: 1,
  winAmount: 0,
  usageQuantity: 1,
};
const run = (id: number) => ({
  id,
  itemId: 'card-1',
  spinCount: 10,
  played: 0,
  winAmount: 0,
  done: false,
  balance: null,
});

let mirror: EngineState;
let stop: () => void;
/** What the game frame was sent. */
let posted: unknown[];
/** valtio tells its subscribers after the current task's promises. */
const changesTold = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** The game's frame, embedded and loaded: posts reach it (happy-dom loads no frame page). */
function embedGame(): void {
  const frame = { contentWindow: { postMessage: (message: unknown) => posted.push(message) } };
  attachGame(frame as unknown as HTMLIFrameElement, GAME_ORIGIN);
  gameReachable();
}

beforeEach(() => {
  posted = [];
  mirror = proxy(initialState({ locale: 'en', origin: null }));
  stop = startPageOrders({ mirror, requestClose: vi.fn() });
});
afterEach(() => {
  stop();
  attachGame(null, null);
});

describe('a card the player chose to play', () => {
  it('hands its spins to the game once per run', async () => {
    embedGame();
    mirror.promotions.currentCard = card;
    mirror.promotions.freeSpinRun = run(1);
    await changesTold();
    mirror.promotions.freeSpinRun = { ...run(1), played: 3 };
    await changesTold();
    expect(posted).toEqual([
      expect.objectContaining({ type: 'useCard', itemId: 'card-1', betSize: 2, spinCount: 10 }),
    ]);
    // The same card played again is another run.
    mirror.promotions.freeSpinRun = run(2);
    await changesTold();
    expect(posted).toHaveLength(2);
  });

  it('waits for the game frame, and goes once the game is there and ready', async () => {
    mirror.promotions.currentCard = card;
    mirror.promotions.freeSpinRun = run(1);
    await changesTold();
    expect(posted).toEqual([]);
    embedGame();
    mirror.gameReady = true;
    await changesTold();
    expect(posted).toEqual([expect.objectContaining({ type: 'useCard' })]);
  });

  it('is not handed over once its run is done, or for another card', async () => {
    embedGame();
    mirror.promotions.currentCard = { ...card, itemId: 'card-2' };
    mirror.promotions.freeSpinRun = run(1);
    await changesTold();
    mirror.promotions.currentCard = card;
    mirror.promotions.freeSpinRun = { ...run(1), done: true };
    await changesTold();
    expect(posted).toEqual([]);
  });
});

describe('the reality check', () => {
  const check = { kind: 'realityCheck', seconds: 3600, rounds: 5, bet: 10, net: -2 } as const;

  it("stops the game's auto-play each time it shows", async () => {
    embedGame();
    mirror.prompt = check;
    await changesTold();
    mirror.prompt = null;
    await changesTold();
    mirror.prompt = { ...check, seconds: 7200 };
    await changesTold();
    expect(posted).toEqual([
      expect.objectContaining({ type: 'pauseAutoPlay' }),
      expect.objectContaining({ type: 'pauseAutoPlay' }),
    ]);
  });

  it('is not told to the game for another prompt', async () => {
    embedGame();
    mirror.prompt = { kind: 'quickSpin' };
    await changesTold();
    expect(posted).toEqual([]);
  });
});

it('carries out nothing once stopped', async () => {
  embedGame();
  stop();
  mirror.prompt = { kind: 'realityCheck', seconds: 3600, rounds: 5, bet: 10, net: -2 };
  mirror.promotions.currentCard = card;
  mirror.promotions.freeSpinRun = run(1);
  await changesTold();
  expect(posted).toEqual([]);
});
