// Runs in the worker (and in the simulator, which sends them): the promotion notification
// stream's event types (SPEC §7), declared once. Each names what it refreshes; only a jackpot
// hit's data is read (shared/jackpots/jackpot-types.ts JackpotHit), the others only trigger a
// reload of what they name.
export const SSE_EVENTS = {
  /** A jackpot was hit: its JackpotHit data is shown as the hit notice. */
  jackpotHit: 'jackpotHit',
  /** The jackpot pools changed: they are fetched again. */
  jackpotPools: 'jackpotPools',
  /** The inventory changed: it loads again. */
  inventory: 'inventory',
  /** Quest progress changed: the quests load again. */
  quest: 'quest',
  /** Wheel tickets changed: the ticket info loads again. */
  wheel: 'wheel',
} as const;
