// Runs in the worker (and in Node): the readers of the answers that come after the login
// (promotions, seats, jackpots, more games, open rounds), in the after-login chunk (features.ts,
// features-chunk.ts). The worker asks for it as it starts, beside the config request, and reads
// no service answer before the login, so these bytes stay off the engine's first script.
export * from '../promotions/promotion-readers.ts';
export { readOneSeat, readSeatData, readTakenSeat } from '../seats/seat-readers.ts';
export { readGroups, readWinners } from '../jackpots/jackpot-readers.ts';
export { readActiveGames, readMoreGames } from '../game-bridge/more-games-readers.ts';
