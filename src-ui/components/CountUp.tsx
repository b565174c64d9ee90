// Runs on the main thread (first load: the jackpot hall shows it): money that counts up to a new
// value instead of jumping to it.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { reducedMotion } from './reduced-motion.ts';

/** How long a count takes. */
const COUNT_MS = 1_000;
/**
 * How often a count draws a new number: ten a second read as counting, and each drawing is a
 * style and layout of the page (issue 62: a pool's count every 10 s at every frame was 58
 * layouts in 10 s of a game left idle, against 0 for the game alone).
 */
const STEP_MS = 100;
/**
 * The least rise that counts, as a share of the new value: a win revealed, a pool after a long
 * gap or a prize. A pool's rise at its poll every 10 s (a few units on a large amount) shows at
 * once, in one drawing: counting it was ten layouts of the page every 10 s of a game left idle
 * (issue 62).
 */
const NOTICEABLE_RISE = 0.01;
/** Stands where the amount goes in a sentence (CountUpIn): a private-use character. */
const MARK = '\uE000';

/** Props: the value, how it reads, and where the first count starts. */
export interface CountUpProps {
  value: number;
  format: (amount: number) => string;
  /** A win revealed as it appears counts from here (0); without it the first value just shows. */
  from?: number | undefined;
  className?: string;
}

/** Whether going from `shown` to `value` counts: a rise of at least NOTICEABLE_RISE of it. */
const counts = (shown: number, value: number): boolean =>
  shown < value && value - shown >= value * NOTICEABLE_RISE;

/**
 * A number that counts up to each noticeably higher value in a second, fast then slowing, and
 * ends exactly on it; a new value mid-count carries on from the number shown, and a fall or a
 * small rise (under NOTICEABLE_RISE of the value) shows at once. The element's text is always
 * the value (what screen readers and tests read); the count is drawn over it from `data-count`,
 * written at most once every STEP_MS (ten numbers a second, read in a frame each), so nothing
 * re-renders for it. Its clock is a Web Animation on the element: whatever finishes the page's
 * animations (a screenshot with animations disabled) ends the count on the value. Under reduced
 * motion numbers jump.
 */
export function CountUp({ value, format, from, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef(from ?? value);
  const latest = useRef(format);
  useLayoutEffect(() => {
    latest.current = format;
  });
  useLayoutEffect(() => {
    const el = ref.current;
    const start = shown.current;
    // The same, a fall, a small rise, not a number, or less motion asked for: the value shows
    // as it is.
    if (!el || !counts(start, value) || reducedMotion()) {
      shown.current = value;
      return;
    }
    const clock = el.animate([], COUNT_MS);
    let frame = 0;
    let drawn = -1;
    const stop = (): void => {
      cancelAnimationFrame(frame);
      clock.onfinish = null;
      el.removeAttribute('data-count');
    };
    const tick = (): void => {
      const t = Number(clock.currentTime) / COUNT_MS;
      if (t < 1) {
        // The step this frame is in: a frame within the step drawn draws nothing.
        const step = Math.floor(Number(clock.currentTime) / STEP_MS);
        frame = requestAnimationFrame(tick);
        if (step === drawn) return;
        drawn = step;
        // Ease out (cubic): quick at first, settling on the value, shown by the last step.
        const at = Math.min(1, step / (COUNT_MS / STEP_MS - 1));
        shown.current = start + (value - start) * (1 - (1 - at) ** 3);
        const text = latest.current(shown.current);
        // A frame that would draw the same text costs no style work.
        if (el.dataset['count'] !== text) el.dataset['count'] = text;
      } else {
        shown.current = value;
        stop();
      }
    };
    tick();
    // Finished early (a screenshot): the value at once, not a frame later.
    clock.onfinish = tick;
    return stop;
  }, [value]);
  return (
    <span ref={ref} className={className}>
      {format(value)}
    </span>
  );
}

/**
 * A sentence with a counting amount in it: `sentence` returns the text with its argument where
 * the amount goes (a translation's {{amount}}). A translation without it, or with it twice,
 * shows the amount without counting.
 */
export function CountUpIn({
  sentence,
  ...count
}: CountUpProps & { sentence: (amount: string) => string }): ReactNode {
  const parts = sentence(MARK).split(MARK);
  if (parts.length !== 2) return sentence(count.format(count.value));
  return (
    <>
      {parts[0]}
      <CountUp {...count} />
      {parts[1]}
    </>
  );
}
