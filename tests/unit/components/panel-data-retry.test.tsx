// A panel whose data could not be loaded (issue 58), as the player sees it in the panel host:
// "could not load" with Try again instead of an empty list, the spinner while it loads again,
// and the panel itself once loaded.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PanelKind } from '../../../shared/promotions/promotion-state.ts';
import { PanelHost } from '../../../src-ui/promotions/PanelHost.tsx';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';
import { fakeEngine, panelProps, startEnglish } from '../support/panels.ts';

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The host with the quest panel open, its data as `unloaded` and `reloading` say. */
function host(engine: EngineClient, unloaded: PanelKind[], reloading: PanelKind[] = []) {
  return (
    <PanelHost
      {...panelProps(engine, { unloaded, reloading })}
      open="quest"
      needReload={false}
      onClose={vi.fn()}
    />
  );
}

describe('a panel whose data did not load', () => {
  it('says so with Try again, which asks the engine; the focus stays in the dialog', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    render(host(engine, ['quest']));
    const dialog = screen.getByRole('dialog', { name: t('promo.panels.quest.title') });
    expect(screen.getByRole('alert').textContent).toContain(t('promo.panel.loadFailed'));
    // No list that would read as "you have no quests".
    expect(screen.queryByRole('tablist')).toBeNull();
    const retry = screen.getByRole('button', { name: t('promo.panel.retry') });
    await user.click(retry);
    expect(engine.openPanel).toHaveBeenCalledExactlyOnceWith('quest');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows the spinner while it loads again, then the panel once loaded', async () => {
    const engine = fakeEngine();
    const view = render(host(engine, ['quest'], ['quest']));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: t('promo.panel.retry') })).toBeNull();

    act(() => view.rerender(host(engine, [])));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(t('promo.panel.loadFailed'))).toBeNull();
  });

  it('shows its Try again rather than the page reload while the inventory did not load', () => {
    const engine = fakeEngine();
    render(
      <PanelHost
        {...panelProps(engine, { unloaded: ['freeSpin'], needReload: true })}
        open="freeSpin"
        needReload
        onClose={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: t('promo.panel.retry') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('buttons.reload') })).toBeNull();
  });
});
