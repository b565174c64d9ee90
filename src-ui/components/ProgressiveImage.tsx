// Runs on the main thread: an image that loads progressively and falls back, for cards and games.
import { type ReactNode, useMemo, useState } from 'react';
import { lowResVariant } from '../../shared/promotions/cards/card-rules.ts';

/**
 * An image that loads its `_s` low-resolution variant first (lazy), then the full one once the
 * small one is in; when an image fails, the next source is tried; when all fail, a drawn shape
 * that still says what it is in words, never a file name (SPEC §9: images lazy-load with a
 * progressive `_s` variant).
 */
export function ProgressiveImage({
  full,
  fallback,
  alt,
  width,
  height,
  className,
  placeholder,
}: {
  full: string;
  /** Tried after the full image fails (the generic card). */
  fallback?: string;
  /** Translated words for the image; empty when the words beside it say it already. */
  alt: string;
  /** What the shape shows when every source failed (a card's name, a game's initials). */
  placeholder?: ReactNode;
  width: number;
  height: number;
  className: string;
}) {
  const sources = useMemo(
    () => [...new Set([lowResVariant(full), full, ...(fallback ? [fallback] : [])])],
    [full, fallback],
  );
  const [step, setStep] = useState(0);
  const [shownFor, setShownFor] = useState(sources);
  // A new image restarts from its low-resolution variant.
  if (shownFor !== sources) {
    setShownFor(sources);
    setStep(0);
  }
  const src = sources[step];
  const fullAt = sources.indexOf(full);
  if (src === undefined) {
    return (
      <span
        className={`${className} image-missing`}
        {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        // Sized by its class like the image; the inline width would beat the class's.
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {placeholder}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      // Showing the small stand-in, the full image still to come: the image is being updated.
      aria-busy={step < fullAt}
      // The small image is in: ask for the full one. The browser keeps the small one on screen
      // until the full one is available, so nothing blinks.
      onLoad={() => {
        if (step < fullAt) setStep(fullAt);
      }}
      onError={() => setStep(step + 1)}
    />
  );
}
