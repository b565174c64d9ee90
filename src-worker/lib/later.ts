// Runs in the worker (and in Node): a service whose code is a chunk still loading, used as if it
// were there. A call made before it is in waits for it, calls keep the order they were made in,
// and a call's promise settles with the service's own answer. Only for services whose members
// each return nothing or a promise, which every call across the worker's boundary does anyway.

/** A service `later` can stand in for: each member a function returning a promise or nothing. */
type Deferrable<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => infer R
    ? R extends Promise<unknown> | undefined
      ? T[K]
      : ReturnType<() => void> extends R
        ? T[K]
        : never
    : never;
};

/**
 * A stand-in, at once, for the service `load` makes: `members` names each member (the type
 * checker holds the list to the service's). It is asked for by the first call (or by whoever else
 * calls `load`, which should be `once`), and again by a call after it failed; a call that found it
 * failing rejects, and nobody's unhandled rejection is left behind by a call whose result is
 * ignored. Once it is in (or `current` has it, made by someone else's call to `load`), calls go
 * straight to it, as if it had always been there.
 */
export function later<T extends Deferrable<T>>(
  load: () => Promise<T>,
  members: Readonly<Record<keyof T, true>>,
  current: () => T | null = () => null,
): T {
  let loaded: T | null = null;
  /** Calls made before it was in that have not reached it yet: later ones queue behind them. */
  let waiting = 0;
  const take = (): Promise<T> => load().then((service) => (loaded = service));
  const out: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(members) as (keyof T)[]) {
    // Deferrable holds every member to a function; the index type cannot say so.
    const call = (service: T, args: never[]): unknown =>
      (service[key] as (...args: never[]) => unknown)(...args);
    out[key] = (...args: never[]) => {
      loaded ??= current();
      if (loaded !== null && waiting === 0) return call(loaded, args);
      waiting += 1;
      const answer = take().then(
        (service) => {
          waiting -= 1;
          return call(service, args);
        },
        (error: unknown) => {
          waiting -= 1;
          throw error;
        },
      );
      answer.catch(() => undefined);
      return answer;
    };
  }
  return out as T;
}

/** `load`, asked once; asked again at the next call after it failed. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
