// Shared by the UI and the worker: what a failure says of anything thrown or rejected with. Its
// own module: the page's first script holds it (src-ui/failures/page-watch.ts), and nothing more.

/** The breadcrumbs a failure carries: the last 20. */
export const MAX_BREADCRUMBS = 20;

/** The message of anything thrown or rejected with (an Error's, a string, else its JSON). */
export function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    const json = JSON.stringify(reason) as string | undefined;
    return json === undefined ? String(reason) : json;
  } catch {
    return Object.prototype.toString.call(reason);
  }
}

/** The stack of anything thrown (an Error's own), else empty. */
export function stackOf(reason: unknown): string {
  return reason instanceof Error && typeof reason.stack === 'string' ? reason.stack : '';
}
