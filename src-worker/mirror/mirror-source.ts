// Runs in the worker: turns Valtio operations on the engine state into numbered, cleaned batches.
import { snapshot, subscribe, unstable_enableOp } from 'valtio/vanilla';
import type { MirrorBatch, MirrorOp, MirrorSnapshot } from '../../shared/mirror/mirror.ts';

unstable_enableOp(true);

type ValtioOp = Parameters<Parameters<typeof subscribe>[1]>[0][number];

function plain(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

function clean(op: ValtioOp): MirrorOp | null {
  const path = op[1].map(String);
  if (op[1].some((key) => typeof key === 'symbol')) return null;
  return op[0] === 'delete' ? ['delete', path] : ['set', path, plain(op[2])];
}

/** The engine side of the mirror: one subscription to the state, many listeners. */
export interface MirrorSource<T> {
  snapshot(): MirrorSnapshot<T>;
  listen(listener: (batch: MirrorBatch) => void): () => void;
  dispose(): void;
}

/** Watches a Valtio proxy; each notification (one per task) becomes one batch. */
export function createMirrorSource<T extends object>(state: T): MirrorSource<T> {
  let seq = 0;
  const listeners = new Set<(batch: MirrorBatch) => void>();
  const stop = subscribe(state, (ops) => {
    const cleaned = ops.map(clean).filter((op): op is MirrorOp => op !== null);
    if (cleaned.length === 0) return;
    seq += 1;
    const batch = { seq, ops: cleaned };
    for (const listener of listeners) listener(batch);
  });
  return {
    snapshot: () => ({ seq, state: plain(snapshot(state)) as T }),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      listeners.clear();
      stop();
    },
  };
}
