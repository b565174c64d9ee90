// Runs in the worker (and in Node): what works only after the login, in one chunk of its own
// (features-chunk.ts), off the worker's first script, which the login waits for: the promotions,
// seats and linked jackpots, and the readers of every service's answers (readers.ts). The engine
// stands in for the features until the chunk is in (lib/later.ts) and asks for it once the game
// is ready (game-ready-gate.ts), or sooner when a call needs it.
export * from './readers.ts';
export { createPromotions } from '../promotions/promotions.ts';
export { createSeats } from '../seats/seats.ts';
export { createJackpots } from '../jackpots/jackpots.ts';
