// The more-games list's icons: each game's icon from the asset CDN, lazily and low resolution
// first; the game's initials on its type's colours only when it has no icon or none loads.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoreGame } from '../../../shared/game-bridge/modals.ts';
import { GameIcon, gameInitials } from '../../../src-ui/game-bridge/GameIcon.tsx';

const GAMES: MoreGame[] = [
  {
    gameId: 1026,
    group: 'slot',
    name: 'Dragon Treasure',
    icon: 'https://cdn.test/icons/1026.svg',
    rtp: 96.2,
  },
  { gameId: 3001, group: 'fish', name: 'Ocean King', icon: null, rtp: null },
];

afterEach(cleanup);

/** The list's tiles as the more-games modal lays them out: the icon, then the name. */
function showList() {
  return render(
    <ul>
      {GAMES.map((game) => (
        <li key={game.gameId} data-game-id={game.gameId}>
          <GameIcon icon={game.icon} name={game.name} group={game.group} />
          <span>{game.name}</span>
        </li>
      ))}
    </ul>,
  );
}

function tile(container: HTMLElement, gameId: number): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-game-id="${gameId}"]`);
  expect(element).not.toBeNull();
  return element as HTMLElement;
}

const icon = (container: HTMLElement, gameId: number) =>
  tile(container, gameId).querySelector<HTMLElement>('.game-icon');

describe('more-games icons', () => {
  it("loads the game's _s icon lazily, then the full one; its name is beside it, not on it", () => {
    const { container } = showList();
    const image = icon(container, 1026);
    expect(image?.tagName).toBe('IMG');
    expect(image?.getAttribute('src')).toBe('https://cdn.test/icons/1026_s.svg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
    fireEvent.load(image as HTMLElement);
    expect(icon(container, 1026)?.getAttribute('src')).toBe('https://cdn.test/icons/1026.svg');
    expect(tile(container, 1026).textContent).toBe('Dragon Treasure');
  });

  it("shows the game's initials on its type's colours when neither icon loads", () => {
    const { container } = showList();
    fireEvent.error(icon(container, 1026) as HTMLElement);
    expect(icon(container, 1026)?.getAttribute('src')).toBe('https://cdn.test/icons/1026.svg');
    fireEvent.error(icon(container, 1026) as HTMLElement);
    const drawn = icon(container, 1026);
    expect(drawn?.tagName).toBe('SPAN');
    expect(drawn?.className).toBe('game-icon image-missing');
    expect(drawn?.textContent).toBe('DT');
    expect(drawn?.closest('[data-group]')?.getAttribute('data-group')).toBe('slot');
    expect(tile(container, 1026).textContent).not.toMatch(/\.svg|icons\//);
  });

  it('shows the initials at once for a game without an icon', () => {
    const { container } = showList();
    const drawn = icon(container, 3001);
    expect(drawn?.tagName).toBe('SPAN');
    expect(drawn?.textContent).toBe('OK');
    expect(drawn?.closest('[data-group]')?.getAttribute('data-group')).toBe('fish');
  });
});

describe('gameInitials', () => {
  it.each([
    ['Lucky Fortune', 'LF'],
    ['Deep Sea Hunter', 'DS'],
    ['coin pusher', 'CP'],
    ['幸运财富', '幸'],
    // A whole letter with its marks, never half of one.
    ['सुनहरा कमल', 'सुक'],
    ['  ', ''],
  ])('%s is %s', (name, initials) => {
    expect(gameInitials(name)).toBe(initials);
  });
});
