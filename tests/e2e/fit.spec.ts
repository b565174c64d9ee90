// Every screen of the tour fits a 360x640 phone in all ten languages (and the bar and panels a
// 768x1024 tablet in English): nothing wider than the screen, no sideways scroll, no clipped
// text, no touch target under 44x44 px. One page per visit and language; a failure lists every
// misfit of the visit, by screen, language and element.
import { expect, test } from './fixtures.ts';
import { findMisfits } from './fit.ts';
import { LANGUAGES, TOUR, type Visit, at, openVisit } from './screens.ts';

const PHONE = { width: 360, height: 640 };
const TABLET = { width: 768, height: 1024 };

function check(visit: Visit, lng: string, size: string): void {
  test(`${visit.name} fits ${size} in ${lng}`, async ({ page }) => {
    test.setTimeout(60_000);
    const here = at(page, lng);
    await openVisit(visit, here);
    const misfits: string[] = [];
    for (const screen of visit.screens) {
      const root = await screen.show(here);
      for (const line of await findMisfits(root)) misfits.push(`${screen.name} [${lng}] ${line}`);
      await screen.leave?.(here);
    }
    expect(misfits, `misfits of ${visit.name} in ${lng} at ${size}`).toEqual([]);
  });
}

for (const visit of TOUR) {
  test.describe(() => {
    test.use({ viewport: PHONE, ...visit.context });
    const { width, height } = visit.context?.viewport ?? PHONE;
    for (const lng of LANGUAGES) check(visit, lng, `${width}x${height}`);
  });
  if (visit.tablet) {
    test.describe(() => {
      test.use({ viewport: TABLET });
      check(visit, 'en', `${TABLET.width}x${TABLET.height}`);
    });
  }
}
