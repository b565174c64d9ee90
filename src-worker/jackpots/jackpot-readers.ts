// Runs in the worker (and in Node): the jackpot server's answers read by their schemas
// (shared/jackpots/jackpot-schema.ts), in the
// after-login chunk (src-worker/engine/features.ts), off the worker's first script.
import type { JackpotWinner } from '../../shared/jackpots/jackpot-types.ts';
import { type JackpotGroup, jackpotGroupsSchema, jackpotWinnersSchema } from './jackpot-schema.ts';
import { parseHit, winnersFrom } from './jackpot-rules.ts';
import { parseWire } from '../lib/parse-wire.ts';

/** GET /jackpot/current/v1/groups: every readable group, linked or not. */
export function readGroups(raw: unknown): JackpotGroup[] {
  return parseWire(jackpotGroupsSchema, raw, 'jackpot groups').data.groups;
}

/** GET /jackpot/record/v1/winners: valid hits only, newest first, at most 50, names masked. */
export function readWinners(raw: unknown): JackpotWinner[] {
  const { winners } = parseWire(jackpotWinnersSchema, raw, 'jackpot winners').data;
  return winnersFrom(winners.map(parseHit).filter((hit) => hit !== null));
}
