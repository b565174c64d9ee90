// Runs on the main thread: what of the engine's mirror each part of the page shows. Each part
// follows its own view (use-mirror.ts), so a change renders only the parts that show it.
import type { Snapshot } from 'valtio';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { panelsDisabled } from '../../shared/game-bridge/game-status.ts';
import { offersMoreGames } from '../../shared/game-bridge/modals.ts';
import { isRegulated, playsElsewhere } from '../../shared/game-bridge/regulation.ts';

type State = Snapshot<EngineState>;

/**
 * SPEC §4: panels are disabled while spinning, on auto-play or outside the base game (so a spin
 * on auto-play changes nothing).
 */
const disabledOf = (s: State): boolean =>
  panelsDisabled({ spinning: s.spinning, isAuto: s.gameStatus.isAuto, scene: s.scene });

/**
 * What of the mirror the page itself (App.tsx) shows. A spin, the pools and the promotions
 * render nothing here: the bar, the jackpot hall and the promotions layer follow their own.
 */
export function pageView(s: State) {
  return {
    phase: s.phase,
    error: s.error,
    prompt: s.prompt,
    portraitAdvised: s.portraitAdvised,
    gameReady: s.gameReady,
    lobbyUrl: s.lobbyUrl,
    locale: s.locale,
    restoreQuery: s.restoreQuery,
    tokenRevoked: s.tokenRevoked,
    // The card the player chose and its run: the page posts it to the game.
    freeSpinRun: s.promotions.freeSpinRun,
    currentCard: s.promotions.currentCard,
    // Of the game's button layout, the menu's height and the buttons' turn (SPEC §9: 90 is
    // upright), which every container button takes; the hall follows its own heights.
    menuYRatio: s.layout.menuYRatio,
    buttonTurn: s.layout.rotation - 90,
    // Whether there is another game to pick (SPEC §2 `more`), not the list (the modal reads that),
    // and the operator and the account allow it (docs/config.md).
    hasMoreGames: offersMoreGames(s.games, s.gameId, s.moreGames) && s.switches.moreGames,
    systemButtons: s.switches.systemButtons,
    demo: s.user?.demo === true,
    moreGames: s.moreGames,
    activeGameIds: s.activeGameIds,
    modal: s.modal,
    currency: s.user?.currency ?? null,
    sound: s.gameStatus.sound,
    sounds: s.sounds,
    // The page's title, icon and logo (SPEC §6 per-client config, §3 brand).
    client: s.client,
    // The market's rules are other than today's: the page's part for them loads.
    regulated: isRegulated(s.rules),
    // Another tab or window of the account plays: the one-game notice shows (Regulation.tsx).
    elsewhere: playsElsewhere(s.regulation.turn),
    brand: s.brand?.enName ?? null,
    gameName: s.games.find((g) => g.gameId === s.gameId)?.name ?? null,
  };
}

/**
 * The player's network is down (SPEC §4's flag, but never for a session that ended, whose dialog
 * says why, nor for one slow service): the notice shows on a running page; `refused` counts the
 * taps it answered.
 */
export function connectionView(s: State) {
  return {
    lost: s.networkDown && s.error === null && s.phase === 'ready',
    refused: s.connectionNotice,
  };
}

/** Whether the panels' buttons are disabled: the only part of a spin the buttons show. */
export function disabledView(s: State) {
  return { disabled: disabledOf(s) };
}

/**
 * What the jackpot hall shows: the pools and hit notices, where and in what money. Not the
 * disabled state: its winners button follows `disabledView` on its own.
 */
export function hallView(s: State) {
  return {
    jackpots: s.jackpots,
    layout: s.layout,
    currency: s.user?.currency ?? null,
    locale: s.locale,
  };
}

/** What the promotions layer and its panels show (see same-layer.ts for when it renders). */
export function layerView(s: State) {
  return {
    promotions: s.promotions,
    seats: s.seats,
    jackpots: s.jackpots,
    disabled: disabledOf(s),
    locale: s.locale,
    currency: s.user?.currency ?? null,
    gameId: s.gameId,
    games: s.games,
    hasReport: s.reportUrl !== null,
  };
}
