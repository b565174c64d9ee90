// The room the container keeps over the game for its controls: as the page measures it
// (room-watch.ts) and as a game reads it through the SDK (game-sdk/src/read.ts): the insets in its
// address and the reservedAreas message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSET_PARAMS, type ReservedArea } from '../../../game-sdk/src/protocol.ts';
import { addressInsets, readRoom } from '../../../game-sdk/src/read.ts';
import { insetsOf } from '../../../src-ui/game-bridge/room-watch.ts';

const FRAME = { width: 360, height: 640 };
const area = (over: Partial<ReservedArea>): ReservedArea => ({
  control: 'close',
  edge: 'top',
  x: 308,
  y: 8,
  width: 44,
  height: 44,
  ...over,
});

describe('the room the container keeps', () => {
  it("each edge's inset is the deepest reach of its controls into the frame", () => {
    const areas = [
      area({}),
      area({ control: 'moreGames', x: 256, y: 8, height: 36 }),
      area({ control: 'promoBar', edge: 'right', x: 308.4, y: 66, height: 356 }),
      area({ control: 'jackpotHall', edge: 'left', x: 4, y: 50, width: 95.2 }),
      area({ control: 'version', edge: 'bottom', x: 310, y: 616, height: 20 }),
    ];
    // Rounded up: a control never reaches past the inset.
    expect(insetsOf(areas, FRAME)).toEqual({ top: 52, right: 52, bottom: 24, left: 100 });
    expect(insetsOf([], FRAME)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });

  it('reads the insets in the game address; a missing or bad value is 0', () => {
    const params = new URLSearchParams({
      [INSET_PARAMS.top]: '52',
      [INSET_PARAMS.right]: '-4',
      [INSET_PARAMS.bottom]: 'NaN',
      [INSET_PARAMS.left]: '1e9',
    });
    expect(addressInsets(`?${params.toString()}`)).toEqual({
      top: 52,
      right: 0,
      bottom: 0,
      left: 0,
    });
    expect(INSET_PARAMS).toEqual({
      top: 'safeTop',
      right: 'safeRight',
      bottom: 'safeBottom',
      left: 'safeLeft',
    });
  });

  it('takes a whole room message or none of it', () => {
    const insets = { top: 52, right: 52, bottom: 24, left: 100 };
    const areas = [area({})];
    expect(readRoom({ type: 'reservedAreas', insets, areas })).toEqual({ insets, areas });
    const bad: unknown[] = [
      { insets, areas: [area({ edge: 'middle' as 'top' })] },
      { insets, areas: [{ ...area({}), x: -1 }] },
      { insets, areas: [{ ...area({}), control: 'x'.repeat(33) }] },
      { insets, areas: Array.from({ length: 33 }, () => area({})) },
      { insets: { ...insets, top: Infinity }, areas },
      { insets: [52, 52, 24, 100], areas },
      { insets },
    ];
    for (const message of bad) expect(readRoom(message as Record<string, unknown>)).toBeNull();
  });

  it('never throws, and what it takes is always within bounds (fuzzed)', () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    const length = fc.oneof(fc.double(), fc.integer(), anything);
    const message = fc.record({
      insets: fc.oneof(
        fc.dictionary(fc.constantFrom('top', 'right', 'bottom', 'left'), length),
        anything,
      ),
      areas: fc.oneof(
        fc.array(
          fc.record({
            control: fc.oneof(fc.string(), anything),
            edge: fc.oneof(fc.constantFrom('top', 'right', 'bottom', 'left', 'up'), anything),
            x: length,
            y: length,
            width: length,
            height: length,
          }),
          { maxLength: 40 },
        ),
        anything,
      ),
    });
    fc.assert(
      fc.property(message, (raw) => {
        const room = readRoom(raw);
        if (room === null) return;
        const lengths = [
          ...Object.values(room.insets),
          ...room.areas.flatMap((a) => [a.x, a.y, a.width, a.height]),
        ];
        expect(lengths.every((n) => Number.isFinite(n) && n >= 0 && n <= 10_000)).toBe(true);
        expect(room.areas.length).toBeLessThanOrEqual(32);
      }),
      { numRuns: 2_000, seed: 20261130 },
    );
  });
});
