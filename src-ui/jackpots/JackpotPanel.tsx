// Runs on the main thread: the jackpot winners panel (its own lazy chunk).
import type { PanelProps } from '../promotions/PromotionLayer.tsx';

/** The winners of the three linked series with their how-to-win notes. */
export function JackpotPanel({ jackpots }: PanelProps) {
  return <p>{jackpots.pools.length}</p>;
}
