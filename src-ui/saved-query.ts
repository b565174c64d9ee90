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

/**
 * The address query with the token of this tab's saved query when it has none of its own:
 * the token leaves the address bar once read, so a reload (the browser's, or the error
 * dialog's Reload) comes back with the session's token.
 */
export function withSessionToken(search: string): string {
  const params = new URLSearchParams(search);
  if (params.get('x')) return search;
  const token = new URLSearchParams(read(SAVED) ?? '').get('x');
  if (!token) return search;
  params.set('x', token);
  return `?${params.toString()}`;
}

/** The address query without the token, for the address bar (empty when nothing is left). */
export function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('x')) return search;
  params.delete('x');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
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
