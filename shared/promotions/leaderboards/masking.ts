// Shared by the UI and the worker: player names masked on leaderboards (SPEC §5).

/** What every masked name starts with. */
export const MASK = '***';

/**
 * `***` plus the last 3 characters (SPEC §5), counted in Unicode code points so a Thai or
 * emoji name is never cut inside a surrogate pair. SPEC makes no exception for short names, so
 * a name of 3 characters or fewer shows whole after `***` (docs/decisions.md). A name that
 * already starts with `***` is taken as masked (the game frame sends masked names): masking it
 * again keeps it, so one hit told both ways stays one. Callers pass the user name, not the uid,
 * so the client code after `@` is not what is shown.
 */
export function maskName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  const visible = trimmed.startsWith(MASK) ? trimmed.slice(MASK.length) : trimmed;
  return MASK + Array.from(visible).slice(-3).join('');
}
