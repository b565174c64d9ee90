// Runs on the main thread: a lazily loaded component that can be loaded afresh. React keeps a
// lazy component's failure for good; after a lost chunk, the next try needs a new one.
import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useState } from 'react';

/** A lazy component, how many times it was made afresh (a key for its boundary), and the way to. */
export function useFreshLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [LazyExoticComponent<ComponentType<P>>, number, () => void] {
  const [made, setMade] = useState(() => ({ component: lazy(load), tries: 0 }));
  const again = useCallback(
    () => setMade((last) => ({ component: lazy(load), tries: last.tries + 1 })),
    [load],
  );
  return [made.component, made.tries, again];
}
