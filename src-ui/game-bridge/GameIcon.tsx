// Runs on the main thread (container modals chunk): a game's icon in the more-games list: the
// asset CDN's icon, low resolution first; the game's initials on its type's colours only when
// there is no icon or it does not load.
import type { GameGroup } from '../../shared/lib/constants.ts';
import { GAME_ICON_SIZE } from '../../shared/game-bridge/modals.ts';
import { ProgressiveImage } from '../components/ProgressiveImage.tsx';

/**
 * The first letter (a whole grapheme: a Thai or Devanagari letter with its marks) of each of the
 * name's first two words: "Lucky Fortune" is "LF", "幸运财富" is "幸".
 */
export function gameInitials(name: string): string {
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** The icon of a game of the list; its name is printed beside it, so the image says nothing. */
export function GameIcon({
  icon,
  name,
  group,
}: {
  icon: string | null;
  name: string;
  group: GameGroup;
}) {
  const initials = <span className="game-initials">{gameInitials(name)}</span>;
  // The frame only carries the type, for the initials' colours (modals.css); it draws nothing.
  return (
    <span className="game-icon-frame" data-group={group}>
      {icon === null ? (
        <span className="game-icon image-missing" aria-hidden="true">
          {initials}
        </span>
      ) : (
        <ProgressiveImage
          full={icon}
          alt=""
          width={GAME_ICON_SIZE}
          height={GAME_ICON_SIZE}
          className="game-icon"
          placeholder={initials}
        />
      )}
    </span>
  );
}
