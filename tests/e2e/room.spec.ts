// Room for the game (issue 30): on a phone the container's controls (close, more games, the
// jackpot hall and winners button, the promo bar) never cover the game's own header, reels and
// buttons; the game hears the room they take and where its buttonPosition put them.
import type { Frame, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { appOrigin, playing } from './support.ts';

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every box the locator matches, named, in the page's CSS px (offset by `at`, a frame's box). */
async function boxes(name: string, found: Locator, at = { x: 0, y: 0 }): Promise<Box[]> {
  const out: Box[] = [];
  for (const [i, el] of (await found.all()).entries()) {
    const box = await el.boundingBox();
    if (box) out.push({ name: `${name} ${String(i)}`, ...box, x: box.x + at.x, y: box.y + at.y });
  }
  return out;
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The container's controls over the game. */
const containerControls = async (page: Page): Promise<Box[]> =>
  (
    await Promise.all([
      boxes('close', page.locator('.close-button')),
      boxes('more games', page.locator('.more-games-button')),
      boxes('jackpot hall', page.locator('.jackpot-hall-button')),
      boxes('winners', page.locator('.jackpot-history')),
      boxes('promo bar', page.locator('.promo-bar-button')),
    ])
  ).flat();

/** The game's own header, reels, buttons and meters, in the page's px. */
async function gameParts(page: Page): Promise<Box[]> {
  const at = (await page.locator('iframe.game-frame').boundingBox()) ?? { x: 0, y: 0 };
  const game = page.frameLocator('iframe.game-frame');
  const parts = ['#title', '.scene', '#message', '#reels', '.controls button', '.meters', '#spin'];
  return (await Promise.all(parts.map((part) => boxes(part, game.locator(part), at)))).flat();
}

/** The pairs of a container control and a game part that overlap, as `control / part`. */
async function covered(page: Page): Promise<string[]> {
  const [controls, parts] = await Promise.all([containerControls(page), gameParts(page)]);
  return controls.flatMap((c) =>
    parts.filter((p) => overlap(c, p)).map((p) => `${c.name} / ${p.name}`),
  );
}

/** The game frame, to post from and listen in as the game does. */
async function frameOf(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe.game-frame').elementHandle()).contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
]) {
  test.describe(`on a ${String(viewport.width)}x${String(viewport.height)} phone`, () => {
    test.use({ viewport });

    test("the container's controls cover none of the game's own", async ({ page }) => {
      await playing(page, scenarioUrl());
      await expect(page.locator('.jackpot-hall-button')).toBeVisible();
      await expect(page.locator('.promo-bar-button').first()).toBeVisible();
      await expect(page.locator('.close-button')).toBeVisible();
      await expect(page.locator('.more-games-button')).toBeVisible();
      // The game lays itself out once it hears the room: nothing covered from then on.
      await expect.poll(() => covered(page)).toEqual([]);
      // And in the low layout the game asks for (the hall beside its reels).
      await playing(page, scenarioUrl({ x: 'layout-low' }));
      await expect(page.locator('.jackpot-hall-button')).toBeVisible();
      await expect.poll(() => covered(page)).toEqual([]);
    });
  });
}

test.describe('on a 360x640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a game that asks for its buttons elsewhere sees the hall move there', async ({ page }) => {
    // The low layout: the game asks for its buttons once, so the ask below stays the last.
    await playing(page, scenarioUrl({ x: 'layout-low' }));
    const hall = page.locator('.jackpot-hall-button');
    await expect(hall).toBeVisible();
    const game = await frameOf(page);
    // The game's own address told it the room before its first paint.
    expect(new URL(game.url()).searchParams.get('safeTop')).toMatch(/^\d+$/);
    // Listen in the game for the container's word on the hall, then ask for it lower.
    const heard = game.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          addEventListener(
            'message',
            (event: MessageEvent<{ type?: string; areas?: unknown[] }>) => {
              const areas = event.data.type === 'reservedAreas' ? (event.data.areas ?? []) : [];
              const hallArea = areas.find(
                (a): a is { control: string; y: number } =>
                  (a as { control?: string }).control === 'jackpotHall',
              );
              if (hallArea && hallArea.y >= 290) resolve(event.data);
            },
          );
        }),
    );
    await game.evaluate(
      (origin) =>
        parent.postMessage(
          { v: 1, type: 'buttonPosition', jackpotHallY: 300, jackpotHistoryY: 360 },
          origin,
        ),
      appOrigin(),
    );
    await expect.poll(async () => (await hall.boundingBox())?.y).toBeCloseTo(300, 0);
    const room = (await heard) as {
      insets: { left: number };
      areas: { control: string; x: number; y: number; width: number }[];
    };
    const hallArea = room.areas.find((a) => a.control === 'jackpotHall');
    expect(hallArea?.y).toBeCloseTo(300, 0);
    expect(room.insets.left).toBe(Math.ceil((hallArea?.x ?? 0) + (hallArea?.width ?? 0)));
  });

  test('without the system buttons the game hears of no close row', async ({ page }) => {
    await playing(page, scenarioUrl({ e: 'no-system-buttons' }));
    const game = await frameOf(page);
    await expect(page.locator('.close-button')).toHaveCount(0);
    await expect(page.locator('.promo-bar-button').first()).toBeVisible();
    // What the game hears once the page turns wider: the promo bar moves, no close row comes.
    await game.evaluate(() => {
      const rooms: string[][] = [];
      Object.assign(window, { rooms });
      addEventListener('message', (event: MessageEvent<{ type?: string; areas?: unknown[] }>) => {
        if (event.data.type !== 'reservedAreas') return;
        rooms.push((event.data.areas ?? []).map((a) => (a as { control: string }).control));
      });
    });
    await page.setViewportSize({ width: 400, height: 700 });
    const last = () =>
      game.evaluate(() => (window as unknown as { rooms: string[][] }).rooms.at(-1));
    await expect.poll(last).toContain('promoBar');
    const controls = (await last()) ?? [];
    expect(controls).toContain('promoBar');
    expect(controls).not.toContain('close');
    expect(controls).not.toContain('moreGames');
  });
});
