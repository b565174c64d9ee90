// Runs wherever it is imported (a game's page, the container's page and worker, Node): the game
// protocol, declared once. What goes on the wire both ways between a game frame and the container,
// the protocol versions and the handshake. The container's own code imports these declarations
// from here, so this file imports nothing: the SDK package stays publishable on its own.

/** The protocol versions this SDK and this container speak, lowest first. */
export const PROTOCOL_VERSIONS: readonly number[] = [1];

/** The highest protocol version spoken here. */
export const PROTOCOL_VERSION = 1;

/** The highest version both lists hold, or null when they share none. */
export function agreeVersion(ours: readonly number[], theirs: readonly number[]): number | null {
  const shared = ours.filter((v) => theirs.includes(v));
  return shared.length > 0 ? Math.max(...shared) : null;
}

/** SPEC §3 game status, as a game reports it (a report may hold any of these fields). */
export interface GameStatus {
  win: number;
  credit: number;
  bet: number;
  denom: number;
  /** Auto-play spins left; 0 when auto-play is off. */
  auto: number;
  /** Auto-play spins played since it started. */
  autoPassed: number;
  isAuto: boolean;
  turbo: boolean;
  sound: boolean;
  /** The game's round number; a new value is a new spin. */
  gameseq: number;
  /** The game's own running result for this session (may be negative). */
  sessionBalance: number;
  /** Everything bet this session. */
  totalBet: number;
}

/** An auto-play report (SPEC §4): paused (after `played` spins) or started with a count. */
export type AutoPlayEvent =
  { action: 'pause'; played?: number } | { action: 'start'; count: number };

/** Where the game wants the container's buttons (SPEC §9 layout). */
export interface ButtonLayout {
  /** The jackpot hall (pool values) button's top, in CSS pixels. */
  jackpotHallY: number;
  /** The jackpot history (winners) button's top, in CSS pixels. */
  jackpotHistoryY: number;
  /** The buttons' rotation in degrees; 90 is upright (the games' convention). */
  rotation: number;
  /** The function menu's top as a share of the page height. */
  menuYRatio: number;
}

/**
 * A linked jackpot hit (SPEC §3): one win of a pool, as a game broadcasts it (and as the operator's
 * stream and winners call give it). `typeName` is the series; `groupName` is the operator's label.
 */
export interface JackpotHit {
  groupName: string;
  typeName: string;
  poolName: string;
  /** The game (mType) the hit happened in. */
  gameId: number;
  /** The winner's user name: in full on the wire, masked (`***abc`) once the engine has it. */
  username: string;
  /** The amount won, a finite number >= 0. */
  hitValue: number;
  /** When it happened, ms since the epoch (numeric strings and ISO dates are accepted). */
  recordTime: number;
}

/** A container modal a game may open: the operator's report page, or its own page in a frame. */
export type ModalName = 'report' | `frame-${string}`;

/** The frame edges a container control keeps to. */
export const EDGES = ['top', 'right', 'bottom', 'left'] as const;
export type Edge = (typeof EDGES)[number];

/** How far (CSS px) the container's controls reach in from each edge of the game frame. */
export type Insets = Record<Edge, number>;

/** One container control's box in the game frame's CSS px, the edge it keeps to and its name. */
export interface ReservedArea {
  control: string;
  edge: Edge;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The room the container keeps: insets (the simple contract) and the boxes (to fit tightly). */
export interface Room {
  insets: Insets;
  areas: ReservedArea[];
}

/** The most an inset or a box's length may be, in CSS px, and the most areas a room holds. */
export const ROOM_MAX_PX = 10_000;
export const ROOM_MAX_AREAS = 32;

/** The game address's parameters holding the insets, for the game's first paint. */
export const INSET_PARAMS: Readonly<Record<Edge, string>> = {
  top: 'safeTop',
  right: 'safeRight',
  bottom: 'safeBottom',
  left: 'safeLeft',
};

/** The game address's parameter naming the container's origin: the only one a game talks to. */
export const PARENT_ORIGIN_PARAM = 'parentOrigin';

/** The game's opening message: the versions it speaks and its SDK's version. */
export interface Hello {
  type: 'hello';
  versions: number[];
  sdk: string;
}

/**
 * The container's answer to hello: the versions it speaks, `v` the highest both speak. `refused`
 * when they share none; the container then ignores the game's other messages.
 */
export interface Welcome {
  type: 'welcome';
  versions: number[];
  refused?: true;
}

/** The container's answer to a request that carried an `id` (openModal, clickToPlay). */
export interface RequestResult {
  ok: boolean;
  /** Why not: `refused` (the container will not), `timeout` (no answer came, SDK only). */
  reason?: string;
}

/** Every message a game posts to the container, by type, without `v`. */
export interface GameMessages {
  hello: Hello;
  /** The game has loaded and can play. */
  ready: { type: 'ready' };
  spinState: { type: 'spinState'; spinning: boolean };
  /** The player pressed spin (also while the reels still turn). */
  spinRequest: { type: 'spinRequest' };
  /** The game's turbo state; `noTurbo` when the game forbids turbo. */
  turbo: { type: 'turbo'; on: boolean; noTurbo?: boolean };
  /** The player picked another game inside the game: ask the container to switch. */
  clickToPlay: { type: 'clickToPlay'; gameId: number; id?: string };
  /** A used card's free spins: played so far, won so far, and whether they are done. */
  freeSpinProgress: {
    type: 'freeSpinProgress';
    itemId: string;
    played: number;
    winAmount: number;
    done: boolean;
  };
  /** The scene now shown (`basegame`, `freegame`, `maxspin`...) and the symbols on screen. */
  scene: { type: 'scene'; scene: string; symbols?: string[] };
  status: { type: 'status' } & Partial<GameStatus>;
  autoPlay: { type: 'autoPlay' } & AutoPlayEvent;
  buttonPosition: { type: 'buttonPosition' } & Partial<ButtonLayout>;
  /** The player opened help: the game's own help page when it gives one. */
  helpPage: { type: 'helpPage'; url?: string };
  jackpot: { type: 'jackpot'; hit: JackpotHit };
  openModal: { type: 'openModal'; modal: ModalName; url: string; id?: string };
  /** A log of the game's own (a round, an error): a plain object of at most 8 KB as JSON. */
  gameLog: { type: 'gameLog'; payload: Record<string, unknown> };
}

/** Every message the container posts to a game, by type, without `v`. */
export interface ContainerMessages {
  welcome: Welcome;
  /** Turn turbo on or off (the player accepted the quick-spin suggestion). */
  setTurbo: { type: 'setTurbo'; on: boolean };
  /** Play a card's free spins at its bet. */
  useCard: { type: 'useCard'; itemId: string; betSize: number; spinCount: number };
  /** A container dialog needs the player (the reality check): stop auto-play. */
  pauseAutoPlay: { type: 'pauseAutoPlay' };
  /** The room the container's controls take over the frame: on ready and on every change. */
  reservedAreas: { type: 'reservedAreas' } & Room;
  result: { type: 'result'; id: string } & RequestResult;
}

/** A game-to-container message, without `v`. */
export type GameMessage = GameMessages[keyof GameMessages];

/** A container-to-game message, without `v`. */
export type ContainerMessage = ContainerMessages[keyof ContainerMessages];

/** A message as it goes on the wire: `v` is the protocol version it is written in. */
export type Versioned<M> = M & { v: number };
