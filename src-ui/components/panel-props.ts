// Runs on the main thread: what the panel host hands every panel (types only, no code).
import type { Snapshot } from 'valtio';
import type { Locale } from '../../shared/lib/constants.ts';
import type { CardAnswer, PromotionState } from '../../shared/promotions/promotion-state.ts';
import type { JackpotState } from '../../shared/jackpots/jackpot-state.ts';
import type { SeatState } from '../../shared/seats/seat-state.ts';
import type { EngineClient } from '../engine/engine-client.ts';

/** The promotions as the UI reads them: a read-only snapshot of the engine's mirror. */
export type PromotionsView = Snapshot<PromotionState>;
/** The seats as the UI reads them. */
export type SeatsView = Snapshot<SeatState>;
/** The jackpots as the UI reads them. */
export type JackpotsView = Snapshot<JackpotState>;

/** Formatting every panel shares, bound to the locale, currency and display zone. */
export interface PromoFormat {
  money: (amount: number) => string;
  /** Date and time in the zone given, else the promotions' displayTimeZone. */
  date: (ms: number, zone?: string) => string;
  number: (value: number) => string;
  multiplier: (value: number) => string;
  /** The game's name, or "Game {{id}}" when it is not in the game list. */
  gameName: (gameId: number) => string;
}

/** What every panel receives. */
export interface PanelProps {
  engine: EngineClient;
  promotions: PromotionsView;
  locale: Locale;
  gameId: number | null;
  disabled: boolean;
  format: PromoFormat;
  /** The full URL of a card image path (cards/...). */
  assetUrl: (path: string) => string;
  /** Uses a card: plays the quest-card sound and shows the success notice when it worked. */
  onUseCard: (itemId: string) => Promise<CardAnswer>;
  seats: SeatsView;
  jackpots: JackpotsView;
  /** Leaves for the operator lobby; null when there is none. */
  onLobby: (() => void) | null;
  /** The operator's report page exists (the wheel links to it). */
  hasReport: boolean;
}
