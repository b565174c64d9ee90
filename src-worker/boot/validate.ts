// Runs in the worker: the main API's answers (frontendAPI actions 101, 16, 9, 7) as schemas; a
// wrong shape is a format error (6003) naming the field.
import { clientCodeOf, clientFlags } from '../account/client-flags.ts';
import { GAME_TYPES, type GameType, type Locale } from '../../shared/lib/constants.ts';
import type { GameSummary, UserState } from '../../shared/engine/engine-api.ts';
import { gameName } from '../game-bridge/game-name.ts';
import { safeHttpUrl } from '../../shared/lib/urls.ts';
import { badShape } from '../lib/service-client.ts';
import type { SessionSeed } from '../reality-check/reality-check-rules.ts';
import {
  anyAs,
  fallback,
  type Infer,
  list,
  map,
  numeric,
  object,
  optional,
  record,
  refine,
  type Schema,
  text,
} from '../../shared/lib/wire-schema.ts';
import { parseWire } from '../lib/parse-wire.ts';

/** A number as JavaScript's Number() reads it (the main API's habit), finite. */
const anyNumber: Schema<number, number, false> = {
  ...refine(map(anyAs<number>(), Number), Number.isFinite),
  type: 'number',
};

/** A login flag: true, false, or null when absent or unreadable (true/false, 1/0, "1"/"0"). */
const flag: Schema<boolean | null, boolean, true> = {
  type: 'flag',
  fallback: null,
  read(value) {
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return null;
  },
};

/** A string or a number, as text; else ''. */
const idText = fallback(
  map(
    refine(anyAs<string | number>(), (v) => typeof v === 'string' || typeof v === 'number'),
    String,
  ),
  '',
);

/** An http(s) address, or null. */
const httpUrl = map(fallback(text, null), (s) =>
  s === null ? null : (safeHttpUrl(s)?.href ?? null),
);

/** data of action 101 (login): the user, the server's time, where the lobby and game are. */
export const loginSchema = object({
  data: object({
    uid: text,
    balance: anyNumber,
    userStatus: refine(
      map(anyAs<0 | 1 | 2 | 3>(), (v) => Number(v ?? 0)),
      (n) => [0, 1, 2, 3].includes(n),
    ),
    accountId: idText,
    currency: fallback(text, null),
    isDemo: flag,
    isApi: flag,
    leaderboardPermission: flag,
    ts: fallback(
      refine(anyNumber, (n) => n > 0),
      null,
    ),
    origin: httpUrl,
    gameId: fallback(
      refine(anyNumber, (n) => Number.isInteger(n) && n > 0),
      null,
    ),
    more: map(fallback(text, ''), (s) => s.slice(0, 256)),
    // The player's session as the operator's server knows it; anything malformed is none.
    session: fallback(
      object({
        startedAt: refine(anyNumber, (n) => n > 0),
        bet: refine(anyNumber, (n) => n >= 0),
        net: anyNumber,
        rounds: fallback(
          refine(anyNumber, (n) => Number.isSafeInteger(n) && n >= 0),
          0,
        ),
      }),
      null,
    ),
  }),
});

/** What the container keeps from a login (action 101). */
export interface LoginResult {
  user: UserState;
  serverTime: number;
  origin: string | null;
  gameId: number | null;
  /** The operator's more-games setting (SPEC §7 login data.more); '' when absent. */
  more: string;
  /** The player's session so far, when the operator's server knows it (login data.session). */
  session: SessionSeed | null;
}

/**
 * The login's session on the engine's clock (the server's start moved by the two clocks'
 * difference); a start still ahead of now is a clock gone wrong: the session starts here instead.
 */
function sessionSeed(
  seed: SessionSeed | null,
  serverTime: number | null,
  now: number,
): SessionSeed | null {
  if (seed === null) return null;
  const startedAt = seed.startedAt - ((serverTime ?? now) - now);
  return startedAt <= now ? { ...seed, startedAt } : null;
}

/** Checks a login answer. */
export function readLogin(envelope: unknown, now: number): LoginResult {
  const d = parseWire(loginSchema, envelope, 'login').data;
  const demo = d.isDemo === true;
  return {
    user: {
      accountId: d.accountId,
      uid: d.uid,
      clientCode: clientCodeOf(d.uid),
      special: clientFlags(d.uid).special,
      balance: d.balance,
      // A demo account's money is fun money (XXX, shown as FUN) whatever currency it names.
      currency: d.currency !== null && !demo ? d.currency : 'XXX',
      userStatus: d.userStatus,
      demo,
      api: d.isApi === true,
      // Absent or unreadable means allowed; a server refusing with 9001 still hides the board.
      leaderboard: d.leaderboardPermission !== false,
    },
    // Without a server time the engine's own clock stands in (the same one fake timers drive).
    serverTime: d.ts ?? now,
    origin: d.origin,
    gameId: d.gameId,
    more: d.more,
    session: sessionSeed(d.session, d.ts, now),
  };
}

/** One game of a list grouped by game type (actions 16 and 9); `info` holds its names. */
const gameEntry = object({
  gameId: refine(anyNumber, (n) => Number.isInteger(n) && n > 0),
  gameType: map(
    // Sent as one of the game types (read as any number first).
    refine(anyNumber as Schema<number, GameType, false>, (n) => n in GAME_TYPES),
    (n) => n as GameType,
  ),
  mType: optional(anyAs<number>()),
  /** JSON text: {"gameName": {"en": "...", "th": "..."}}. */
  info: optional(anyAs<string>()),
  icon: httpUrl,
  // Return to player in percent (a numeric text is read too); anything else is no RTP.
  rtp: fallback(
    refine(numeric, (n) => n > 0 && n <= 100),
    null,
  ),
});

/** data of actions 16 (game list) and 9 (more games): the games grouped by game type. */
export const gameListSchema = object({
  data: record(list(gameEntry)),
  brand: fallback(object({ id: idText, enName: text }), null),
});

/** Each well-formed entry of a list grouped by game type, in order, with its name. */
export function gameEntries(games: Infer<typeof gameEntry>[][], locale: Locale) {
  return games.flat().map((entry) => ({
    ...entry,
    group: GAME_TYPES[entry.gameType],
    name: gameName(entry.info, locale, entry.gameId),
  }));
}

/** Reads the game list (action 16) into summaries; broken entries are skipped, not fatal. */
export function readGameList(
  envelope: unknown,
  locale: Locale,
): { games: GameSummary[]; brand: { id: string; enName: string } | null } {
  const { data, brand } = parseWire(gameListSchema, envelope, 'game list');
  const games = gameEntries(data, locale).map(({ gameId, mType, group, name, rtp }) => ({
    gameId,
    mType: Number(mType ?? gameId),
    group,
    name,
    rtp,
  }));
  return { games, brand };
}

/** data of action 7 (game url): the game's address, absolute or relative to the gs server. */
export const gameUrlSchema = object({ data: object({ path: text }) });

/** Reads the game address (action 7): absolute, or relative to the gs server; http(s) only. */
export function readGameUrl(envelope: unknown, gsServer: string): string {
  const url = safeHttpUrl(parseWire(gameUrlSchema, envelope, 'game url').data.path, gsServer);
  if (!url) throw badShape('game url: not http(s)');
  return url.href;
}
