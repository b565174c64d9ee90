// Runs in Node: the main thread's blocking time of a load, from the page's own long tasks (issue
// 47 item 2): each task's time beyond 50 ms, from navigation to a set time after the game's
// ready. The container's less the chain alone's, beside it, is the blocking the container adds.
import type { Page } from '@playwright/test';

/** Where the probe keeps the top document's long tasks, as [start, duration] in ms. */
const KEY = '__benchLongTasks';
/** A task blocks input for the time it runs beyond this (as Lighthouse's total blocking time). */
export const LONG_TASK_MS = 50;
/** How long after ready the blocking is counted: the page's work after the game showed. */
export const BLOCKING_AFTER_READY_MS = 3_000;

/**
 * Run first in every document (an init script): the top document lists its long tasks, the
 * game frame's among them where it shares the thread. A browser without the entry type lists
 * none, and the blocking reads null.
 */
export const LONG_TASKS_PROBE = `
  if (window === window.top && typeof PerformanceObserver === 'function'
      && (PerformanceObserver.supportedEntryTypes || []).includes('longtask')) {
    window.${KEY} = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.${KEY}.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  }
`;

/** Blocking time of `tasks` ([start, duration], ms since navigation) that ran before `untilMs`. */
export function blockingMs(tasks: readonly (readonly [number, number])[], untilMs: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const end = Math.min(start + duration, untilMs);
    total += Math.max(0, end - start - LONG_TASK_MS);
  }
  return Math.round(total);
}

/**
 * Waits until BLOCKING_AFTER_READY_MS after `readyMs` (page time), then reads the page's long
 * tasks: its blocking time from navigation to then, or null when the browser lists none.
 */
export async function blockingAfterReady(page: Page, readyMs: number): Promise<number | null> {
  const until = readyMs + BLOCKING_AFTER_READY_MS;
  const now = await page.evaluate(() => performance.now());
  if (now < until) await new Promise((resolve) => setTimeout(resolve, until - now));
  const tasks = await page.evaluate(
    (key) => (window as unknown as Record<string, [number, number][] | undefined>)[key] ?? null,
    KEY,
  );
  return tasks === null ? null : blockingMs(tasks, until);
}
