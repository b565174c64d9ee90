// Runs in Vitest on happy-dom: a page that hides and comes back, then ends normally, reports its
// session's health once, by one event_id: the health parked while it was hidden is taken back
// or replaced, never sent beside the last (docs/logs.md, Session health).
import { expect, it } from 'vitest';
import { useHiddenPage } from '../support/hidden-page.ts';

const page = useHiddenPage();

it('shown again: the parked health is taken back; hidden again: parked anew, by the same id', async () => {
  page.setHidden(true);
  await expect.poll(async () => (await page.records()).length).toBe(1);
  const first = (await page.records())[0]?.event.event_id;
  page.setHidden(false);
  await expect.poll(async () => (await page.records()).length).toBe(0);
  page.setHidden(true);
  await expect.poll(async () => (await page.records()).length).toBe(1);
  expect((await page.records())[0]?.event.event_id).toBe(first);
  expect(page.healths()).toEqual([]);
});

it('the page then ends normally: its pagehide sends the health once, by that id, and the next visit nothing more', async () => {
  const parked = (await page.records())[0]?.event.event_id;
  dispatchEvent(new Event('pagehide'));
  await expect.poll(() => page.healths().length).toBe(1);
  expect(page.healths()[0]).toMatchObject({
    event_id: parked,
    content: { status: 'clean', end: 'pagehide' },
  });
  // The page heard its POST accepted: the record it replaced the parked one with goes.
  await expect.poll(async () => (await page.records()).length).toBe(0);
  page.kill();
  await page.nextVisit();
  expect(page.healths()).toHaveLength(1);
});
