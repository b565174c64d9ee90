// Runs in Node: CDP sessions of a page's dedicated workers, reached through the page's session
// (Playwright opens none of its own for them), each with commands that wait for their answers:
// the worker's heap for the soak, its CPU profile for the session part.
import type { CDPSession } from '@playwright/test';

/** One worker's session: a command and its answer. */
export interface WorkerSession {
  url: string;
  send<T = unknown>(method: string, params?: object): Promise<T>;
}

/** The page's live workers, newest last; attaching starts at once. */
export interface PageWorkers {
  live(): WorkerSession[];
}

/** How long a worker may take to answer a command before the bench stops waiting. */
const ANSWER_MS = 30_000;

/** Attaches to every worker `cdp`'s page starts (and has started) and keeps their sessions. */
export async function attachWorkers(cdp: CDPSession): Promise<PageWorkers> {
  const sessions = new Map<string, WorkerSession>();
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    const send = <T>(method: string, params: object = {}): Promise<T> => {
      id += 1;
      const mine = id;
      const answer = new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(mine);
          reject(new Error(`worker: no answer to ${method} in ${String(ANSWER_MS)} ms`));
        }, ANSWER_MS);
        waiting.set(mine, {
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v as T);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
      });
      const message = JSON.stringify({ id: mine, method, params });
      void cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => undefined);
      return answer;
    };
    sessions.set(sessionId, { url: targetInfo.url, send });
    void send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => sessions.delete(sessionId));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const pending = answer.id === undefined ? undefined : waiting.get(answer.id);
    if (!pending || answer.id === undefined) return;
    waiting.delete(answer.id);
    if (answer.error) pending.reject(new Error(answer.error.message));
    else pending.resolve(answer.result);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  return { live: () => [...sessions.values()] };
}

/** A worker's heap in MB after a collection. */
export async function workerHeapMB(worker: WorkerSession): Promise<number> {
  await worker.send('HeapProfiler.collectGarbage');
  const { usedSize } = await worker.send<{ usedSize: number }>('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}
