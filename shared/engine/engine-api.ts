// Shared by the UI and the worker: the mirrored state shape and what the engine starts from (its
// members are the features' rows, joined in shared/engine/boundary.ts).
import type { Rules } from '../../game-sdk/src/rules.ts';
import type { LogIdentity } from '../logs/log-event.ts';
import type { RegulationState } from '../game-bridge/regulation.ts';
import type { GameGroup, Locale } from '../lib/constants.ts';
import type { MirrorBatch } from '../mirror/mirror.ts';
import type { BrowserFamily, Prompt } from '../prompts/prompts.ts';
import type { JackpotState } from '../jackpots/jackpot-state.ts';
import type { PromotionState } from '../promotions/promotion-state.ts';
import type { SeatState } from '../seats/seat-state.ts';
import type { ButtonLayout, GameStatus } from '../game-bridge/game-status.ts';
import type { ContainerModal, MoreGamesState } from '../game-bridge/modals.ts';
import type { Query } from '../boot/query.ts';
import type { ContainerSwitches } from '../account/functions.ts';
import type { ClientLook, SoundSources } from '../brand/client-config.ts';
import type { VitalsFrame } from '../perf/perf-wire.ts';

/** A screen orientation, as `{logger}/orientation` records it. */
export type Orientation = 'portrait' | 'landscape';

/** Boot steps, in order; `ready` means the game address is known and embedded. */
export type BootPhase = 'config' | 'lines' | 'login' | 'game' | 'ready' | 'failed';

/** An error shown to the player: a code string (SPEC §8) and a tracking id for support. */
export interface EngineError {
  code: string;
  trackingId: string;
}

/** SPEC §3 user info, as the container keeps it. */
export interface UserState {
  accountId: string;
  uid: string;
  clientCode: string;
  /** SPEC §6: NT and TRIALS clients are flagged special. */
  special: boolean;
  balance: number;
  currency: string;
  userStatus: number;
  /** SPEC §6 login flags (docs/config.md): demo account, API account, leaderboard permission. */
  demo: boolean;
  api: boolean;
  leaderboard: boolean;
}

/** One game of the game list, with its name already resolved for the active locale. */
export interface GameSummary {
  gameId: number;
  mType: number;
  group: GameGroup;
  name: string;
  /** Return to player in percent, when the game list (action 16) gives it; else null. */
  rtp: number | null;
}

/** Where the page's events go: `logCdn` (null before the config) and the event identity. */
export interface LogTarget {
  endpoint: string | null;
  identity: LogIdentity;
  /** A session that reports its load: the vitals' event but its metrics (docs/rum.md). */
  vitals?: VitalsFrame;
}

/** The log types the page may write through pageLog. */
export type PageLogType = 'failure' | 'session' | 'perf';

