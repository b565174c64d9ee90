// Runs in the worker: main API answers checked at the boundary (a wrong shape is a code).
import { clientCodeOf, clientFlags } from '../account/client-flags.ts';
import { GAME_TYPES, type GameType, type Locale } from '../../shared/lib/constants.ts';
import type { GameSummary, UserState } from '../../shared/engine/engine-api.ts';
import { gameName } from '../game-bridge/game-name.ts';
import type { MoreGame } from '../../shared/game-bridge/modals.ts';
import { safeHttpUrl } from '../../shared/lib/urls.ts';
import { CLIENT_CODES, Failure } from '../errors/failure.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

const bad = (what: string): Failure => new Failure(CLIENT_CODES.badResponse, what);

function dataOf(envelope: Record<string, unknown>, action: string): Record<string, unknown> {
  const data = envelope['data'];
  if (!isRecord(data)) throw bad(`${action}: no data`);
  return data;
}

/** A login flag: true, false, or null when absent or unreadable (true/false, 1/0, "1"/"0"). */
function loginFlag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** What the container keeps from a login (action 101). */
export interface LoginResult {
  user: UserState;
  serverTime: number;
  origin: string | null;
  gameId: number | null;
  /** The operator's more-games setting (SPEC §7 login data.more); '' when absent. */
  more: string;
}

/** Checks a login answer. */
export function readLogin(envelope: Record<string, unknown>, now: number): LoginResult {
  const d = dataOf(envelope, 'login');
  const uid = d['uid'];
  const balance = Number(d['balance']);
  const status = Number(d['userStatus'] ?? 0);
  if (typeof uid !== 'string' || !Number.isFinite(balance) || ![0, 1, 2, 3].includes(status)) {
    throw bad('login: user info');
  }
  const ts = Number(d['ts']);
  const gameId = Number(d['gameId']);
  const demo = loginFlag(d['isDemo']) === true;
  return {
    user: {
      accountId:
        typeof d['accountId'] === 'string' || typeof d['accountId'] === 'number'
          ? String(d['accountId'])
          : '',
      uid,
      clientCode: clientCodeOf(uid),
      special: clientFlags(uid).special,
      balance,
      // A demo account's money is fun money (XXX, shown as FUN) whatever currency it names.
      currency: typeof d['currency'] === 'string' && !demo ? d['currency'] : 'XXX',
      userStatus: status,
      demo,
      api: loginFlag(d['isApi']) === true,
      // Absent or unreadable means allowed; a server refusing with 9001 still hides the board.
      leaderboard: loginFlag(d['leaderboardPermission']) !== false,
    },
    // Without a server time the engine's own clock stands in (the same one fake timers drive).
    serverTime: Number.isFinite(ts) && ts > 0 ? ts : now,
    origin: typeof d['origin'] === 'string' ? (safeHttpUrl(d['origin'])?.href ?? null) : null,
    gameId: Number.isInteger(gameId) && gameId > 0 ? gameId : null,
    more: typeof d['more'] === 'string' ? d['more'].slice(0, 256) : '',
  };
}

function isGameType(value: number): value is GameType {
  return value in GAME_TYPES;
}

/** Each well-formed entry of a list grouped by game type (actions 16 and 9), in order. */
function gameEntries(
  envelope: Record<string, unknown>,
  locale: Locale,
): (GameSummary & { entry: Record<string, unknown> })[] {
  const data = isRecord(envelope['data']) ? envelope['data'] : {};
  const games: (GameSummary & { entry: Record<string, unknown> })[] = [];
  for (const entries of Object.values(data)) {
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      if (!isRecord(entry)) continue;
      const gameId = Number(entry['gameId']);
      const type = Number(entry['gameType']);
      if (!Number.isInteger(gameId) || gameId <= 0 || !isGameType(type)) continue;
      games.push({
        gameId,
        mType: Number(entry['mType'] ?? gameId),
        group: GAME_TYPES[type],
        name: gameName(entry['info'], locale, gameId),
        entry,
      });
    }
  }
  return games;
}

/** Reads the more-games list (action 9): icons only when http(s), RTP only when a percentage. */
export function readMoreGames(envelope: Record<string, unknown>, locale: Locale): MoreGame[] {
  const seen = new Set<number>();
  return gameEntries(envelope, locale)
    .filter((g) => !seen.has(g.gameId) && seen.add(g.gameId))
    .map(({ gameId, group, name, entry }) => {
      const rtp = Number(entry['rtp']);
      return {
        gameId,
        group,
        name,
        icon: typeof entry['icon'] === 'string' ? (safeHttpUrl(entry['icon'])?.href ?? null) : null,
        rtp: entry['rtp'] !== undefined && rtp > 0 && rtp <= 100 ? rtp : null,
      };
    });
}

/** Reads the game list (action 16) into summaries; broken entries are skipped, not fatal. */
export function readGameList(
  envelope: Record<string, unknown>,
  locale: Locale,
): { games: GameSummary[]; brand: { id: string; enName: string } | null } {
  const games = gameEntries(envelope, locale).map(({ gameId, mType, group, name }) => ({
    gameId,
    mType,
    group,
    name,
  }));
  const b = envelope['brand'];
  const brand =
    isRecord(b) && typeof b['enName'] === 'string'
      ? {
          id: typeof b['id'] === 'string' || typeof b['id'] === 'number' ? String(b['id']) : '',
          enName: b['enName'],
        }
      : null;
  return { games, brand };
}

/** Reads the game address (action 7): absolute, or relative to the gs server; http(s) only. */
export function readGameUrl(envelope: Record<string, unknown>, gsServer: string): string {
  const path = dataOf(envelope, 'game url')['path'];
  const url = typeof path === 'string' ? safeHttpUrl(path, gsServer) : null;
  if (!url) throw bad('game url: not http(s)');
  return url.href;
}
