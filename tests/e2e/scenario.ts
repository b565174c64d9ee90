// Builds scenario addresses from the URL the simulator printed, as a QA person would edit it.

/** The printed player URL, with the token, environment or path changed. */
export function scenarioUrl(
  change: { x?: string; e?: string; path?: string; drop?: string[] } = {},
): string {
  const printed = process.env['PLAYER_URL'];
  if (!printed) throw new Error('PLAYER_URL not set: run through playwright.config.ts');
  const url = new URL(printed);
  if (change.x !== undefined) url.searchParams.set('x', change.x);
  if (change.e !== undefined) url.searchParams.set('e', change.e);
  if (change.path !== undefined) url.pathname = change.path;
  for (const name of change.drop ?? []) url.searchParams.delete(name);
  return url.href;
}
