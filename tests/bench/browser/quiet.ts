// Runs in Node: a bench part measured on a quiet machine, or marked (issue 32, measure 5): the
// machine's idle share before and during the part, and the part repeated when other work than
// the bench's took more than a fifth of the machine while it ran.
import { type CpuShare, startCpuShare } from './cpu-share.ts';

/** A part measured while other work took more than this share of the machine is repeated. */
export const NOISY_OTHERS_SHARE = 0.2;
/** How many times a noisy part is measured again, at most (BENCH_REPEATS=0 for a quick look). */
export const REPEATS = Number(process.env['BENCH_REPEATS'] ?? 2);
/** How long the machine is watched before a part starts. */
const BEFORE_MS = 2_000;

/** One measurement of a part, with how busy the machine was before and during it. */
export interface Attempt<T> {
  result: T;
  before: CpuShare;
  during: CpuShare;
}

/** A part's kept measurement, and how it was got. */
export interface Quietly<T> extends Attempt<T> {
  /** How many times the part was measured (1 to 1 + REPEATS), and which of them is kept (from 1). */
  attempts: number;
  kept: number;
  /** Other work took more than NOISY_OTHERS_SHARE of the machine in every attempt. */
  noisy: boolean;
  /** Each attempt's share of the machine busy with other work, in order (null: unknown). */
  othersBusy: (number | null)[];
}

/** How a stretch of time is watched: tests give their own. */
export interface Watch {
  /** Starts watching; the returned function ends the stretch and tells its share. */
  start: () => () => CpuShare;
  /** Waits, with the machine watched. */
  wait: (ms: number) => Promise<void>;
}

const SYSTEM: Watch = {
  start: () => startCpuShare(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Busy with other work beyond the limit; a machine that cannot be read is taken as quiet. */
export const isNoisy = (share: CpuShare): boolean =>
  share.othersBusy !== null && share.othersBusy > NOISY_OTHERS_SHARE;

/**
 * Measures a part, and again (up to REPEATS times) while other work took more than
 * NOISY_OTHERS_SHARE of the machine during it: keeps the first quiet attempt, or else the
 * quietest one, marked noisy.
 */
export async function measureQuietly<T>(
  measure: () => Promise<T>,
  watch: Watch = SYSTEM,
): Promise<Quietly<T>> {
  const tried: Attempt<T>[] = [];
  for (let i = 0; i <= REPEATS; i += 1) {
    const endBefore = watch.start();
    await watch.wait(BEFORE_MS);
    const before = endBefore();
    const endDuring = watch.start();
    const result = await measure();
    const attempt = { result, before, during: endDuring() };
    tried.push(attempt);
    if (!isNoisy(attempt.during)) break;
  }
  const busy = (a: Attempt<T>): number => a.during.othersBusy ?? 0;
  const kept =
    tried.find((a) => !isNoisy(a.during)) ?? [...tried].sort((a, b) => busy(a) - busy(b))[0];
  if (!kept) throw new Error('measureQuietly: no attempt');
  return {
    ...kept,
    attempts: tried.length,
    kept: tried.indexOf(kept) + 1,
    noisy: isNoisy(kept.during),
    othersBusy: tried.map((a) => a.during.othersBusy),
  };
}

const percent = (share: number | null): string =>
  share === null ? 'unknown' : `${String(Math.round(share * 100))} %`;

/** One line on how busy the machine was for a part, for its report. */
export function loadLine(part: Quietly<unknown>): string {
  const tries =
    part.attempts > 1
      ? `; others' share in each attempt: ${part.othersBusy.map(percent).join(', ')}`
      : '';
  return `machine idle ${percent(part.before.machineIdle)} before, ${percent(
    part.during.machineIdle,
  )} during; other work ${percent(part.during.othersBusy)} of the machine during (attempt ${String(part.kept)} of ${String(
    part.attempts,
  )} kept${part.noisy ? ', NOISY: over 20 % in every attempt' : ''}${tries})`;
}
