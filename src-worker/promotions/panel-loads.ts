// Runs in the worker (and in Node): which promotion panels' data could not be loaded (SPEC §8,
// issue 58). The client's calls answer empty values when they fail; each load hands them a sink
// that notes the failure, so the panel can say "could not load" instead of "you have nothing".
import type { PanelKind, PromotionState } from '../../shared/promotions/promotion-state.ts';
import { Failure } from '../lib/failure.ts';

/** Told of a call's failure; the call answers its empty value all the same. */
export type FailureSink = (error: unknown) => void;

/** One load of one or more panels' data: a sink for each panel's calls. */
export interface PanelLoad {
  /** The sink of `kind`'s calls: a failure that is not a server's refusal unloads `kind`. */
  sink(kind: PanelKind): FailureSink;
}

/** The panels' loads, and the `unloaded` and `reloading` lists they keep in the state. */
export interface PanelLoads {
  /**
   * Runs a load of the data of `kinds`. After it each kind is loaded, or unloaded when one of
   * its calls failed. A `background` load (a live event's) that fails leaves the state as it
   * was: the data shown stays, so the panel still has it.
   */
  track(
    kinds: readonly PanelKind[],
    run: (load: PanelLoad) => Promise<void>,
    background?: boolean,
  ): Promise<void>;
  /** Whether a load of `kind`'s data is running now. */
  running(kind: PanelKind): boolean;
}

/**
 * True when a failure means the data never came: no answer, a timeout, an HTTP error status or
 * an answer we cannot read. A server refusing with a status (the leaderboard's 9001) answered.
 */
export function loadFailed(error: unknown): boolean {
  return !(error instanceof Failure && error.kind === 'status');
}

/** Creates the tracker over the promotions' state. */
export function createPanelLoads(promo: PromotionState): PanelLoads {
  /** How many loads of each kind run now. */
  const runs = new Map<PanelKind, number>();

  /** Sets the state's lists, each only when it changes (the page gets no needless update). */
  const publish = (unloaded: readonly PanelKind[]): void => {
    const reloading = unloaded.filter((kind) => (runs.get(kind) ?? 0) > 0);
    if (!sameKinds(promo.unloaded, unloaded)) promo.unloaded = [...unloaded];
    if (!sameKinds(promo.reloading, reloading)) promo.reloading = reloading;
  };

  return {
    async track(kinds, run, background = false) {
      const failed = new Set<PanelKind>();
      for (const kind of kinds) runs.set(kind, (runs.get(kind) ?? 0) + 1);
      publish(promo.unloaded);
      try {
        await run({
          sink: (kind) => (error) => {
            if (loadFailed(error)) failed.add(kind);
          },
        });
      } finally {
        for (const kind of kinds) runs.set(kind, (runs.get(kind) ?? 1) - 1);
        const settled = promo.unloaded.filter((kind) => !kinds.includes(kind) || failed.has(kind));
        const newly = background ? [] : kinds.filter((k) => failed.has(k) && !settled.includes(k));
        publish([...settled, ...newly]);
      }
    },
    running: (kind) => (runs.get(kind) ?? 0) > 0,
  };
}

/** Two lists of the same kinds in the same order. */
function sameKinds(a: readonly PanelKind[], b: readonly PanelKind[]): boolean {
  return a.length === b.length && a.every((kind, i) => kind === b[i]);
}
