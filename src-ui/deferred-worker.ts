// Runs on the main thread: a stand-in for a worker that is created a little later, so the
// engine client can be used at once while the worker's script is still on its way.

/** What the engine client needs of a worker: messages both ways and its error events. */
export type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

type Listener = [type: string, listener: EventListenerOrEventListenerObject];

/**
 * Messages posted before the worker exists wait, in order, and listeners added meanwhile are
 * added to it when it comes. When `created` fails, each `error` listener hears an error event,
 * as from a worker whose script failed to load.
 */
export function deferredWorker(created: Promise<Worker>): WorkerLike {
  let worker: Worker | null = null;
  let failed = false;
  const queued: Parameters<Worker['postMessage']>[] = [];
  const listeners: Listener[] = [];
  created.then(
    (ready) => {
      worker = ready;
      for (const [type, listener] of listeners) ready.addEventListener(type, listener);
      for (const args of queued.splice(0)) ready.postMessage(...(args as [unknown]));
    },
    () => {
      failed = true;
      queued.length = 0;
      for (const [type, listener] of listeners) {
        if (type !== 'error') continue;
        const event = new Event('error', { cancelable: true });
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    },
  );
  return {
    postMessage(...args: Parameters<Worker['postMessage']>) {
      if (worker) worker.postMessage(...(args as [unknown]));
      else if (!failed) queued.push(args);
    },
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      if (worker) worker.addEventListener(type, listener);
      else listeners.push([type, listener]);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      if (worker) worker.removeEventListener(type, listener);
      const at = listeners.findIndex(([t, l]) => t === type && l === listener);
      if (at >= 0) listeners.splice(at, 1);
    },
  } as WorkerLike;
}
