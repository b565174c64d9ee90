// Runs in Node: Lighthouse's mobile profile (slow 4G, a mid-range phone) applied through
// Playwright's CDP session, and what the line carries for a response CDP misreports.
import type { CDPSession, Page } from '@playwright/test';
import { get } from 'node:http';

/** Lighthouse's mobile defaults: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, 4x CPU. */
export const MOBILE = {
  rttMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

const NETWORK = {
  offline: false,
  latency: MOBILE.rttMs,
  downloadThroughput: MOBILE.downloadBytesPerSecond,
  uploadThroughput: MOBILE.uploadBytesPerSecond,
};

/** A target's own session, reached through the page session (Playwright opens no other). */
interface ChildSession {
  /** Sends a command; its id. */
  send(method: string, params?: object): number;
}

/** The page's CPU slowdown now and the sessions of its workers, for setCpuSlowdown. */
interface CpuControl {
  rate: number;
  workers: ChildSession[];
  /** When each worker's first CPU slowdown was answered (wall ms), in order of attachment. */
  slowedAt: number[];
}
const controls = new WeakMap<CDPSession, CpuControl>();

/**
 * Throttles the page's CPU (and, unless `network` is false, its network) like a cheap phone, and
 * the CPU of each worker it starts (a worker is a target of its own: the page's CPU slowdown does
 * not reach it). The page session's network conditions do reach its workers' requests (Chromium
 * 156: the engine's config, speed tests and login take a round trip of 150 ms and more), from
 * their first, which a worker's own session cannot promise: Playwright's session resumes a new
 * worker as soon as it attaches, before this one's messages reach it. The worker runs its first
 * moments before its CPU slowdown arrives.
 */
export async function throttle(page: Page, network = true): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  const control: CpuControl = { rate: MOBILE.cpuSlowdown, workers: [], slowedAt: [] };
  controls.set(cdp, control);
  let id = 0;
  const child = (sessionId: string): ChildSession => ({
    send(method, params = {}) {
      id += 1;
      const message = JSON.stringify({ id, method, params });
      void cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => undefined);
      return id;
    },
  });
  /** The ids of the first slowdown sent to each worker, answered or not. */
  const firstSlowdowns = new Set<number>();
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const target = child(sessionId);
    if (targetInfo.type === 'worker') {
      control.workers.push(target);
      firstSlowdowns.add(target.send('Emulation.setCPUThrottlingRate', { rate: control.rate }));
    }
    target.send('Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id?: number };
    if (answer.id !== undefined && firstSlowdowns.delete(answer.id))
      control.slowedAt.push(Date.now());
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return cdp;
}

/**
 * The bytes a browser downloads for `url` (gzip, as Chromium asks), status line and headers
 * included: what the line carries for a response whose size CDP misreports.
 */
export function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
      const head = `HTTP/1.1 ${String(res.statusCode)} ${res.statusMessage ?? ''}\r\n`;
      let bytes = head.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += `${res.rawHeaders[i] ?? ''}: ${res.rawHeaders[i + 1] ?? ''}\r\n`.length;
      }
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Sets the CPU slowdown of a page that `throttle` throttled, and of its workers (1 lifts it).
 * Chromium slows a thread by keeping it busy for the time it takes away, so a throttled page
 * burns three quarters of a core even with nothing to do (measured here: 75 % for an idle page
 * at 4x, against 0 % unthrottled). On a 2-core machine a throttled page left idle beside the
 * measured one takes its CPU: lift the slowdown of a page while another is measured.
 */
export async function setCpuSlowdown(cdp: CDPSession, rate: number): Promise<void> {
  const control = controls.get(cdp);
  if (!control) throw new Error('setCpuSlowdown: the page was not throttled');
  control.rate = rate;
  for (const worker of control.workers) worker.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * When the CPU slowdown of each worker the throttled page started was answered (wall ms): the
 * worker ran at full speed until then (Playwright's session lets it start before ours reaches it).
 */
export function workersSlowedAt(cdp: CDPSession): readonly number[] {
  return controls.get(cdp)?.slowedAt ?? [];
}
