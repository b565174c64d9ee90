// Using a card from the quest panel's inventory: the Use button calls the engine's useCard, and a
// refusal shows the error catalogue's text for the answer's code.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InventoryTab } from '../../../../src-ui/promotions/quests/InventoryTab.tsx';
import { fakeEngine, gameCard, panelProps, startEnglish } from '../../support/panels.ts';

const CARD = gameCard({ currentQuantity: 2 });

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
afterEach(cleanup);

describe('card use', () => {
  it('calls the engine with the card and shows the refusal in words', async () => {
    const user = userEvent.setup();
    const useCard = vi.fn(() => Promise.resolve({ ok: false as const, code: '227' }));
    const engine = fakeEngine({ useCard });
    render(<InventoryTab {...panelProps(engine, { inventory: [CARD] })} gameId={7} />);
    await user.click(screen.getByRole('button', { name: t('promo.inventory.use') }));
    expect(useCard).toHaveBeenCalledExactlyOnceWith('card-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('errors.227'));
    expect(alert.textContent).toMatch(/game card rules/);
  });

  it('shows the generic text for a code without its own', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine({
      useCard: () => Promise.resolve({ ok: false as const, code: '123456' }),
    });
    render(<InventoryTab {...panelProps(engine, { inventory: [CARD] })} gameId={7} />);
    await user.click(screen.getByRole('button', { name: t('promo.inventory.use') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.default'));
  });

  it('shows no error when the card is accepted, and clears the last refusal on a new try', async () => {
    const user = userEvent.setup();
    const useCard = vi
      .fn<typeof engine.useCard>()
      .mockResolvedValueOnce({ ok: false, code: '227' })
      .mockResolvedValueOnce({ ok: true, card: { ...CARD, usageQuantity: 1 } });
    const engine = fakeEngine({ useCard });
    render(<InventoryTab {...panelProps(engine, { inventory: [CARD] })} gameId={7} />);
    const use = screen.getByRole('button', { name: t('promo.inventory.use') });
    await user.click(use);
    await screen.findByRole('alert');
    await user.click(use);
    expect(useCard).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cannot be used in another game, and says which game it is for', () => {
    const engine = fakeEngine();
    render(<InventoryTab {...panelProps(engine, { inventory: [CARD] })} gameId={8} />);
    const use = screen.getByRole('button', { name: t('promo.inventory.use') });
    expect(use).toHaveProperty('disabled', true);
    expect(screen.getByText(t('promo.inventory.otherGame', { game: 'Game 7' }))).toBeTruthy();
  });
});
