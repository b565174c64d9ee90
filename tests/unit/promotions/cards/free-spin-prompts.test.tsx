// The end of a free-spin run as the player sees it: the total win counts up from 0 as the prompt
// opens and settles exactly on the total, while its text (what a screen reader reads) is the
// total from the start; the new balance does not count.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { FreeSpinPrompts } from '../../../../src-ui/promotions/cards/FreeSpinPrompts.tsx';
import { fakeEngine, startEnglish } from '../../support/panels.ts';

const money = (amount: number): string => `€${amount.toFixed(2)}`;

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('counts the run’s total win up from 0 and ends on it', () => {
  const run = { id: 1, itemId: 'card-1', spinCount: 10, played: 10, winAmount: 42.5 };
  render(
    <FreeSpinPrompts
      engine={fakeEngine()}
      run={{ ...run, done: true, balance: 1_042.5 }}
      reminder={false}
      money={money}
    />,
  );
  // A screen reader reads the total, not the count.
  const dialog = screen.getByRole('dialog', {
    description: (read) => read.includes('€42.50') && !read.includes('€0.00'),
  });
  const body = dialog.querySelector('p')!;
  expect(body.textContent).toBe(t('promo.freeSpinDone.body', { amount: '€42.50' }));
  const count = body.querySelector<HTMLElement>('[data-count]');
  expect(count?.dataset['count']).toBe('€0.00');
  act(() => void vi.advanceTimersByTime(1_100));
  expect(body.querySelector('[data-count]')).toBeNull();
  expect(count?.textContent).toBe('€42.50');
  expect(screen.getByText(t('promo.freeSpinDone.balance', { amount: '€1042.50' }))).toBeTruthy();
});
