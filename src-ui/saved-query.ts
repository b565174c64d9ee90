// Runs on the main thread: the query saved in sessionStorage, which error 9020 goes back to.

const SAVED = 'container.savedQuery';
const RESTORED = 'container.restoredQuery';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // Storage blocked (private mode, sandbox): nothing saved, 9020 shows its dialog.
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the query is simply not saved.
  }
}

/**
 * Saves a query that carries a token and returns the one 9020 may restore: null when there
 * is none, or when it was already restored once and the game has not started since (no loop).
 */
export function saveQuery(search: string, hasToken: boolean): string | null {
  if (hasToken) write(SAVED, search);
  const saved = read(SAVED);
  return saved !== null && saved !== read(RESTORED) ? saved : null;
}

/** Goes back to the saved query once; remembers it so a second 9020 shows its dialog. */
export function restoreQuery(search: string): void {
  write(RESTORED, search);
  location.replace(`${location.pathname}${search}`);
}

/** The game started: a later 9020 may restore again. */
export function queryWorked(): void {
  write(RESTORED, null);
}
