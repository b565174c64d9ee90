// Runs in the worker (and in Node): the jackpot server's answers read by their schemas, in the
// after-login chunk (src-worker/engine/features.ts), off the worker's first script.
import type { JackpotGroup, JackpotWinner } from '../../shared/jackpots/jackpot-types.ts';
import { parseHit, winnersFrom } from './jackpot-rules.ts';
import {
  any,
  envelope,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  parseWire,
  refine,
  type Schema,
  text,
} from '../lib/wire-schema.ts';

/** Most groups, pools per group and games per group kept from one answer. */
export const MAX_JACKPOT_ITEMS = 200;

/** At most MAX_JACKPOT_ITEMS of a list. */
const capped = <T>(items: T[]): T[] => items.slice(0, MAX_JACKPOT_ITEMS);

/** A pool: an id, a name (trimmed, not blank) and a value of at least 0. */
const poolSchema = object({
  poolId: id,
  poolName: map(
    refine(text, (name) => name.trim() !== ''),
    (name) => name.trim(),
  ),
  value: refine(numeric, (n) => n >= 0),
});

/** A group: the series name (typeName) is kept exactly as sent (the linked match is exact). */
const groupSchema: Schema<JackpotGroup> = object({
  typeId: id,
  typeName: refine(text, (name) => name !== ''),
  games: map(
    list(refine(integer(1), Number.isSafeInteger), (n) => n),
    capped,
  ),
  pools: map(
    list(poolSchema, (p) => p.poolId),
    capped,
  ),
});

/** GET /jackpot/current/v1/groups: the groups, each typeId once; no group list is an error. */
export const jackpotGroupsSchema = envelope(
  object({
    groups: map(
      list(groupSchema, (g) => g.typeId, true),
      capped,
    ),
  }),
);

/** GET /jackpot/record/v1/winners: the hits (each read as the live hit event is). */
export const jackpotWinnersSchema = envelope(object({ winners: list(any, undefined, true) }));

/** GET /jackpot/current/v1/groups: every readable group, linked or not. */
export function readGroups(raw: unknown): JackpotGroup[] {
  return parseWire(jackpotGroupsSchema, raw, 'jackpot groups').data.groups;
}

/** GET /jackpot/record/v1/winners: valid hits only, newest first, at most 50, names masked. */
export function readWinners(raw: unknown): JackpotWinner[] {
  const { winners } = parseWire(jackpotWinnersSchema, raw, 'jackpot winners').data;
  return winnersFrom(winners.map(parseHit).filter((hit) => hit !== null));
}
