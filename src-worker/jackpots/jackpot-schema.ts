// Runs in the worker (and in Node): the jackpot server's groups as schemas (SPEC §3, §7), read by
// jackpot-readers.ts; the engine's rules and the simulator take the group's types inferred from
// them: each wire shape is declared once, here. The page never sees a group (it gets the linked
// pools, shared/jackpots/jackpot-state.ts), so this is the worker's. (A hit's shape is the game
// protocol's, game-sdk/src/protocol.ts, which games broadcast too.)
import {
  type Infer,
  any,
  envelope,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  refine,
  text,
} from '../../shared/lib/wire-schema.ts';

/** Most groups, pools per group and games per group kept from one answer. */
export const MAX_JACKPOT_ITEMS = 200;

/** At most MAX_JACKPOT_ITEMS of a list. */
const capped = <T>(items: T[]): T[] => items.slice(0, MAX_JACKPOT_ITEMS);

/**
 * One pool of a jackpot group (Grand, Major ...) and its current value in the player's money: an
 * id, a name (trimmed, not blank) and a value of at least 0.
 */
const poolSchema = object({
  /** Unique within its group; numbers on the wire are read as strings. */
  poolId: id,
  poolName: map(
    refine(text, (name) => name.trim() !== ''),
    (name) => name.trim(),
  ),
  /** The current value, a finite number >= 0 (numeric strings are accepted on the wire). */
  value: refine(numeric, (n) => n >= 0),
});

/** A group: the series name (typeName) is kept exactly as sent (the linked match is exact). */
const groupSchema = object({
  /** The id the winners call takes (`typeId`); numbers on the wire are read as strings. */
  typeId: id,
  typeName: refine(text, (name) => name !== ''),
  /** The game ids (mType) this group's pools are played in. */
  games: map(
    list(refine(integer(1), Number.isSafeInteger), (n) => n),
    capped,
  ),
  pools: map(
    list(poolSchema, (p) => p.poolId),
    capped,
  ),
});

/**
 * SPEC §3 jackpot group. `typeName` is the series name (TreasureLink ...): it is the only name a
 * group has, so it is what SPEC §7's "groups named" refers to (see jackpot-rules.ts).
 */
export type JackpotGroup = Infer<typeof groupSchema>;

/** GET /jackpot/current/v1/groups: the groups, each typeId once; no group list is an error. */
export const jackpotGroupsSchema = envelope(
  object({
    groups: map(
      list(groupSchema, (g) => g.typeId, true),
      capped,
    ),
  }),
);

/** data of GET /jackpot/current/v1/groups: every group the operator runs, linked or not. */
export type JackpotGroupsData = Infer<typeof jackpotGroupsSchema>['data'];

/** GET /jackpot/record/v1/winners: the hits (each read as the live hit event is). */
export const jackpotWinnersSchema = envelope(object({ winners: list(any, undefined, true) }));
