// The image fallback chain: low resolution, then full; a broken image falls to the next source,
// and when all are broken a drawn shape still says what it is, in words.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressiveImage } from '../../../src-ui/components/ProgressiveImage.tsx';

const FULL = 'https://cdn.test/cards/en/gold_3.svg';
const LOW = 'https://cdn.test/cards/en/gold_3_s.svg';
const GENERIC = 'https://cdn.test/cards/en/generic.svg';

function image(): HTMLImageElement {
  const element = screen.getByRole('img', { name: 'Gold card' });
  expect(element).toBeInstanceOf(HTMLImageElement);
  return element as HTMLImageElement;
}

function show(fallback?: string) {
  return render(
    <ProgressiveImage
      full={FULL}
      {...(fallback === undefined ? {} : { fallback })}
      alt="Gold card"
      width={72}
      height={100}
      className="promo-card-image"
    />,
  );
}

afterEach(cleanup);

describe('ProgressiveImage', () => {
  it('loads the low-resolution variant first, lazily, then the full image', () => {
    show(GENERIC);
    expect(image().getAttribute('src')).toBe(LOW);
    expect(image().getAttribute('loading')).toBe('lazy');
    // The small stand-in shows: the image says it is still being updated.
    expect(image().getAttribute('aria-busy')).toBe('true');
    fireEvent.load(image());
    expect(image().getAttribute('src')).toBe(FULL);
    expect(image().getAttribute('aria-busy')).toBe('false');
    // The full image loading changes nothing more.
    fireEvent.load(image());
    expect(image().getAttribute('src')).toBe(FULL);
  });

  it('goes low -> full -> fallback -> a plain shape as each one breaks', () => {
    show(GENERIC);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(FULL);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(GENERIC);
    fireEvent.error(image());
    const shape = screen.getByRole('img', { name: 'Gold card' });
    expect(shape.tagName).toBe('SPAN');
    expect(shape.className).toBe('promo-card-image image-missing');
  });

  it('the drawn shape shows its placeholder; without alt text it is hidden from readers', () => {
    const { container } = render(
      <ProgressiveImage
        full={FULL}
        alt=""
        width={210}
        height={210}
        className="game-icon"
        placeholder={<b>LF</b>}
      />,
    );
    const broken = () => container.querySelector('.game-icon') as HTMLElement;
    fireEvent.error(broken());
    fireEvent.error(broken());
    expect(broken().tagName).toBe('SPAN');
    expect(broken().textContent).toBe('LF');
    expect(broken().getAttribute('aria-hidden')).toBe('true');
    expect(broken().getAttribute('role')).toBeNull();
    // Sized by its class, not by an inline width that would beat it.
    expect(broken().style.width).toBe('');
  });

  it('without a fallback, a broken full image leaves the plain shape', () => {
    show();
    fireEvent.load(image());
    fireEvent.error(image());
    expect(screen.getByRole('img', { name: 'Gold card' }).tagName).toBe('SPAN');
  });

  it('starts again from the low-resolution variant for a new image', () => {
    const { rerender } = show(GENERIC);
    fireEvent.error(image());
    fireEvent.error(image());
    rerender(
      <ProgressiveImage
        full="https://cdn.test/cards/en/silver_1.svg"
        fallback={GENERIC}
        alt="Gold card"
        width={72}
        height={100}
        className="promo-card-image"
      />,
    );
    expect(image().getAttribute('src')).toBe('https://cdn.test/cards/en/silver_1_s.svg');
  });
});
