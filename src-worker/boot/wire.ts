// Runs in the worker (and in the simulator): the shapes servers send (SPEC §3, §7), each taken
// from the schema that reads it (`Sent`: what a server sends; `Infer`: what the engine reads).
// SPEC leaves several shapes open; the schemas are the ones this product and its simulator
// agree on, and `npm run contract` documents them.
import type { Infer, Sent } from '../../shared/lib/wire-schema.ts';
import type { clientFileSchema } from '../brand/client-config.ts';
import type { envConfigSchema, lineInfoSchema } from './config.ts';
import type { gameListSchema, gameUrlSchema, loginSchema } from './validate.ts';

/** GET {dl}/env/{e}.json as a server sends it: every field (`envConfigSchema`) but `lines` optional. */
export type EnvConfigFile = Sent<typeof envConfigSchema>;

/** The server origins an environment names per role, or which default to its first line. */
type Servers = Required<NonNullable<EnvConfigFile['servers']>>;

/** Fields that read as undefined made optional instead, as `validateEnvConfig` leaves them. */
type Present<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> };

/**
 * The environment config as the engine holds it: read by `envConfigSchema` (its fields say what
 * each is), a bad field left out, the servers and log addresses defaulted to the first line.
 */
export type EnvConfig = Present<
  Omit<Infer<typeof envConfigSchema>, 'servers' | 'logCdn' | 'gameLogCdn' | 'logger'>
> & { servers: Servers; logCdn: string; gameLogCdn: string; logger: string };

/** GET the config's `lineInfo` address: more API lines for the speed test. */
export type LineInfoAnswer = Infer<typeof lineInfoSchema>;

/**
 * GET {config host}/env/client/{clientCode}.json?v={minute stamp}, as sent: the per-client
 * static config (SPEC §6). Every field is optional; a missing file means the defaults.
 */
export type ClientConfigFile = Sent<typeof clientFileSchema>;

/** Every main API answer: status "0000" is success, anything else is an error code. */
export interface ApiEnvelope<T> {
  status: string;
  data?: T;
}

/** Action 101 (login) data as sent: SPEC §3 user info, where to return, the session so far. */
export type LoginData = Sent<typeof loginSchema>['data'];

/** One game of action 16 as sent (SPEC §3 game list entry). */
export type GameListEntry = NonNullable<Sent<typeof gameListSchema>['data']>[string][number];

/** Action 16 answer: the games grouped by game type, and the brand beside. */
export type GameListEnvelope = Sent<typeof gameListSchema> & { status: string };

/** Action 10 data: the engine waits for it and reads nothing of it. */
export interface TicketData {
  ticket: string;
}

/** Action 7 data: the game path, absolute or relative to the gs server. */
export type GameUrlData = Infer<typeof gameUrlSchema>['data'];
