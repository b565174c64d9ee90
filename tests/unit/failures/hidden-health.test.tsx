// Runs in Vitest on happy-dom: a page the OS kills while it is hidden (a phone reclaiming a
// background tab, no pagehide) still reports how its session went: its health so far is parked
// in unsent_logs as it hides, and the next visit sends it, once (docs/logs.md, Session health).
import { expect, it } from 'vitest';
import { SECRET, useHiddenPage } from '../support/hidden-page.ts';

const page = useHiddenPage();

it('hidden with an error dialog shown: the health so far is parked, and no other tab sends it while the page lives', async () => {
  page.mirror.error = { code: '229', trackingId: 't' };
  await Promise.resolve();
  page.setHidden(true);
  await expect.poll(async () => (await page.records()).length).toBe(1);
  const [record] = await page.records();
  expect(record?.owner).toMatch(/^page-.+-live$/);
  expect(record?.event).toMatchObject({
    type: 'session',
    event: 'health',
    session_id: 's-hidden',
    content: { status: 'errored', failures: 0, end: 'hidden' },
  });
  // Another tab's resender sees the page alive (its lock held) and leaves the record.
  await page.nextVisit();
  expect(page.healths()).toEqual([]);
  expect(await page.records()).toHaveLength(1);
  // The page's own engine did not carry it either.
  expect(page.pageLog).not.toHaveBeenCalled();
});

it('killed while hidden: the next visit sends the health once, and a visit after that nothing', async () => {
  page.kill();
  await page.nextVisit();
  expect(page.healths()).toHaveLength(1);
  expect(page.healths()[0]).toMatchObject({
    session_id: 's-hidden',
    content: { status: 'errored', end: 'hidden' },
  });
  expect(await page.records()).toEqual([]);
  await page.nextVisit();
  expect(page.healths()).toHaveLength(1);
  expect(JSON.stringify(page.posted)).not.toContain(SECRET);
});
