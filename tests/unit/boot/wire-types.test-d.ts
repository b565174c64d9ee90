// The wire shapes, pinned in types: each is the schema's that reads it (`Sent`, `Infer`), so the
// simulator and the tests write what the contract documents. tsc checks this file
// (tsconfig.node.json); Vitest does not run it. A change that breaks one fails `npm run test:types`.
import { expectTypeOf } from 'vitest';
import {
  anyAs,
  fallback,
  list,
  numeric,
  object,
  optional,
  type Sent,
  text,
} from '../../../shared/lib/wire-schema.ts';
import type {
  ClientConfigFile,
  EnvConfig,
  EnvConfigFile,
  GameListEntry,
  LoginData,
} from '../../../src-worker/boot/wire.ts';
import type { Rules } from '../../../game-sdk/src/rules.ts';

// As tests/contract/json-schema.ts documents it: a field with a fallback, an optional one and a
// list that reads as [] may be left out; a field without one is required; a required list is.
const sample = object({
  must: text,
  spare: fallback(numeric, 0),
  maybe: optional(text),
  items: list(numeric),
  needed: list(text, undefined, true),
  inner: object({ n: numeric }, true),
  wide: anyAs<'a' | 'b'>(),
});
// What it reads has every field: the fallback's value, undefined or [] where nothing came.
expectTypeOf(sample.read).returns.toEqualTypeOf<{
  must: string;
  spare: number;
  maybe: string | undefined;
  items: number[];
  needed: string[];
  inner: { n: number };
  wide: unknown;
}>();
expectTypeOf<Sent<typeof sample>>().toEqualTypeOf<{
  must: string;
  needed: string[];
  wide: 'a' | 'b';
  spare?: number;
  maybe?: string;
  items?: number[];
  inner?: { n: number };
}>();

// The login: the user's id, balance and status are required; every flag and address may be
// left out.
expectTypeOf<LoginData>().toHaveProperty('uid').toEqualTypeOf<string>();
expectTypeOf<LoginData>().toHaveProperty('userStatus').toEqualTypeOf<0 | 1 | 2 | 3>();
expectTypeOf<Pick<LoginData, 'currency' | 'isDemo' | 'session'>>().toEqualTypeOf<{
  currency?: string;
  isDemo?: boolean;
  session?: { startedAt: number; bet: number; net: number; rounds?: number };
}>();

// A config file needs only its lines; the engine's config has every server and log address.
expectTypeOf<{ lines: string[] }>().toExtend<EnvConfigFile>();
expectTypeOf<{ servers: { seat: string } }>().not.toExtend<EnvConfigFile>();
expectTypeOf<EnvConfig['servers']>().toEqualTypeOf<{
  seat: string;
  st: string;
  fish: string;
  gs: string;
  promotion: string;
  jackpot: string;
  player: string;
}>();
expectTypeOf<EnvConfig['logCdn']>().toEqualTypeOf<string>();
expectTypeOf<EnvConfig['lines']>().toEqualTypeOf<[string, ...string[]]>();
expectTypeOf<EnvConfig>().toHaveProperty('realityCheckMinutes').toEqualTypeOf<number | undefined>();

// The game list's entry and the client file.
expectTypeOf<Pick<GameListEntry, 'gameId' | 'mType' | 'info'>>().toEqualTypeOf<{
  gameId: number;
  mType?: number;
  info?: string;
}>();
expectTypeOf<ClientConfigFile['jurisdiction']>().toEqualTypeOf<Partial<Rules> | undefined>();
