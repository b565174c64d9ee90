// The count-up of pool values and winnings: a new value counts up from the number shown and ends
// exactly on it, a change mid-count carries on from where it is, a first value and a fall show
// at once, and under reduced motion every value shows at once.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountUp, CountUpIn } from '../../../src-ui/components/CountUp.tsx';

const money = (amount: number): string => `€${amount.toFixed(2)}`;
/** What the player sees: the number drawn while counting, else the element's own text. */
const seen = (el: HTMLElement): string => el.dataset['count'] ?? el.textContent;

/** The page's answer to `prefers-reduced-motion: reduce`. */
function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
  }));
}

/** Moves the page's clock (timers, frames, performance.now) on by `ms`. */
const advance = (ms: number): void => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function pool(value: number) {
  return <CountUp value={value} format={money} className="value" />;
}

describe('CountUp', () => {
  it('shows the first value at once, without counting', () => {
    const { container } = render(pool(1000));
    const el = container.querySelector<HTMLElement>('.value')!;
    expect(seen(el)).toBe('€1000.00');
    expect(el.hasAttribute('data-count')).toBe(false);
  });

  it('counts a rise up over about a second and ends exactly on the value', () => {
    const { container, rerender } = render(pool(1000));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(1234.56));
    // Screen readers and tests read the value itself; the count is drawn over it.
    expect(el.textContent).toBe('€1234.56');
    expect(seen(el)).toBe('€1000.00');
    const steps: number[] = [];
    // Read halfway through each of its 100 ms steps.
    advance(50);
    for (let ms = 0; ms < 1_100; ms += 100) {
      advance(100);
      steps.push(Number(seen(el).slice(1)));
    }
    // Up all the way, fastest first, never past the value, and on it at the end.
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]!);
    expect(steps[0]! - 1000).toBeGreaterThan(steps[8]! - steps[7]!);
    expect(Math.max(...steps)).toBe(1234.56);
    expect(steps.at(-1)).toBe(1234.56);
    expect(el.hasAttribute('data-count')).toBe(false);
    expect(seen(el)).toBe('€1234.56');
  });

  it('draws ten numbers a second, not one every frame (each is a layout of the page)', () => {
    const { container, rerender } = render(pool(0));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(500));
    const watch = new MutationObserver(() => undefined);
    watch.observe(el, { attributes: true, characterData: true, childList: true, subtree: true });
    advance(500);
    // 31 frames in half a second; a new number in the frames of 5 steps of 100 ms.
    const writes = watch.takeRecords().length;
    expect(writes).toBeGreaterThanOrEqual(4);
    expect(writes).toBeLessThanOrEqual(6);
  });

  it("shows a pool's small rise at its poll at once, in one drawing, not counting it", () => {
    // A grand pool up by 200 in 10 s: the last digits change, nothing reads as a count.
    const { container, rerender } = render(pool(1_000_000));
    const el = container.querySelector<HTMLElement>('.value')!;
    const watch = new MutationObserver(() => undefined);
    watch.observe(el, { attributes: true, characterData: true, childList: true, subtree: true });
    rerender(pool(1_000_200.5));
    expect(seen(el)).toBe('€1000200.50');
    advance(1_100);
    expect(seen(el)).toBe('€1000200.50');
    expect(el.hasAttribute('data-count')).toBe(false);
    expect(el.getAnimations()).toHaveLength(0);
    // The text node's one change: a layout of the page, not ten.
    expect(watch.takeRecords()).toHaveLength(1);
  });

  it('counts a rise of a hundredth of the value or more', () => {
    const { container, rerender } = render(pool(990));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(1_000));
    expect(seen(el)).toBe('€990.00');
    advance(550);
    expect(Number(seen(el).slice(1))).toBeGreaterThan(990);
    expect(Number(seen(el).slice(1))).toBeLessThan(1_000);
    advance(600);
    expect(seen(el)).toBe('€1000.00');
  });

  it('retargets a change mid-count from the number shown, without a jump', () => {
    const { container, rerender } = render(pool(0));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(100));
    advance(300);
    const midway = Number(seen(el).slice(1));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    rerender(pool(200));
    expect(Number(seen(el).slice(1))).toBeCloseTo(midway, 1);
    advance(16);
    expect(Number(seen(el).slice(1))).toBeGreaterThanOrEqual(midway);
    advance(1_000);
    expect(seen(el)).toBe('€200.00');
    expect(el.hasAttribute('data-count')).toBe(false);
  });

  it('jumps on a fall (a pool paid out) and on a value that is not a number', () => {
    const { container, rerender } = render(pool(5000));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(10));
    expect(seen(el)).toBe('€10.00');
    rerender(<CountUp value={Number.NaN} format={() => '—'} className="value" />);
    expect(seen(el)).toBe('—');
    rerender(pool(20));
    expect(seen(el)).toBe('€20.00');
  });

  it('counts a revealed win from 0 when asked', () => {
    const { container } = render(<CountUp value={50} from={0} format={money} className="v" />);
    const el = container.querySelector<HTMLElement>('.v')!;
    expect(seen(el)).toBe('€0.00');
    advance(1_000);
    expect(seen(el)).toBe('€50.00');
  });

  it('ends on the value at once when its animation is finished early (a screenshot)', async () => {
    const { container, rerender } = render(pool(0));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(80));
    advance(100);
    expect(seen(el)).not.toBe('€80.00');
    await act(async () => {
      for (const animation of el.getAnimations()) animation.finish();
      await Promise.resolve();
    });
    expect(seen(el)).toBe('€80.00');
  });

  it('jumps to every new value under reduced motion', () => {
    preferReducedMotion(true);
    const { container, rerender } = render(pool(1000));
    const el = container.querySelector<HTMLElement>('.value')!;
    rerender(pool(2000));
    expect(seen(el)).toBe('€2000.00');
    expect(el.hasAttribute('data-count')).toBe(false);
    const { container: won } = render(<CountUp value={5} from={0} format={money} />);
    expect(won.textContent).toBe('€5.00');
    expect(won.querySelector('[data-count]')).toBeNull();
  });
});

describe('CountUpIn', () => {
  it('counts the amount inside its sentence', () => {
    const { container } = render(
      <p>
        <CountUpIn sentence={(amount) => `You won ${amount}!`} value={7} from={0} format={money} />
      </p>,
    );
    expect(container.textContent).toBe('You won €7.00!');
    expect(container.querySelector<HTMLElement>('[data-count]')?.dataset['count']).toBe('€0.00');
    advance(1_100);
    expect(container.querySelector('[data-count]')).toBeNull();
  });

  it('shows a sentence without the amount, or with it twice, as it is', () => {
    const { container } = render(
      <p>
        <CountUpIn sentence={(a) => `${a} or ${a}`} value={7} from={0} format={money} />
      </p>,
    );
    expect(container.textContent).toBe('€7.00 or €7.00');
    expect(container.querySelector('[data-count]')).toBeNull();
  });
});
