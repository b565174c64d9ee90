// Runs in Node: a Lighthouse run's total blocking time by the source its long tasks are
// attributed to (issue 7, measure 2), so a blocking time over budget says whose tasks to work on.
import type { LighthouseRun } from './lighthouse.ts';
import { LONG_TASK_MS } from './long-tasks.ts';

/** Blocking time (each task's time beyond 50 ms) of one source, and how many tasks it had. */
export interface BlockingShare {
  source: string;
  blockingMs: number;
  tasks: number;
}

/**
 * A run's blocking time by the source Lighthouse attributes each task to, largest first. Each
 * task is counted as total blocking time counts it: only its part between the first contentful
 * paint and the time to interactive, and only that part's time beyond 50 ms. (Lighthouse's own
 * total takes those two times from its simulation's estimates, so the shares come near it
 * rather than add up to it exactly.)
 */
export function blockingBySource(run: LighthouseRun): BlockingShare[] {
  const shares = new Map<string, BlockingShare>();
  for (const task of run.longTasks) {
    const start = Math.max(task.startMs, run.firstContentfulPaintMs);
    const end = Math.min(task.startMs + task.durationMs, run.interactiveMs);
    const blockingMs = end - start - LONG_TASK_MS;
    if (blockingMs <= 0) continue;
    const source = shortAddress(task.url);
    const share = shares.get(source) ?? { source, blockingMs: 0, tasks: 0 };
    share.blockingMs += blockingMs;
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
