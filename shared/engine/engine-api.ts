// Shared by the UI and the worker: the engine's RPC interface and the mirrored state shape.
import type { Rules } from '../../game-sdk/src/rules.ts';
import type { RegulationState } from '../game-bridge/regulation.ts';
import type { GameGroup, Locale } from '../lib/constants.ts';
import type { MirrorBatch, MirrorSnapshot } from '../mirror/mirror.ts';
import type { BrowserFamily, Prompt, PromptKind, PromptOutcome } from '../prompts/prompts.ts';
import type { JackpotState } from '../jackpots/jackpot-state.ts';
import type {
  CardAnswer,
  DrawAnswer,
  PanelKind,
  PromotionState,
} from '../promotions/promotion-state.ts';
import type { SeatAnswer, SeatRequestAnswer, SeatState } from '../seats/seat-state.ts';
import type { SeatFilter } from '../seats/seat-rules.ts';
import type { AutoPlayEvent, ButtonLayout, GameStatus } from '../game-bridge/game-status.ts';
import type { LinkedSeries } from '../jackpots/jackpot-types.ts';
import type { ContainerModal, ModalRequest, MoreGamesState } from '../game-bridge/modals.ts';
import type { SpinType } from '../promotions/promotion-types.ts';
import type { Query } from '../boot/query.ts';
import type { ContainerSwitches } from '../account/functions.ts';
import type { ClientLook, SoundSources } from '../brand/client-config.ts';
import type { PageTimings, VitalReport } from '../perf/perf-wire.ts';

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

/**
 * Every engine member. shared/engine/boundary.ts marks each as an answered call, a one-way
 * intent or local (headless only); the page sees RemoteEngine, derived from that table.
 */
export interface EngineApi {
  /** Starts boot once; later calls return the same run. */
  boot(): Promise<void>;
  /** The current state and its sequence number. */
  snapshot(): MirrorSnapshot<EngineState>;
  /** Registers the mirror listener; returns the snapshot it starts from. */
  subscribe(listener: MirrorListener): MirrorSnapshot<EngineState>;
  /** The log pipeline's counters. */
  logStats(): LogStats;
  /** The game frame said it is ready. */
  gameReady(): void;
  /** The game frame reported its spin state. */
  setSpinning(spinning: boolean): void;
  /** A game of protocol 2 said it is busy (`gameBusy`, true) or idle again (`gameIdle`). */
  setBusy(busy: boolean): void;
  /** The player pressed spin (also while the reels still turn): feeds the turbo suggestion. */
  spinRequested(): void;
  /** The game reported its turbo state and whether it forbids turbo. */
  setTurbo(on: boolean, noTurbo: boolean): void;
  /** The game frame reported a scene change (and the symbols on screen). */
  setScene(scene: string, symbols?: string[]): void;
  /**
   * The page's load timings once the game is ready: logged as `perf`/`timeline` when this
   * session reports (docs/rum.md); true when it does, so the page then watches the Web Vitals.
   */
  perfTimeline(page: PageTimings): Promise<boolean>;
  /** The page is hidden: its Web Vitals, logged once as `perf`/`vitals` and sent at once. */
  perfVitals(reports: VitalReport[]): void;
  /** The page was shown or hidden: hidden sends pending logs with keepalive requests. */
  setPageVisible(visible: boolean): void;
  /** The screen turned: reported to `{logger}/orientation`. */
  setOrientation(orientation: Orientation): void;
  /** A game log to forward to {gameLogCdn}. */
  gameLog(payload: unknown): void;
  /** The player asked to close the game: the close-game prompt. */
  requestClose(): void;
  /**
   * The player chose another game: the leave prompt, when redirects are allowed and the id
   * differs (SPEC §5); false when the change is refused (the game hears it: clickToPlay).
   */
  requestGameSwitch(gameId: number): boolean;
  /**
   * The player answered the prompt of this kind on screen; the outcome says what the UI must
   * do. An answer for a prompt no longer on top (a double click, a newer prompt) is ignored.
   */
  answerPrompt(kind: PromptKind, accept: boolean): PromptOutcome;
  /** Opens a promotion panel (the player tapped its button). */
  openPanel(kind: PanelKind): void;
  /** Closes the open panel; when a popup opened it, the next popup follows after 250 ms. */
  closePanel(): void;
  /** Uses a card of the inventory: it becomes the current card and the game plays it. */
  useCard(itemId: string): CardAnswer;
  /** The game reported the free spins of the current card (played so far, won so far). */
  freeSpinProgress(itemId: string, played: number, winAmount: number, done: boolean): void;
  /** The player closed the free-spin completion message. */
  dismissFreeSpinResult(): void;
  /** The player answered the reminder about new free-spin offers. */
  answerFreeSpinReminder(viewNow: boolean): void;
  /** Spins the lucky wheel. */
  drawWheel(type: SpinType): Promise<DrawAnswer>;
  /** Seat lobby: any free seat (PUT playnow). */
  seatPlayNow(): Promise<SeatAnswer>;
  /** Seat lobby: take this seat, or ask to confirm a change of seat (the game then reloads). */
  requestSeat(seatId: number): Promise<SeatRequestAnswer>;
  /** Seat lobby: the answer to the change-of-seat prompt; a change reloads the game. */
  confirmSeatChange(accept: boolean): Promise<SeatAnswer>;
  /** Seat lobby: show all seats or only vacant ones. */
  setSeatFilter(filter: SeatFilter): void;
  /** Shows a seat's info card (big wins, previous free-game intervals). */
  openSeatCard(seatId: number): void;
  closeSeatCard(): void;
  /** The player dismissed a seat error. */
  dismissSeatError(): void;
  /** The jackpot panel moved to a series: its winners load. */
  loadJackpotWinners(series: LinkedSeries): void;
  /** A jackpot broadcast the game posted (validated by the engine like an SSE hit). */
  jackpotBroadcast(data: unknown): void;
  /** The game's status report (SPEC §3 fields), already checked field by field. */
  reportStatus(fields: Partial<GameStatus>): void;
  /** The game paused or started auto-play (SPEC §4). */
  autoPlay(event: AutoPlayEvent): void;
  /** The game placed the container's buttons (fields out of bounds are clamped). */
  setButtonLayout(layout: Partial<ButtonLayout>): void;
  /**
   * Opens a container modal: more games, help, report or an external frame (http(s) only); false
   * when it is refused (off, or an address not allowed; the game hears it: openModal).
   */
  openModal(request: ModalRequest): boolean;
  /** The game posted a message of a protocol version the container does not speak: logged once. */
  gameMessageRefused(type: string, version: string): void;
  /**
   * The page now shows the game's frame for this address and load. From then on the game's
   * messages about its frame (spin, scene, status, requests; src-worker/game-bridge/frame-gate.ts)
   * are heard only while that is the frame the engine wants: one the page forwarded from a frame
   * the engine had already replaced (a game switch, a change of seat) is dropped; its logs, hits
   * and card progress still count. An engine no page has told this hears every message (headless
   * use).
   */
  gameFrameShown(url: string, load: number): void;
  closeModal(): void;
  /** The player dismissed a confirm-only dialog (OK). */
  dismissError(): void;
  /** The connection is back: the error count restarts and a 301 "reconnecting" clears. */
  resetErrors(): void;
  /**
   * The browser's `online` (true: as resetErrors, and the notice goes) or `offline` (false: the
   * player's network is down at once, no check needed) event.
   */
  networkChanged(online: boolean): void;
  /** Stops every timer and request. */
  dispose(): void;
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
