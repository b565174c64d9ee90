// The lucky wheel's spin as a player sees it: the disc turns for seconds and lands on the segment
// the server answered, the prize shows (and is announced) only once it stops, no second draw
// starts meanwhile, a panel closed mid-spin loses nothing, and under reduced motion it lands at
// once with the same prize.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { proxy } from 'valtio/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawAnswer, WheelView } from '../../../../shared/promotions/promotion-state.ts';
import type { WheelDrawResult } from '../../../../shared/promotions/wheel/wheel-schema.ts';
import { WheelPanel } from '../../../../src-ui/promotions/wheel/WheelPanel.tsx';
import { fakeEngine, panelProps, startEnglish } from '../../support/panels.ts';

const DAY = 86_400_000;
const PRIZES = [1, 2, 5, 10, 20, 50, 100, 500];

const WHEEL: WheelView = {
  info: {
    code: 'WHEEL7',
    betAmountPerTicket: 50,
    dailyTicketLimit: 5,
    normalSpinTickets: 1,
    luckySpinTickets: 3,
    prizeAmounts: PRIZES,
    multiplierValues: [2, 3],
    reportDateStart: 0,
    reportDateEnd: 0,
    displayTimeZone: 'UTC',
    campaignStartTime: Date.now() - DAY,
    campaignEndTime: Date.now() + 7 * DAY,
    dailyBonusDistributed: false,
    gameIds: [],
  },
  state: 'running',
  tickets: 10,
  ticketInfo: null,
  eligible: true,
  blockers: { normal: null, lucky: null },
  message: null,
  statusError: false,
  lastDraw: null,
  drawing: false,
};

const draw = (prizeIndex: number, multiplier = 1): WheelDrawResult => ({
  prizeIndex,
  prizeAmount: PRIZES[prizeIndex]!,
  multiplier,
  winAmount: PRIZES[prizeIndex]! * multiplier,
  ticketCount: 9,
});

/** The segment under the pointer at the top when the disc is turned `deg` clockwise. */
function segmentAt(deg: number, count: number): number {
  const top = (((-deg % 360) + 360) % 360) / (360 / count);
  return Math.floor(top);
}

/** The disc's rotation at rest, from its style. */
const restingTurn = (disc: HTMLElement): number =>
  Number.parseFloat(disc.style.getPropertyValue('--turn'));

/** The page's answer to `prefers-reduced-motion: reduce`. */
function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
  }));
}

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openWheel(answers: DrawAnswer[], wheel: Partial<WheelView> = {}) {
  const drawWheel = vi.fn<(type: string) => Promise<DrawAnswer>>();
  for (const answer of answers) drawWheel.mockResolvedValueOnce(answer);
  const fake = fakeEngine({ drawWheel });
  // The countdown follows the server's clock in the mirror, which is a valtio proxy on the page.
  const engine = { ...fake, mirror: proxy(fake.mirror) };
  const view = render(<WheelPanel {...panelProps(engine, { wheel: { ...WHEEL, ...wheel } })} />);
  const disc = view.container.querySelector<HTMLElement>('.promo-wheel-disc')!;
  const result = screen.getByRole('status');
  const button = (name: 'normalSpin' | 'luckySpin') =>
    screen.getByRole<HTMLButtonElement>('button', { name: t(`promo.wheel.${name}`) });
  return { drawWheel, disc, result, button, view };
}

/** A tap on a button, as the page gets it (a disabled button takes none). */
const press = (button: HTMLButtonElement) =>
  act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
/**
 * Moves the page's clock on by `ms`, letting the answers and renders it brings land. An
 * animation that reaches its end finishes, as a browser's does (happy-dom times their ends on
 * a clock of its own, not the test's).
 */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (const el of document.querySelectorAll('*')) {
      for (const animation of el.getAnimations()) {
        const end = Number(animation.effect?.getComputedTiming().endTime);
        if (animation.playState === 'running' && Number(animation.currentTime) >= end) {
          animation.finish();
        }
      }
    }
    await vi.advanceTimersByTimeAsync(0);
  });

