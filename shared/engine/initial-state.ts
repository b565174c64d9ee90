// Shared by the UI and the worker: the engine state before boot.
import type { EngineState } from './engine-api.ts';
import { initialJackpots } from '../jackpots/jackpot-state.ts';
import { initialPromotions } from '../promotions/promotion-state.ts';
import { initialSeats } from '../seats/seat-state.ts';
import type { Query } from '../boot/query.ts';
import { DEFAULT_LAYOUT, initialGameStatus } from '../game-bridge/game-status.ts';
import { initialMoreGames } from '../game-bridge/modals.ts';
import { DEFAULT_RULES } from '../../game-sdk/src/rules.ts';
import { initialRegulation } from '../game-bridge/regulation.ts';
import { allSwitchesOn } from '../account/functions.ts';
import { defaultClientLook, defaultSoundSources } from '../brand/client-config.ts';

/** The state before boot; the UI mirror starts from it too. */
export function initialState(query: Pick<Query, 'locale' | 'origin'>): EngineState {
  return {
    phase: 'config',
    locale: query.locale,
    lobbyUrl: query.origin,
    apiLine: null,
    gameServer: null,
    user: null,
    brand: null,
    client: defaultClientLook(),
    sounds: defaultSoundSources(),
    games: [],
    gameId: null,
    gameUrl: null,
    gameReady: false,
    serverTime: null,
    disconnected: false,
    networkDown: false,
    connectionNotice: 0,
    error: null,
    logTarget: null,
    restoreQuery: null,
    tokenRevoked: false,
    scene: '',
    screenSymbols: [],
    spinning: false,
    turbo: false,
    prompt: null,
    portraitAdvised: false,
    promotions: initialPromotions(),
    seats: initialSeats(),
    jackpots: initialJackpots(),
    gameStatus: initialGameStatus(),
    maxSpin: false,
    layout: { ...DEFAULT_LAYOUT },
    gameLoad: 0,
    modal: null,
    moreGames: initialMoreGames(),
    reportUrl: null,
    activeGameIds: [],
    switches: allSwitchesOn(),
    rules: { ...DEFAULT_RULES },
    regulation: initialRegulation(),
  };
}
