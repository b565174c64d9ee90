// A page the OS kills while it is hidden (a phone reclaiming a background tab: no pagehide) still
// reports its session's health, once, with the next visit; a page that hides, comes back and ends
// normally reports it once too (docs/logs.md, Session health). The kill is real: the page's
// renderer process gets SIGKILL, as a phone's OS reclaims it, taking the page and its worker
// with it, its Web Locks freed. (CDP's Page.crash took the whole headless shell down with it.)
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { session } from './session-logs.ts';

/** The page hides or shows, as the browser tells it (visibilityState and visibilitychange). */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((now) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => now });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (now ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The ids of the records in unsent_logs, with their owners, as the page's IndexedDB holds them. */
function records(page: Page): Promise<{ id: string; owner: string; type: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(new Error('no keyval-store'));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => {
            db.close();
            const values = all.result as { owner?: string; event?: Record<string, string> }[];
            resolve(
              values
                .filter((v) => v.event?.['event_id'] !== undefined)
                .map((v) => ({
                  id: v.event!['event_id']!,
                  owner: v.owner ?? '',
                  type: `${v.event!['type']}/${v.event!['event']}`,
                })),
            );
          };
        };
      }),
  );
}

/** The ids of the browser's renderer processes (CDP SystemInfo). */
async function renderers(browser: Browser): Promise<Set<number>> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  return new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
}

/** The session's health record the page parked as it hid, once it is written. */
async function parked(page: Page): Promise<string> {
  const live = async () =>
    (await records(page)).filter((r) => r.owner.endsWith('-live') && r.type === 'session/health');
  await expect.poll(async () => (await live()).length).toBe(1);
  return (await live())[0]!.id;
}

test('a page killed while hidden: its health arrives once, with the next visit', async ({
  browser,
  context,
}) => {
  const others = await renderers(browser);
  const page = await context.newPage();
  const first = await session(page, `hidden-killed-${Date.now()}`);
  await setHidden(page, true);
  const id = await parked(page);
  // The OS kills the hidden page: no pagehide, nothing more from it. Its renderers are the
  // processes its opening added (a reused one would never crash: the test fails, not passes).
  const crashed = page.waitForEvent('crash');
  const its = [...(await renderers(browser))].filter((pid) => !others.has(pid));
  expect(its.length).toBeGreaterThan(0);
  for (const pid of its) process.kill(pid, 'SIGKILL');
  await crashed;
  expect(await first.mine('session', 'health')).toEqual([]);

  // The next visit's resender sends what the dead page left.
  const next = await context.newPage();
  await session(next, `hidden-next-${Date.now()}`);
  await expect.poll(async () => (await first.mine('session', 'health')).length).toBe(1);
  const [health] = await first.mine('session', 'health');
  expect(health).toMatchObject({ event_id: id, content: { status: 'clean', end: 'hidden' } });
  await expect.poll(async () => (await records(next)).some((r) => r.id === id)).toBe(false);
  // Ended normally, the next visit sends its own health: the dead page's is still there once.
  await next.close();
  expect((await first.logs()).repeated[id]).toBeUndefined();
  expect(await first.mine('session', 'health')).toHaveLength(1);
});

test('a page hidden, shown again and closed: its health arrives once, by the parked id', async ({
  context,
}) => {
  const page = await context.newPage();
  const first = await session(page, `hidden-back-${Date.now()}`);
  await setHidden(page, true);
  const id = await parked(page);
  // Shown again, the page takes its parked health back; hidden again, parks it anew.
  await setHidden(page, false);
  await expect.poll(async () => (await records(page)).some((r) => r.id === id)).toBe(false);
  await setHidden(page, true);
  expect(await parked(page)).toBe(id);
  await page.close();
  await expect.poll(async () => (await first.mine('session', 'health')).length).toBe(1);
  const [health] = await first.mine('session', 'health');
  expect(health).toMatchObject({ event_id: id, content: { status: 'clean', end: 'pagehide' } });

  // The next visit finds nothing of it left to send.
  const next = await context.newPage();
  await session(next, `hidden-after-${Date.now()}`);
  await expect.poll(async () => (await records(next)).some((r) => r.id === id)).toBe(false);
  // Counted once: one event by one id (the log server drops a second copy of an id: the page's
  // own record, which it could not see taken before it went, may reach it again).
  expect(await first.mine('session', 'health')).toHaveLength(1);
});
