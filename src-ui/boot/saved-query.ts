// Runs on the main thread: the query saved in sessionStorage, which error 9020 goes back to.
// Its token is the one stored access key (SPEC §8): forgotten when the server says it is dead.

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

const tokenOf = (search: string | null): string => new URLSearchParams(search ?? '').get('x') ?? '';

/**
 * Saves a query that carries a token and returns the one 9020 may restore: null when there
 * is none, when its token was forgotten (restoring it could only fail), or when it was already
 * restored once and the game has not started since (no loop).
 */
export function saveQuery(search: string, hasToken: boolean): string | null {
  if (hasToken) write(SAVED, search);
  const saved = read(SAVED);
  return saved !== null && tokenOf(saved) !== '' && saved !== read(RESTORED) ? saved : null;
}

/**
 * The address query with the token of this tab's saved query when it has none of its own:
 * the token leaves the address bar once read, so a reload (the browser's, or the error
 * dialog's Reload) comes back with the session's token. A forgotten token leaves the lobby
 * it came with (origin) instead, so the logged-out dialog can still offer Return.
 */
export function withSessionToken(search: string): string {
  const params = new URLSearchParams(search);
  if (params.get('x')) return search;
  const saved = new URLSearchParams(read(SAVED) ?? '');
  const token = saved.get('x');
  const origin = saved.get('origin');
  if (token) params.set('x', token);
  else if (origin && !params.get('origin')) params.set('origin', origin);
  else return search;
  return `?${params.toString()}`;
}

/**
 * The server said the token is dead: the saved query keeps everything but it, so neither a
 * reload nor 9020 logs in with it again. The lobby the session knew (the login's, when the
 * query had none) is kept in its place for the logged-out dialog's Return.
 */
export function forgetToken(lobbyUrl: string | null): void {
  const saved = read(SAVED);
  if (saved === null) return;
  const params = new URLSearchParams(saved);
  params.delete('x');
  if (lobbyUrl && !params.get('origin')) params.set('origin', lobbyUrl);
  write(SAVED, `?${params.toString()}`);
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
