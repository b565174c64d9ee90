// Runs in Node (Playwright): a played session's events as the simulator's log server received
// them (the server is shared by the suite's specs: a session is found by its load timeline).
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { EACH_STEP, workerClock } from './worker-clock.ts';
import { LOG_TICK_MS } from '../../src-worker/logs/log-constants.ts';
import { playing } from './support.ts';

export interface SimEvent {
  event_id: string;
  type: string;
  event: string;
  session_id: string;
  content: Record<string, unknown>;
}

/** What GET /__sim/logs answers, of what these specs read. */
interface SimLogs {
  events: SimEvent[];
  /** Ids the server took more than once, with how many times. */
  repeated: Record<string, number>;
}

/**
 * The log server's address (the demo config's logCdn, another origin of the simulator). Asked
 * with Node's fetch: Playwright's request context stops answering once a page of the browser
 * crashed (hidden-health.spec.ts kills one).
 */
export async function logsUrl(): Promise<string> {
  const appOrigin = process.env['APP_ORIGIN']!;
  const config = (await (await fetch(`${appOrigin}/env/demo.json`)).json()) as {
    logCdn: string;
  };
  return `${new URL(config.logCdn).origin}/__sim/logs`;
}

/** Plays a session and finds its id: its load timeline's. */
export async function session(page: Page, token: string) {
  const clock = await workerClock(page);
  await playing(page, scenarioUrl({ x: token }));
  const origin = await page.evaluate(() => performance.timeOrigin);
  const url = await logsUrl();
  const logs = async (): Promise<SimLogs> => (await fetch(url)).json() as Promise<SimLogs>;
  const all = async (): Promise<SimEvent[]> => (await logs()).events;
  const timeline = async () => {
    await clock.skip([LOG_TICK_MS]);
    return (await all()).find(
      (e) => e.type === 'perf' && e.event === 'timeline' && e.content['timeOrigin'] === origin,
    );
  };
  await expect.poll(timeline, { ...EACH_STEP, timeout: 20_000 }).toBeDefined();
  const id = (await timeline())!.session_id;
  const mine = async (type: string, event?: string): Promise<SimEvent[]> =>
    (await all()).filter(
      (e) => e.session_id === id && e.type === type && (event === undefined || e.event === event),
    );
  return { id, mine, all, logs };
}
