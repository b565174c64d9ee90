// Runs on the main thread: the handoff of the engine worker from the page's head
// (src-ui/engine/head-boot.ts), which made it while the page still parsed, to the entry
// (src-ui/main.tsx). Both import this module, but as two bundles (the head's is inlined by
// vite.config.ts), so the handoff is an object the head holds and hands over in a synchronous
// event on the document, once: no window global (docs/decisions.md).

/** The event the entry's claim goes out in; the head answers it once. */
const HANDOFF_EVENT = 'engine-worker-handoff';

/** What the head hands the entry. */
export interface EarlyWorker {
  worker: Worker;
  /** The worker's script failed to load before the entry listened. */
  failed: boolean;
  /** Settles once the head's login is out. */
  sent: Promise<void>;
}

/** The entry's claim, which the head fills. */
interface Claim {
  early: EarlyWorker | null;
}

/** The head: offers `early` to the first claim on `doc`, and to that one only. */
export function offerEarlyWorker(early: EarlyWorker, doc: EventTarget): void {
  const hand = (event: Event): void => {
    const claim: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof claim !== 'object' || claim === null || !('early' in claim)) return;
    doc.removeEventListener(HANDOFF_EVENT, hand);
    (claim as Claim).early = early;
  };
  doc.addEventListener(HANDOFF_EVENT, hand);
}

/**
 * The entry: what the page's head started, taken once; null when it started none (a policy
 * that blocked the head's script, a browser that refused the worker, /close) or it was taken.
 */
export function claimEarlyWorker(doc: EventTarget = document): EarlyWorker | null {
  const claim: Claim = { early: null };
  doc.dispatchEvent(new CustomEvent(HANDOFF_EVENT, { detail: claim }));
  return claim.early;
}

/**
 * The head's worker, or null when it started none. Throws when the worker's script already
 * failed to load, as creating a worker that cannot start does.
 */
export function takeEarlyWorker(early: EarlyWorker | null): Worker | null {
  if (early === null) return null;
  if (early.failed) throw new Error('the engine worker failed to load');
  return early.worker;
}

/**
 * What the entry waits for before its own work: the head's login out; at once when the head
 * started no worker. Run sooner, the entry's work (the engine's client, the game host) held the
 * race's answer, and so the login, up on this thread: a cheap phone's main thread runs one task
 * at a time.
 */
export function headRequestsSent(early: EarlyWorker | null): Promise<void> {
  return early?.sent ?? Promise.resolve();
}
