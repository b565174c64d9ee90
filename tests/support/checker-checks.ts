// Runs in Node (the checker's unit and end-to-end tests): what a studio's report must say of a
// game whose page never ran in the container's frame.

/**
 * Every check game-container-check makes by looking at the game, sorted: each must be reported
 * not checked (a warning, never an ok) when the game's page never ran.
 */
export const LOOKING_CHECKS = [
  'ignores-pause',
  'ignores-turbo',
  'no-auto-start',
  'no-modal',
  'no-spin-state',
  'posts-to-any-origin',
  'sandbox',
];

/** The checks a report lists as not checked, sorted, and whether each is only a warning. */
export function notCheckedIn(findings: readonly { code: string; level: string; check?: string }[]) {
  const notChecked = findings.filter((f) => f.code === 'not-checked');
  return {
    checks: notChecked.map((f) => f.check).sort(),
    allWarnings: notChecked.every((f) => f.level === 'warn'),
  };
}
