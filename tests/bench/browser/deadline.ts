// Runs in Node: a bench step that cannot hold the bench for good. A throttled renderer once spun
// for 16 minutes while the bench waited on its page (session 50); a step past its deadline fails
// instead, and its caller measures it again.

/** The failure of a step that outlived its deadline. */
export class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`the session hung: no answer within ${String(ms / 1000)} s`);
    this.name = 'DeadlinePassed';
  }
}

/**
 * What `work` gives, or a DeadlinePassed once `ms` have passed without it. `work` is then left
 * behind: the race handles its later failure (once its page closes), unheard.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(ms)), ms);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}
