// The panels' tabs: arrows, Home and End move the focus and the selection (WAI-ARIA tabs).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type TabDef, Tabs } from '../../../src-ui/components/Tabs.tsx';

type Key = 'daily' | 'regular' | 'games';
const TABS: TabDef<Key>[] = [
  { key: 'daily', label: 'Daily' },
  { key: 'regular', label: 'Regular' },
  { key: 'games', label: 'Games' },
];

/** Tabs that keep their own selection, as a panel does. */
function Harness() {
  const [selected, setSelected] = useState<Key>('daily');
  return (
    <Tabs id="t" label="Quests" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Shown: {selected}</p>
    </Tabs>
  );
}

/** The tab that is selected, after checking exactly one is and that it holds the focus. */
function selectedTab(): string {
  const selected = screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true');
  expect(selected).toHaveLength(1);
  const [tab] = selected;
  expect(document.activeElement).toBe(tab);
  expect(tab?.getAttribute('tabindex')).toBe('0');
  return tab?.textContent ?? '';
}

afterEach(cleanup);

describe('Tabs', () => {
  it('is a labelled tablist whose tabpanel shows the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Quests' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe('t-tab-daily');
    expect(panel.textContent).toBe('Shown: daily');
    const others = screen.getAllByRole('tab').filter((tab) => tab.textContent !== 'Daily');
    for (const tab of others) {
      expect(tab.getAttribute('aria-selected')).toBe('false');
      expect(tab.getAttribute('tabindex')).toBe('-1');
    }
  });

  it('moves focus and selection with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(selectedTab()).toBe('Daily');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Regular');
    expect(screen.getByRole('tabpanel').textContent).toBe('Shown: regular');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toBe('Daily');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Games');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('Daily');
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('Games');
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}x');
    expect(selectedTab()).toBe('Daily');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Games' }));
    expect(selectedTab()).toBe('Games');
  });
});
