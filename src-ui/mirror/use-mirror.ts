// Runs on the main thread: the part of the engine's mirror a component shows, as React state,
// re-rendered in a transition and only when that part changed.
import { startTransition, useEffect, useState } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';
import type { EngineState } from '../../shared/engine/engine-api.ts';

/** The engine's state as the UI sees it: deeply read only, the worker alone writes it. */
export type EngineMirror = Snapshot<EngineState>;

/**
 * Whether two views hold the same values, field by field (snapshots share unchanged parts),
 * leaving out the fields `except` names.
 */
export function sameView(a: object, b: object, except: readonly string[] = []): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every(
      (key) =>
        except.includes(key) || (Object.hasOwn(right, key) && Object.is(left[key], right[key])),
    )
  );
}

/** Whether a view shows the same as the one shown before it. */
export type SameView<V> = (shown: V, next: V) => boolean;

/**
 * Calls `changed` with the view `pick` makes of `state`'s latest snapshot, each time the state
 * changes and the view with it (`same`, `sameView` by default); returns the first view and the
 * way to stop. A spin changes the mirror four times (spin state, symbols, the game's status,
 * spin state) and most screens show one of them at most: the others cost them no render.
 */
export function watchView<T extends object, V extends object>(
  state: T,
  pick: (snap: Snapshot<T>) => V,
  changed: (view: V) => void,
  same: SameView<V> = sameView,
): { first: V; stop: () => void } {
  let shown = pick(snapshot(state));
  const stop = subscribe(state, () => {
    const next = pick(snapshot(state));
    if (same(shown, next)) return;
    shown = next;
    changed(next);
  });
  return { first: shown, stop };
}

/**
 * The view `pick` makes of `state`, kept current. valtio's useSnapshot re-renders through
 * useSyncExternalStore, which React must finish in one task: on a cheap phone a render of the
 * page after a mirror batch blocked the main thread for 50-120 ms. A transition lets React split
 * the render into slices and yield between them, so the game's frames and the player's taps go
 * first. `pick` and `same` must be stable functions (ones defined at module level).
 */
export function useMirrorView<T extends object, V extends object>(
  state: T,
  pick: (snap: Snapshot<T>) => V,
  same: SameView<V> = sameView,
): V {
  const [view, setView] = useState(() => pick(snapshot(state)));
  useEffect(() => {
    const { first, stop } = watchView(
      state,
      pick,
      (next) => {
        startTransition(() => setView(next));
      },
      same,
    );
    // What changed between the first render and this effect.
    startTransition(() => setView((shown) => (same(shown, first) ? shown : first)));
    return stop;
  }, [state, pick, same]);
  return view;
}
