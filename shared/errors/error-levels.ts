// Shared by the UI and the worker: SPEC §8 logging levels and the codes that mark a disconnection.

/** Expands "100-104"-style ranges into single codes. */
export function expandCodes(spec: readonly (string | readonly [number, number])[]): Set<string> {
  const out = new Set<string>();
  for (const item of spec) {
    if (typeof item === 'string') out.add(item);
    else for (let code = item[0]; code <= item[1]; code++) out.add(String(code));
  }
  return out;
}

/** High-level codes (SPEC §8): logged high, and never replaced by a later error. */
export const HIGH_LEVEL_CODES = expandCodes([
  [100, 104],
  [200, 206],
  [216, 225],
  '229',
  [1000, 1015],
  [1098, 1105],
  [1200, 1230],
  [2001, 2017],
  '7502',
  '7503',
  '9005',
  '9013',
  '9014',
  '9020',
  '9025',
]);

/** Statuses that set the disconnected flag (SPEC §4). */
export const DISCONNECT_CODES = new Set(['7003', '7405', '7503', '9005', '9014', '9029', '9030']);

/** How an error is logged: 1013 and the high codes high, 9013 not at all, others medium. */
export function logLevel(code: string): 'high' | 'medium' | null {
  if (code === '9013') return null;
  return code === '1013' || HIGH_LEVEL_CODES.has(code) ? 'high' : 'medium';
}
