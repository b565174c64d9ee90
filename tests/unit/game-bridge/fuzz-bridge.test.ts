// Fuzzing the game bridge (issue 8): random messages from the game frame and from strangers.
// The bridge never throws; a message from another window or origin changes nothing in the
// engine; whatever the game itself sends (in the protocol's version or another), the engine takes
// it without throwing. Seeded.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { acceptGameMessage, hear } from '../../../src-ui/game-bridge/game-host.ts';
import { fakeEngineTimers, settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const RUNS = { numRuns: 10_000, seed: 20261123 };
const sim = useSimServer();
afterEach(() => vi.useRealTimers());
const engines = useEngines(sim); // disposed before real timers come back
const GAME_ORIGIN = 'https://game.test';
const frameWindow = { name: 'the game frame' };
const game = { window: frameWindow, origin: GAME_ORIGIN };

async function playing(): Promise<Engine> {
  fakeEngineTimers();
  const engine = engines.start(`?e=demo&x=demo-token&${DEMO_GAME}`);
  await settle(engine.boot());
  engine.gameReady();
  engine.setScene('BaseGame');
  await vi.advanceTimersByTimeAsync(0);
  return engine;
}

const TYPES = [
  'ready', 'spinState', 'spinRequest', 'turbo', 'clickToPlay', 'freeSpinProgress', 'scene',
  'status', 'autoPlay', 'buttonPosition', 'helpPage', 'jackpot', 'openModal', 'gameLog',
]; // prettier-ignore
const FIELDS = [
  'spinning', 'on', 'noTurbo', 'gameId', 'itemId', 'played', 'winAmount', 'done', 'scene',
  'symbols', 'fields', 'event', 'layout', 'url', 'hit', 'request', 'payload', 'action', 'count',
  'kind', '__proto__', 'constructor',
]; // prettier-ignore
/** Field values: plausible ones (so messages get through) and anything at all. */
const fieldValue = fc.oneof(
  fc.boolean(),
  fc.integer({ min: -5, max: 5_000 }),
  fc.double(),
  fc.constantFrom('BaseGame', 'FreeGame', 'start', 'pause', 'report', 'help', 'card-1'),
  fc.constantFrom('https://game.test/help', 'javascript:alert(1)', 'https://app.test/'),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.boolean(), fc.string())),
  fc.anything({ maxDepth: 3 }),
);
/** Messages shaped like the game's: a known or random type with known fields. */
const gameLike = fc
  .tuple(
    fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 12 })),
    fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 5 }),
    // Mostly the protocol's version, sometimes none or another.
    fc.oneof({ arbitrary: fc.constant(1), weight: 4 }, fc.anything({ maxDepth: 1 })),
  )
  .map(([type, fields, v]) => ({ ...fields, type, v }));
const data = fc.oneof(gameLike, fc.anything({ maxDepth: 3 }));
const strangerOrigin = fc.oneof(
  fc.constantFrom('https://evil.test', 'http://game.test', 'https://game.test:444', 'null', ''),
  fc.webUrl().map((u) => new URL(u).origin),
);

const stateOf = (e: Engine): string => JSON.stringify(snapshot(e.state));

describe('the game bridge under random messages', () => {
  it('never throws, and hears only the game frame’s window at its origin', () => {
    fc.assert(
      fc.property(data, fc.boolean(), strangerOrigin, fc.boolean(), (d, fromFrame, other, ok) => {
        const origin = ok ? GAME_ORIGIN : other;
        const source = fromFrame ? frameWindow : { name: 'a stranger' };
        const heard = acceptGameMessage({ source, origin, data: d } as MessageEvent, game);
        if (!fromFrame || origin !== GAME_ORIGIN) expect(heard).toBeNull();
        expect(acceptGameMessage({ source, origin, data: d } as MessageEvent, null)).toBeNull();
      }),
      RUNS,
    );
  });

  it('lets no message from a stranger window or origin change the engine', async () => {
    const e = await playing();
    const before = stateOf(e);
    fc.assert(
      fc.property(data, strangerOrigin, fc.boolean(), (d, origin, fromFrame) => {
        // From the frame's window at a wrong origin, or from another window at the right one.
        const event = fromFrame
          ? { source: frameWindow, origin, data: d }
          : { source: { name: 'a stranger' }, origin: GAME_ORIGIN, data: d };
        const heard = acceptGameMessage(event as MessageEvent, game);
        if (heard) hear(e, heard);
      }),
      RUNS,
    );
    expect(stateOf(e)).toBe(before);
  });

  it('takes whatever the game frame sends without throwing', async () => {
    const e = await playing();
    const heard = new Map<string, number>();
    fc.assert(
      fc.property(data, (d) => {
        const said = acceptGameMessage(
          { source: frameWindow, origin: GAME_ORIGIN, data: d } as MessageEvent,
          game,
        );
        const message = said && hear(e, said);
        if (message) heard.set(message.type, (heard.get(message.type) ?? 0) + 1);
      }),
      RUNS,
    );
    // The run reached the engine with most kinds of message, and its state is still whole.
    expect(heard.size).toBeGreaterThanOrEqual(8);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(() => stateOf(e)).not.toThrow();
    expect(e.state.phase).not.toBe('failed');
  });
});
