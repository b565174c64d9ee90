// Runs in the worker (and in the simulator): the shapes servers send (SPEC §3, §7).
// SPEC leaves several shapes open; these are the ones this product and its simulator agree on.
// Where the schema's type is the shape sent, it is the schema's (config.ts, validate.ts); the
// others say what a server sends in full, which the lenient schemas read more widely.
import type { GameType, Locale } from '../../shared/lib/constants.ts';
import type { PopupSetting } from '../promotions/popups/popup-rules.ts';
import type { PopupType } from '../../shared/promotions/promotion-types.ts';
import type { SoundName } from '../../shared/brand/client-config.ts';
import type { Rules } from '../../game-sdk/src/rules.ts';
import type { Lines } from '../../shared/lines/speed-test.ts';
import type { Infer } from '../../shared/lib/wire-schema.ts';
import type { lineInfoSchema } from './config.ts';
import type { gameUrlSchema } from './validate.ts';

/** GET {dl}/env/{e}.json: where every server of an environment lives. */
export interface EnvConfig {
  /** API lines (origins) the speed test chooses from; the first is the fallback. */
  lines: Lines;
  /** Optional address whose JSON `data.lines` adds more API lines. */
  lineInfo?: string;
  /** Server origins per role (SPEC §3 Config servers, besides the api lines). */
  servers: {
    seat: string;
    st: string;
    fish: string;
    gs: string;
    promotion: string;
    jackpot: string;
    player: string;
  };
  /** Download host of the environment (dl). */
  dl?: string;
  /**
   * Asset CDN origin serving `campaignv1/case/{code}/setting.json` (the wheel settings, fetched
   * without the token); when absent the engine uses `dl`.
   */
  assetCdn?: string;
  /** The operator's popup orders (-1 always, 1-6) and switches, by popup type (SPEC §9). */
  popups?: Partial<Record<PopupType, PopupSetting>>;
  /** Minutes between session reality checks; absent (off) unless the operator sets it. */
  realityCheckMinutes?: number;
  /** The share of sessions that send their load timeline and Web Vitals, 0 to 1 (docs/rum.md). */
  perfSampleRate?: number;
  /** The operator's report page, opened in the report modal (http(s)). */
  reportUrl?: string;
  // The operator's SPEC §3 config fields (docs/config.md); a bad value is left out (the default).
  /** The interface language when neither the path nor the query names one. */
  locale?: Locale;
  /** The bets the game offers (positive amounts), handed to the game in its address. */
  betSelections?: number[];
  /** The index in betSelections of the bet the game starts with. */
  betIndex?: number;
  /** The container functions on, by functionId (shared/account/functions.ts); absent: all on. */
  functionList?: { functionId: number }[];
  /** Passed to the game in its address only (its meaning is the game's). */
  featureCount?: number;
  /** False hides the container's system buttons (close, more games). */
  isSystemButtonVisible?: boolean;
  /** True: never suggest turbo, whatever the game says (joins the game's noTurbo). */
  noTurbo?: boolean;
  /** The market's rules (game-sdk/src/rules.ts), read field by field over today's behaviour. */
  jurisdiction?: Rules;
  /** The operator's sound files (SPEC §9) replacing the built-in ones, by sound; http(s) only. */
  sounds?: Partial<Record<SoundName, string>>;
  logCdn: string;
  gameLogCdn: string;
  logger: string;
}

/** GET the config's `lineInfo` address: more API lines for the speed test. */
export type LineInfoAnswer = Infer<typeof lineInfoSchema>;

/**
 * GET {config host}/env/client/{clientCode}.json?v={minute stamp}: the per-client static config
 * (SPEC §6). Every field is optional; a missing file means the defaults.
 */
export interface ClientConfigFile {
  showLogo?: boolean;
  showReportHeader?: boolean;
  /** An http(s) address or a same-origin path (`/...`). */
  favicon?: string;
  /** This client's rules over the environment's, field by field (docs/config.md). */
  jurisdiction?: Partial<Rules>;
}

/** Every main API answer: status "0000" is success, anything else is an error code. */
export interface ApiEnvelope<T> {
  status: string;
  data?: T;
}

/** Action 101 (login) data: SPEC §3 user info plus where to return. */
export interface LoginData {
  accountId: string;
  uid: string;
  balance: number;
  currency: string;
  ts: number;
  userStatus: 0 | 1 | 2 | 3;
  origin?: string;
  gameId?: number;
  /** The operator's more-games setting when the query has none (shared/game-bridge/modals.ts moreOffer). */
  more?: string;
  /** SPEC §6 account flags (docs/config.md): a demo account plays for fun money. */
  isDemo?: boolean;
  /** An operator's API (integration) account: its site, not the container, picks the games. */
  isApi?: boolean;
  /** False: the player may not see leaderboards (no leaderboard calls). Absent: allowed. */
  leaderboardPermission?: boolean;
  /**
   * The player's session as the operator's server knows it (docs/regulated-markets.md): its
   * start (ms since epoch), staked and won minus staked so far, and its rounds. The reality
   * check, the session clock and the net position go on from it.
   */
  session?: { startedAt: number; bet: number; net: number; rounds?: number };
}

/** One game of action 16 (SPEC §3 game list entry). */
export interface GameListEntry {
  gameId: number;
  mType: number;
  gameType: GameType;
  /** JSON text: {"gameName": {"en": "...", "th": "..."}}. */
  info: string;
}

/** Action 16 answer: the brand beside data grouped by game type. */
export interface GameListEnvelope extends ApiEnvelope<Record<string, GameListEntry[]>> {
  brand?: { id: string; enName: string };
}

/** Action 10 data. */
export interface TicketData {
  ticket: string;
}

/** Action 7 data: the game path, absolute or relative to the gs server. */
export type GameUrlData = Infer<typeof gameUrlSchema>['data'];
