// Shared by the UI and the worker: the container's own modals (SPEC §2 modal types report,
// frame-{type}, moreGame; suggestTurbo and wheel are the quick-spin prompt and the wheel panel).
import type { GameGroup } from '../lib/constants.ts';
import { safeHttpUrl } from '../lib/urls.ts';

/** A modal on screen. Addresses are http(s), checked by the engine before they get here. */
export type ContainerModal =
  | { kind: 'moreGame' }
  /** The game's help page in a frame, or the container's own help when the game gave none. */
  | { kind: 'help'; url: string | null }
  /** The operator's report page (bet and promotion reports). */
  | { kind: 'report'; url: string }
  /** SPEC `frame-{type}`: an external page in a frame, titled by its type. */
  | { kind: 'frame'; frameType: string; url: string };

/** What the UI or the game asks to open; the engine checks it and may refuse. */
export type ModalRequest =
  | { kind: 'moreGame' }
  | { kind: 'help'; url?: string }
  /** Without an address, the operator's report page (config reportUrl). */
  | { kind: 'report'; url?: string }
  | { kind: 'frame'; frameType: string; url: string };

/** A frame type names the modal (frame-{type}): short, lower-case words and digits. */
const FRAME_TYPE = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** Where the container runs and what the operator configured, for checking modal requests. */
export interface ModalContext {
  /** The operator's report page (env config reportUrl); null when there is none. */
  reportUrl: string | null;
  /** The container's own origin (null when unknown, as in Node). */
  appOrigin: string | null;
}

/**
 * The page a request may show: http(s) only; never the container's own origin (a page there,
 * framed with scripts and its origin, could reach into the container); never http under an
 * https container (the browser would block it and leave a blank modal).
 */
function framable(raw: string | null | undefined, { appOrigin }: ModalContext): URL | null {
  const url = safeHttpUrl(raw);
  if (url === null || appOrigin === null) return url;
  if (url.origin === appOrigin) return null;
  return appOrigin.startsWith('https:') && url.protocol === 'http:' ? null : url;
}

/**
 * The modal a request opens, or null when it must be refused: an address that may not be framed
 * (javascript:, data:, relative, junk, the container's own origin), a frame type that is not a
 * plain name, or a report page on another origin than the operator's report page.
 */
export function checkModal(request: ModalRequest, context: ModalContext): ContainerModal | null {
  switch (request.kind) {
    case 'moreGame':
      return { kind: 'moreGame' };
    case 'help': {
      if (request.url === undefined || request.url === '') return { kind: 'help', url: null };
      const url = framable(request.url, context);
      return url ? { kind: 'help', url: url.href } : null;
    }
    case 'report': {
      const url = framable(request.url ?? context.reportUrl, context);
      if (url === null) return null;
      // The game may point into the operator's report site, not to a page of its own.
      const operator = safeHttpUrl(context.reportUrl)?.origin;
      if (operator !== undefined && url.origin !== operator) return null;
      return { kind: 'report', url: url.href };
    }
    case 'frame': {
      const url = framable(request.url, context);
      const frameType = request.frameType.toLowerCase();
      return url && FRAME_TYPE.test(frameType) ? { kind: 'frame', frameType, url: url.href } : null;
    }
  }
}

/** One game of the more-games list, ready to show. */
export interface MoreGame {
  gameId: number;
  group: GameGroup;
  /** The name in the player's language, else English (SPEC §5). */
  name: string;
  /** The 210x210 icon (http(s)); null when the server gave none. */
  icon: string | null;
  /** The game's return to player in percent; null when unknown. */
  rtp: number | null;
}

/** What `more` (the query's, else the login's) offers: the menu at all, and which groups. */
export interface MoreOffer {
  /** False hides the more-games button and refuses the modal. */
  offered: boolean;
  /** Only these game groups are listed; null lists every group. */
  groups: GameGroup[] | null;
}

/** The more-games modal's data. */
export interface MoreGamesState extends MoreOffer {
  loading: boolean;
  /** Every game but the one playing (in the offered groups), in the server's order. */
  games: MoreGame[];
}

/** Nothing loaded yet; the menu is offered with every group until the login says otherwise. */
export function initialMoreGames(): MoreGamesState {
  return { loading: false, games: [], offered: true, groups: null };
}

const MORE_OFF = new Set(['false', '0', 'off', 'no', 'none']);
const MORE_ON = new Set(['true', '1', 'on', 'yes', 'all']);

/** One `more` value read; null when it says nothing (empty or unknown words). */
function readMore(raw: string): MoreOffer | null {
  const value = raw.trim().toLowerCase();
  if (MORE_OFF.has(value)) return { offered: false, groups: null };
  if (MORE_ON.has(value)) return { offered: true, groups: null };
  const groups = GROUP_ORDER.filter((g) => value.split(',').some((part) => part.trim() === g));
  return groups.length > 0 ? { offered: true, groups } : null;
}

/**
 * SPEC §2 and §7 `more`: the query's value when it says something, else the login's, else the
 * menu with every group. "false"/"0" turns it off, "true"/"1" on, and a comma list of game groups
 * (slot, fish, bingo, arcade) lists only those; anything else is ignored.
 */
export function moreOffer(queryMore: string, loginMore: string): MoreOffer {
  return readMore(queryMore) ?? readMore(loginMore) ?? { offered: true, groups: null };
}

/** Whether the more-games menu has a game to offer: offered, and another game in its groups. */
export function offersMoreGames(
  games: readonly { gameId: number; group: GameGroup }[],
  gameId: number | null,
  offer: { offered: boolean; groups: readonly GameGroup[] | null },
): boolean {
  return (
    offer.offered &&
    games.some(
      (g) => g.gameId !== gameId && (offer.groups === null || offer.groups.includes(g.group)),
    )
  );
}

/** SPEC §9: square game icons are 210x210. */
export const GAME_ICON_SIZE = 210;

/** The order the more-games modal shows its groups in (SPEC §3 game types). */
export const GROUP_ORDER: readonly GameGroup[] = ['slot', 'fish', 'bingo', 'arcade'];

/** The games by group, in GROUP_ORDER, empty groups left out. */
export function groupGames<T extends { group: GameGroup }>(
  games: readonly T[],
): { group: GameGroup; games: T[] }[] {
  return GROUP_ORDER.map((group) => ({
    group,
    games: games.filter((g) => g.group === group),
  })).filter((g) => g.games.length > 0);
}
