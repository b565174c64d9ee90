// Every screen of the tour, on one page load per visit and language. In en, th, bn and zh-TW
// every screen looks as its committed picture (tests/e2e/screenshots/) at 360x640, and in en at
// 412x823 too (a wider phone moves the layout, not one language's lines more than another's:
// the narrowest width is where a script's longer words break first), and fits the 360x640 phone: nothing wider than the screen, no sideways scroll, no clipped or
// overlapping text, no touch target under 44x44 px. The bar and the panels fit in all ten
// languages, and a 768x1024 tablet in English. Both checks share the page: a boot is most of a
// visit's time, so the six other languages walk the panels' screens only, all on one page. Each
// check first waits for the screen to say it has settled (tests/e2e/settled.ts: nothing busy,
// images and fonts in). After an intended visual change:
// `npx playwright test tests/e2e/screens.spec.ts --update-snapshots`.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { findMisfits } from './fit.ts';
import { settled } from './settled.ts';
import {
  LANGUAGES,
  SEATED_WALK,
  TOUR,
  type Visit,
  alwaysChanging,
  at,
  openVisit,
} from './screens.ts';

/** The languages looked at: the reference, and the three scripts most likely to break a layout. */
const LOOKS: readonly string[] = ['en', 'th', 'bn', 'zh-TW'];
type Size = { width: number; height: number };
/** Two phones held upright: the smallest width the container supports, and a common one. */
const PHONES: readonly Size[] = [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
];
const TABLET: Size = { width: 768, height: 1024 };

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

const label = ({ width, height }: Size): string => `${width}x${height}`;

// The other languages: the panels' screens for fit, all on one page (SEATED_WALK); first, as
// the longest tests.
test.describe(() => {
  test.use({ viewport: sizesFor(SEATED_WALK)[0] });
  for (const lng of LANGUAGES.filter((l) => !LOOKS.includes(l))) {
    test(`${SEATED_WALK.name} fits in ${lng}`, ({ page }) => walk(page, SEATED_WALK, lng));
  }
});
for (const visit of TOUR) {
  test.describe(() => {
    test.use({ ...visit.context, viewport: sizesFor(visit)[0] });
    for (const lng of LOOKS) {
      test(`${visit.name} fits and looks as before in ${lng}`, ({ page }) =>
        walk(page, visit, lng));
    }
  });
}

/** Opens the visit's page in `lng` and walks its screens: fits everywhere, pictures in LOOKS. */
async function walk(page: Page, visit: Visit, lng: string): Promise<void> {
  // The longest walks: 25-43 s under a full run's load, twice the default guard's margin.
  test.setTimeout(180_000);
  const sizes = sizesFor(visit);
  const looks = LOOKS.includes(lng);
  const tablet = visit.panels === true && lng === 'en';
  const here = at(page, lng);
  await openVisit(visit, here);
  const misfits: string[] = [];
  const fits = async (root: Parameters<typeof findMisfits>[0], size: Size, name: string) => {
    for (const line of await findMisfits(root)) {
      misfits.push(`${name} [${lng}] ${label(size)} ${line}`);
    }
  };
  for (const screen of visit.screens) {
    const root = await screen.show(here);
    await settled(page);
    await fits(root, sizes[0], screen.name);
    if (looks) {
      for (const size of lng === 'en' ? sizes : [sizes[0]]) {
        await resize(page, size);
        await settled(page);
        const mask = [...alwaysChanging(here), ...(screen.changing?.(here) ?? [])];
        const name = `${screen.name}-${lng}-${label(size)}.png`;
        await expect.soft(page).toHaveScreenshot(name, { mask });
      }
    }
    if (tablet) {
      await resize(page, TABLET);
      await fits(root, TABLET, screen.name);
    }
    await resize(page, sizes[0]);
    await screen.leave?.(here);
  }
  expect(misfits, `misfits of ${visit.name} in ${lng}`).toEqual([]);
}

/** Resizes the page when it is not that size already. */
async function resize(page: Page, size: Size): Promise<void> {
  const now = page.viewportSize();
  if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
}