/** Everything the UI shows, mirrored from the worker. Plain JSON only. */
export interface EngineState {
  phase: BootPhase;
  locale: Locale;
  /** The lobby to return to (query origin, else the login's origin), http(s) only. */
  lobbyUrl: string | null;
  /** The API line the speed test chose. */
  apiLine: string | null;
  /**
   * The game server's origin (config `gs`), known from the config on, before the game's
   * address: the page opens a connection to it meanwhile (a phone's TLS handshake is 2-3 round
   * trips the game's first request then does not wait for).
   */
  gameServer: string | null;
  user: UserState | null;
  brand: { id: string; enName: string } | null;
  /** The per-client static config of the player's client code (SPEC §6); defaults until read. */
  client: ClientLook;
  /** The operator's sound files (config `sounds`, SPEC §9); null plays the built-in file. */
  sounds: SoundSources;
  games: GameSummary[];
  /** The game being played (its id), once boot or a switch chose it. */
  gameId: number | null;
  /** The game frame's address, http(s) only. */
  gameUrl: string | null;
  gameReady: boolean;
  /** Server time (ms since epoch), advanced in 5 s ticks. */
  serverTime: number | null;
  /**
   * SPEC §4's flag: the player's network is down (`networkDown`), or a status ended the session
   * (for good, with its dialog). Taps that need the servers are refused and background calls
   * wait while it holds (docs/decisions.md).
   */
  disconnected: boolean;
  /**
   * The player's network is down: the browser is offline, or no API line answered a check after
   * a request got no answer. The page shows its notice; the next answer or `online` clears it.
   * One slow or failing service never sets it.
   */
  networkDown: boolean;
  /** Bumped by each tap refused while disconnected: the page shows its notice again. */
  connectionNotice: number;
  error: EngineError | null;
  /**
   * Where the page's own last events go and whom they name (docs/logs.md, Failures): the
   * config's logCdn once loaded, and the log identity (no token). Null before the session.
   */
  logTarget: LogTarget | null;
  /** Error 9020 with a saved query: the page goes back to this query. */
  restoreQuery: string | null;
  /**
   * The server said the token is dead (9005, 9029, 9030, a newer login...): the page removes it
   * from the saved query (SPEC §8 "removes a stored access key"), so a reload never retries it.
   */
  tokenRevoked: boolean;
  /** The game's current scene, lower-cased (SPEC §4). */
  scene: string;
  /** Symbols on screen, for the automation area. */
  screenSymbols: string[];
  spinning: boolean;
  /** The game's quick spin (turbo) is on. */
  turbo: boolean;
  /** The prompt to show (SPEC §2 "other prompts"), the most urgent first; null for none. */
  prompt: Prompt | null;
  /** A phone held sideways: the portrait prompt covers the game until it turns back. */
  portraitAdvised: boolean;
  /** Quests, cards, campaigns, the wheel, leaderboards, popups and the open panel. */
  promotions: PromotionState;
  /** The seat system of a slot game (SPEC §4): seats, the player's seat, the lobby's filter. */
  seats: SeatState;
  /** Linked jackpot pools, winners and the hit notice on screen. */
  jackpots: JackpotState;
  /** The game's own status report (SPEC §3), with auto-play as SPEC §4 rules it. */
  gameStatus: GameStatus;
  /** SPEC §4: the game is in a max-spin scene (set by `maxspin`, cleared by the base game). */
  maxSpin: boolean;
  /** Where the game wants the container's buttons (SPEC §9 layout). */
  layout: ButtonLayout;
  /** Bumped when the same game must load again (a change of seat): the frame reloads. */
  gameLoad: number;
  /** The container modal on screen (SPEC §2 modal types); null for none. */
  modal: ContainerModal | null;
  /** The more-games list (action 9), grouped by game type. */
  moreGames: MoreGamesState;
  /** The operator's report page (config reportUrl); null when it has none. */
  reportUrl: string | null;
  /** Games with a round still open on the player server (player call); [] when unknown. */
  activeGameIds: number[];
  /** What is on for this player (config functionList and system buttons, account flags). */
  switches: ContainerSwitches;
  /** The market's rules: the config's `jurisdiction`, the client file's over it (docs/config.md). */
  rules: Rules;
  /** What the container enforces of the rules and the session its bar shows. */
  regulation: RegulationState;
}

/** Called by the worker with each batch of state changes. */
export type MirrorListener = (batch: MirrorBatch) => void;

/**
 * The log pipeline's counters for this page: for diagnostics, tests and QA (in the console:
 * `await __gameContainer.logStats()`). Nothing is lost while created = sent once each (the
 * server's count after dedupe by event_id) + queued + stored + dropped.
 */
export interface LogStats {
  /** Events created on this page (each with its own event_id). */
  created: number;
  /** Events in memory waiting for their first send or their retries. */
  queued: number;
  /** Events past their retries, kept in unsent_logs (or in memory when the store fails). */
  stored: number;
  /** The JSON size of the stored events. */
  storedBytes: number;
  /** Events given up: over the byte cap, or refused by a 4xx that will never succeed. */
  dropped: number;
  /** Events the log server acknowledged (a resend counts again). */
  sent: number;
}

/** Plain data the UI hands the engine when it starts. */
export interface WorkerInit {
  /** The parsed address query. */
  query: Query;
  /** Host of the environment config (dl); defaults to the page's origin. */
  configHost: string;
  /** mobile on touch phones, web elsewhere (action 10). */
  clientType: 'mobile' | 'web';
  /** The query saved in session storage, used by error 9020. */
  savedQuery: string | null;
  /** The screen's orientation at start; portrait when absent. */
  orientation?: Orientation;
  /** The browser, for the advice to play in Safari or Chrome; none is given when absent. */
  browser?: BrowserFamily;
  /** The container page's origin: modals never frame a page of it. Unknown when absent. */
  appOrigin?: string;
  /**
   * When the page's navigation started (ms since the epoch, `performance.timeOrigin`): the boot's
   * budget (src-worker/boot/boot-deadline.ts) counts from the player's tap, not the engine's start.
   */
  pageStartedAt?: number;
}
