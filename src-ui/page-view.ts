// Runs on the main thread: what of the engine's mirror the container page (App.tsx) shows.
import type { Snapshot } from 'valtio';
import type { EngineState } from '../shared/engine-api.ts';
import { panelsDisabled } from '../shared/game-status.ts';

/**
 * What of the mirror the page shows. A change to anything else (the game's balance and round
 * number, the symbols on screen, the server's time) renders nothing here.
 */
export function pageView(s: Snapshot<EngineState>) {
  return {
    phase: s.phase,
    error: s.error,
    prompt: s.prompt,
    portraitAdvised: s.portraitAdvised,
    gameReady: s.gameReady,
    lobbyUrl: s.lobbyUrl,
    locale: s.locale,
    restoreQuery: s.restoreQuery,
    promotions: s.promotions,
    seats: s.seats,
    jackpots: s.jackpots,
    layout: s.layout,
    games: s.games,
    moreGames: s.moreGames,
    activeGameIds: s.activeGameIds,
    gameId: s.gameId,
    modal: s.modal,
    reportUrl: s.reportUrl,
    currency: s.user?.currency ?? null,
    // SPEC §4: panels are disabled while spinning, on auto-play or outside the base game (so
    // a spin on auto-play changes nothing the page shows).
    disabled: panelsDisabled({ spinning: s.spinning, isAuto: s.gameStatus.isAuto, scene: s.scene }),
    sound: s.gameStatus.sound,
  };
}
