// Runs on the main thread: the engine's mirror as React state, re-rendered in a transition.
import { startTransition, useEffect, useState } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';

/**
 * The latest snapshot of `state`. valtio's useSnapshot re-renders through
 * useSyncExternalStore, which React must finish in one task: on a cheap phone a render of the
 * page after a mirror batch blocked the main thread for 50-120 ms. A transition lets React
 * split the render into slices and yield between them, so the game's frames and the player's
 * taps go first. Snapshots are immutable and share unchanged parts, so memoised children
 * still skip what did not change.
 */
export function useMirror<T extends object>(state: T): Snapshot<T> {
  const [snap, setSnap] = useState(() => snapshot(state));
  useEffect(() => {
    const update = (): void => {
      startTransition(() => setSnap(snapshot(state)));
    };
    // What changed between the first render and this effect.
    update();
    return subscribe(state, update);
  }, [state]);
  return snap;
}
