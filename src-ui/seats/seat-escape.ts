// Runs on the main thread (seat panel chunk): Escape inside the seat panel's prompt or card.
import type { KeyboardEvent } from 'react';

/** Inside the prompt or the card, Escape closes that, not the whole panel. */
export const onEscape =
  (close: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape') return;
    // React listens at the root: stopping here keeps the panel's own Escape from closing it.
    event.stopPropagation();
    close();
  };
