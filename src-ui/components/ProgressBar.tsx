// Runs on the main thread: a progress bar (quests, wheel tickets), named by a label or a title.
import type { AriaAttributes } from 'react';

/** How the bar is named: a visible title's id, or a label of its own. */
type BarName =
  { labelledBy: string; label?: undefined } | { label: string; labelledBy?: undefined };

/**
 * A bar filled to `ratio` (clamped to 0..1), read out as a percentage and the text given
 * (`aria-valuetext`, e.g. "€5 of €10").
 */
export function ProgressBar({ ratio, text, ...name }: BarName & { ratio: number; text: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, ratio)) * 100);
  const naming: AriaAttributes =
    name.labelledBy !== undefined
      ? { 'aria-labelledby': name.labelledBy }
      : { 'aria-label': name.label };
  return (
    <div
      className="promo-progress"
      role="progressbar"
      {...naming}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
