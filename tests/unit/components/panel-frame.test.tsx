// The panel frame's error boundary: a panel that throws (or a chunk that fails to load) shows the
// boundary's translated text, a retry and the frame's Close, never a blank panel.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PanelFrame } from '../../../src-ui/components/PanelFrame.tsx';
import { startEnglish } from '../support/panels.ts';

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A panel that throws while `broken.now` is true. */
const broken = { now: true };
function FlakyPanel() {
  if (broken.now) throw new Error('chunk failed');
  return <p>Quest list</p>;
}

describe('PanelFrame', () => {
  it('frames a panel: its title, description and Close', () => {
    render(
      <PanelFrame kind="quest" onClose={vi.fn()} needReload={false} onRetry={vi.fn()}>
        <p>Quest list</p>
      </PanelFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: t('promo.panels.quest.title') });
    expect(dialog.getAttribute('data-panel')).toBe('quest');
    expect(screen.getByText(t('promo.panels.quest.description'))).toBeTruthy();
    expect(screen.getByText('Quest list')).toBeTruthy();
  });

  it('shows the translated failure, a retry and a working Close when the panel throws', async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onRetry = vi.fn(() => {
      broken.now = false;
    });
    broken.now = true;
    render(
      <PanelFrame kind="wheel" onClose={onClose} needReload={false} onRetry={onRetry}>
        <FlakyPanel />
      </PanelFrame>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t('promo.panel.loadFailed'));
    expect(screen.queryByText('Quest list')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('promo.panel.close') }));
    expect(onClose).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: t('promo.panel.retry') }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Quest list')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <PanelFrame kind="seat" onClose={onClose} needReload={false} onRetry={vi.fn()}>
        <p>Seats</p>
      </PanelFrame>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
