// Runs on the main thread: the 24 px line icons of the container's buttons, drawn in the text
// colour; decorative (the button's label names it).
import type { ReactNode } from 'react';

/** A 24x24 stroked icon around the given paths. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