describe('the wheel panel', () => {
  it('keeps the prize hidden while the wheel turns for seconds, buttons disabled, and shows it when it stops', async () => {
    const { drawWheel, disc, result, button } = openWheel([{ ok: true, result: draw(5) }]);
    await press(button('normalSpin'));
    await advance(0);
    expect(drawWheel).toHaveBeenCalledExactlyOnceWith('normal');
    expect(result.textContent).toBe(t('promo.wheel.drawing'));
    expect(button('normalSpin').disabled).toBe(true);
    expect(button('luckySpin').disabled).toBe(true);
    // Three seconds in, it still turns and the prize is still unknown to the player.
    await advance(3_000);
    expect(result.textContent).toBe(t('promo.wheel.drawing'));
    expect(disc.getAnimations().map((a) => a.playState)).toEqual(['running']);
    expect(screen.queryByText(/won/)).toBeNull();
    await advance(1_100);
    expect(result.textContent).toBe(t('promo.wheel.won', { amount: '€50' }));
    expect(button('normalSpin').disabled).toBe(false);
    expect(document.querySelector('[data-won]')?.textContent).toBe('€50');
  });

  it('lands, spin after spin, on the segment of the prize the server answered', async () => {
    const answers = [3, 0, 7, 7, 2].map((i) => ({ ok: true as const, result: draw(i) }));
    const { disc, result, button } = openWheel(answers);
    let before = restingTurn(disc);
    for (const answer of answers) {
      await press(button('normalSpin'));
      await advance(0);
      // This spin's (happy-dom keeps finished ones in the list, a browser does not).
      const spin = disc.getAnimations().at(-1);
      const frames = (spin!.effect as KeyframeEffect).getKeyframes();
      const to = Number.parseFloat(
        /rotate\(([-\d.]+)deg\)/.exec(String(frames[1]!['transform']))![1]!,
      );
      // Forward, several whole turns: a spin, not a nudge.
      expect(to - before).toBeGreaterThanOrEqual(3 * 360);
      expect(spin!.effect!.getTiming().duration).toBeGreaterThanOrEqual(3_000);
      await advance(4_100);
      expect(segmentAt(to, PRIZES.length)).toBe(answer.result.prizeIndex);
      // At rest where the animation ended.
      expect(restingTurn(disc)).toBe(to);
      expect(result.textContent).toContain(`€${answer.result.winAmount}`);
      before = to;
    }
  });

  it('cannot start a second draw while the wheel turns', async () => {
    const { drawWheel, button } = openWheel([
      { ok: true, result: draw(1) },
      { ok: true, result: draw(2) },
    ]);
    await press(button('normalSpin'));
    await advance(1_000);
    await press(button('normalSpin'));
    await press(button('luckySpin'));
    expect(drawWheel).toHaveBeenCalledTimes(1);
    await advance(3_100);
    await press(button('luckySpin'));
    expect(drawWheel).toHaveBeenCalledTimes(2);
  });

  it('counts a landed prize up from 0, and shows the lucky multiplier only then', async () => {
    const { result, button } = openWheel([{ ok: true, result: draw(2, 3) }]);
    await press(button('luckySpin'));
    await advance(0);
    expect(result.textContent).not.toContain('×3');
    await advance(4_000);
    const count = result.querySelector<HTMLElement>('[data-count]');
    expect(count?.textContent).toBe('€15');
    expect(Number(count?.dataset['count']?.slice(1))).toBeLessThan(15);
    expect(result.textContent).toContain(t('promo.wheel.multiplier', { multiplier: '×3' }));
    await advance(1_100);
    expect(result.querySelector('[data-count]')).toBeNull();
  });

  it('keeps the prize of a panel closed mid-spin: opened again, it shows it on its segment', async () => {
    const first = openWheel([{ ok: true, result: draw(6) }]);
    await press(first.button('normalSpin'));
    await advance(500);
    first.view.unmount();
    // The engine's mirror has the draw; the panel opens on it, without spinning or counting.
    const again = openWheel([], { lastDraw: draw(6), tickets: 9 });
    expect(again.result.textContent).toBe(t('promo.wheel.won', { amount: '€100' }));
    expect(again.result.querySelector('[data-count]')).toBeNull();
    expect(segmentAt(restingTurn(again.disc), PRIZES.length)).toBe(6);
    expect(again.disc.getAnimations()).toHaveLength(0);
  });

  it('shows a refused draw in words, not the last prize', async () => {
    const { result, button } = openWheel([{ ok: false, message: 'message1', statusError: false }], {
      lastDraw: draw(1),
    });
    await press(button('normalSpin'));
    await advance(0);
    expect(result.textContent).toBe(t('wheel.message1'));
  });

  it('under reduced motion lands at once on the same segment, the prize shown at once', async () => {
    preferReducedMotion(true);
    const { disc, result, button } = openWheel([{ ok: true, result: draw(4) }]);
    await press(button('normalSpin'));
    await advance(0);
    expect(disc.getAnimations()).toHaveLength(0);
    expect(segmentAt(restingTurn(disc), PRIZES.length)).toBe(4);
    expect(result.textContent).toBe(t('promo.wheel.won', { amount: '€20' }));
    expect(result.querySelector('[data-count]')).toBeNull();
    expect(button('normalSpin').disabled).toBe(false);
  });
});
