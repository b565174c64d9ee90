// Runs on the main thread: the jackpot hall over the game: live pool values, the winners button
// and the hit notices.
import type { EngineClient } from '../engine-client.ts';
import type { JackpotsView } from '../promotions/PromotionLayer.tsx';
import type { ButtonLayout } from '../../shared/game-status.ts';

/** The props App passes. */
export interface JackpotHallProps {
  engine: EngineClient;
  jackpots: JackpotsView;
  layout: Readonly<ButtonLayout>;
  /** Panels are disabled (spinning, auto-play, outside the base game). */
  disabled: boolean;
}

/** Pools, the winners button and the hit notice; nothing when the game has no linked pools. */
export function JackpotHall({ jackpots }: JackpotHallProps) {
  if (jackpots.pools.length === 0 && jackpots.notice === null) return null;
  return <div className="jackpot-hall" />;
}
