// Runs on the main thread: Escape closes the modal on top, always with the latest handler.
import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed while the calling component is mounted. */
export function useEscape(onEscape: () => void): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
