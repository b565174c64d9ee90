// Every screen of the tour as a player sees it, compared with the committed picture of it
// (tests/e2e/screenshots/), at 360x640 and 412x823 in English, Thai, Bengali and Traditional
// Chinese. What changes by itself between runs is masked: the game (its reels and balance),
// countdowns, live pool amounts, dates, tracking ids, the version. After an intended visual
// change: `npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` (docs/testing.md).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TOUR, type Visit, alwaysChanging, at, openVisit } from './screens.ts';

/** The languages looked at: the reference, and the three scripts most likely to break a layout. */
const LOOKS = ['en', 'th', 'bn', 'zh-TW'] as const;
type Size = { width: number; height: number };
/** Two phones held upright: the smallest width the container supports, and a common one. */
const PHONES: Size[] = [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
];

/** The phones for a visit: turned sideways when the visit's own viewport is landscape. */
function sizesFor(visit: Visit): [Size, ...Size[]] {
  const own = visit.context?.viewport;
  const sideways = own ? own.width > own.height : false;
  const [first, ...more] = PHONES.map(({ width, height }) =>
    sideways ? { width: height, height: width } : { width, height },
  );
  if (!first) throw new Error('no phone sizes');
  return [first, ...more];
}

async function shoot(page: Page, name: string, mask: Locator[]): Promise<void> {
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { mask });
}

for (const visit of TOUR) {
  const sizes = sizesFor(visit);
  test.describe(() => {
    test.use({ ...visit.context, viewport: sizes[0] });
    for (const lng of LOOKS) {
      test(`${visit.name} looks as before in ${lng}`, async ({ page }) => {
        test.setTimeout(90_000);
        const here = at(page, lng);
        await openVisit(visit, here);
        for (const screen of visit.screens) {
          await screen.show(here);
          for (const size of sizes) {
            await page.setViewportSize(size);
            const mask = [...alwaysChanging(here), ...(screen.changing?.(here) ?? [])];
            await shoot(page, `${screen.name}-${lng}-${size.width}x${size.height}`, mask);
          }
          await page.setViewportSize(sizes[0]);
          await screen.leave?.(here);
        }
      });
    }
  });
}
