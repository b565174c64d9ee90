// Runs in Node: a Lighthouse run's total blocking time by the source its long tasks are
// attributed to (issue 7, measure 2), so a blocking time over budget says whose tasks to work on.
import type { LighthouseRun } from './lighthouse.ts';

/** A task blocks input for the time it runs beyond this (Lighthouse's total blocking time). */
const LONG_TASK_MS = 50;

/** Blocking time (each task's time beyond 50 ms) of one source, and how many tasks it had. */
export interface BlockingShare {
  source: string;
  blockingMs: number;
  tasks: number;
}

/**
 * A run's blocking time by the source Lighthouse attributes each task to, largest first: the
 * tasks from the first contentful paint on, as total blocking time counts them (it also stops at
 * the page's time to interactive, which these runs reach after their last long task).
 */
export function blockingBySource(run: LighthouseRun): BlockingShare[] {
  const shares = new Map<string, BlockingShare>();
  for (const task of run.longTasks) {
    if (task.startMs < run.firstContentfulPaintMs) continue;
    const source = shortAddress(task.url);
    const share = shares.get(source) ?? { source, blockingMs: 0, tasks: 0 };
    share.blockingMs += Math.max(0, task.durationMs - LONG_TASK_MS);
    share.tasks += 1;
    shares.set(source, share);
  }
  return [...shares.values()].sort((a, b) => b.blockingMs - a.blockingMs);
}

/** An address without its query, its scheme or its host's 127.0.0.1; other labels as they are. */
export function shortAddress(url: string): string {
  if (!/^https?:/.test(url)) return url;
  const { host, pathname } = new URL(url);
  return `${host.replace(/^127\.0\.0\.1/, '')}${pathname}`;
}
