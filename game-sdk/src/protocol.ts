// Runs wherever it is imported (a game's page, the container's page and worker, Node): the game
// protocol, declared once. What goes on the wire both ways between a game frame and the container,
// the protocol versions, the handshake, and the reader of a game's messages (what a well-formed
// message of each type is: the container's page and the studio's checker both judge by it). The
// container's own code imports these from here, so this file imports nothing: the SDK package
// stays publishable on its own (rules.ts, the jurisdiction profile, neither imports anything).
import type { Rules } from './rules.ts';

/** The protocol versions this SDK and this container speak, lowest first. */
export const PROTOCOL_VERSIONS: readonly number[] = [1, 2];

/** The highest protocol version spoken here. */
export const PROTOCOL_VERSION = 2;

/** The first version whose games hear the jurisdiction profile (`rules`, after `welcome`). */
export const RULES_VERSION = 2;

/** The first version whose games may say `gameBusy` and `gameIdle` (a round in play or not). */
export const BUSY_VERSION = 2;

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
  /** Bingo's auto-dab on: the game marks the numbers called for the player (auto-play too). */
  autoDab: boolean;
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
  /**
   * The reels turn (true) or stopped (false); `stoppedEarly` on the stop: the player stopped
   * them before their course was run (a slam stop).
   */
  spinState: { type: 'spinState'; spinning: boolean; stoppedEarly?: boolean };
  /**
   * Protocol 2: a round is in play where spinState alone does not say so (a bonus pick, a
   * gamble, a feature between spins): nothing of the container lands over the game until
   * `gameIdle`. Each `gameBusy` must be followed by a `gameIdle`.
   */
  gameBusy: { type: 'gameBusy' };
  /** Protocol 2: the round is over; what the container held back may show. */
  gameIdle: { type: 'gameIdle' };
  /**
   * The player pressed spin (also while the reels still turn); `held` when this round was
   * started by the spin control still held down from the last one, not pressed again.
   */
  spinRequest: { type: 'spinRequest'; held?: boolean };
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
  /** Protocol 2: the market's rules (rules.ts), after welcome and whenever they change. */
  rules: { type: 'rules' } & Rules;
}

/** A game-to-container message, without `v`. */
export type GameMessage = GameMessages[keyof GameMessages];

/** A container-to-game message, without `v`. */
export type ContainerMessage = ContainerMessages[keyof ContainerMessages];

/** A message as it goes on the wire: `v` is the protocol version it is written in. */
export type Versioned<M> = M & { v: number };

/** The types of the messages a game may post after its hello, each read by readGameMessage. */
export const GAME_MESSAGE_TYPES: readonly Exclude<keyof GameMessages, 'hello'>[] = [
  'ready',
  'spinState',
  'gameBusy',
  'gameIdle',
  'spinRequest',
  'turbo',
  'clickToPlay',
  'freeSpinProgress',
  'scene',
  'status',
  'autoPlay',
  'buttonPosition',
  'helpPage',
  'jackpot',
  'openModal',
  'gameLog',
];

/**
 * A game's message as readGameMessage passes it on: its wire shape, its fields checked. A
 * jackpot's hit is only known to be an object here; the container checks its fields.
 */
export type ReadGameMessage =
  | Exclude<GameMessage, Hello | GameMessages['jackpot']>
  | { type: 'jackpot'; hit: Record<string, unknown> };

/** The messages of a game that only a later version than 1 carries, by the first that does. */
const SINCE: Partial<Record<keyof GameMessages, number>> = {
  gameBusy: BUSY_VERSION,
  gameIdle: BUSY_VERSION,
};

/** Whether a message of this type may be written in version `v` (unknown types are not here). */
export function spokenIn(type: unknown, v: number): boolean {
  return typeof type !== 'string' || v >= (SINCE[type as keyof GameMessages] ?? 1);
}

/** The most a game log may weigh as JSON: a round's record, not a dump. */
export const MAX_GAME_LOG_CHARS = 8_192;

const STATUS_NUMBERS = [
  'win',
  'credit',
  'bet',
  'denom',
  'auto',
  'autoPassed',
  'gameseq',
  'sessionBalance',
  'totalBet',
] as const;
const STATUS_FLAGS = ['isAuto', 'autoDab', 'turbo', 'sound'] as const;

/**
 * The status fields of a game report that are well formed; others are left out, so a broken
 * field never overwrites a good one. Numbers must be finite (and not negative, but for
 * sessionBalance, the game's running result); flags must be booleans.
 */
export function readStatusFields(raw: Record<string, unknown>): Partial<GameStatus> {
  const out: Partial<GameStatus> = {};
  for (const key of STATUS_NUMBERS) {
    const v = raw[key];
    if (typeof v === 'number' && Number.isFinite(v) && (key === 'sessionBalance' || v >= 0))
      out[key] = v;
  }
  for (const key of STATUS_FLAGS) {
    const v = raw[key];
    if (typeof v === 'boolean') out[key] = v;
  }
  return out;
}

/** Bounds on a layout a game sends (pixels, degrees, a share): a value outside is brought in. */
const LAYOUT_BOUNDS: Readonly<Record<keyof ButtonLayout, readonly [number, number]>> = {
  jackpotHallY: [0, 2000],
  jackpotHistoryY: [0, 2000],
  rotation: [-360, 360],
  menuYRatio: [0, 0.9],
};

/** The layout fields of a buttonPosition message that are finite numbers, kept in bounds. */
export function readLayoutFields(raw: Record<string, unknown>): Partial<ButtonLayout> {
  const out: Partial<ButtonLayout> = {};
  for (const key of Object.keys(LAYOUT_BOUNDS) as (keyof ButtonLayout)[]) {
    const v = raw[key];
    const [min, max] = LAYOUT_BOUNDS[key];
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = Math.min(max, Math.max(min, v));
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** A game log payload: a plain object of at most MAX_GAME_LOG_CHARS as JSON, copied. */
function gameLogPayload(payload: unknown): Record<string, unknown> | null {
  if (!isObject(payload)) return null;
  try {
    const json = JSON.stringify(payload);
    return json.length <= MAX_GAME_LOG_CHARS ? (JSON.parse(json) as Record<string, unknown>) : null;
  } catch {
    // Cycles and BigInts are not logs.
    return null;
  }
}

/** A request's id as the game picked it (the container's `result` names it): a short string. */
function requestId(m: Record<string, unknown>): { id?: string } {
  const id = m['id'];
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? { id } : {};
}

/** `openModal`: `report` or `frame-{type}`, with an address of at most 2048 characters. */
function openModal(m: Record<string, unknown>): ReadGameMessage | null {
  const { modal, url } = m;
  if (typeof modal !== 'string' || typeof url !== 'string' || url.length > 2048) return null;
  return modal === 'report' || modal.startsWith('frame-')
    ? { type: 'openModal', modal: modal as ModalName, url, ...requestId(m) }
    : null;
}

/** `scene`: a name of 1 to 64 characters; the symbols that are short strings, 100 at most. */
function scene(m: Record<string, unknown>): ReadGameMessage | null {
  const { scene, symbols } = m;
  if (typeof scene !== 'string' || scene.length === 0 || scene.length > 64) return null;
  const list =
    Array.isArray(symbols) && symbols.length <= 100
      ? symbols.filter((s): s is string => typeof s === 'string' && s.length <= 32)
      : undefined;
  return list ? { type: 'scene', scene, symbols: list } : { type: 'scene', scene };
}

/** `freeSpinProgress`: an item id, counts and an amount that are not negative, a done flag. */
function freeSpinProgress(m: Record<string, unknown>): ReadGameMessage | null {
  const { itemId, played, winAmount, done } = m;
  if (typeof itemId !== 'string' || itemId.length === 0 || itemId.length > 64) return null;
  const money = typeof winAmount === 'number' && Number.isFinite(winAmount) && winAmount >= 0;
  return isCount(played) && money && typeof done === 'boolean'
    ? { type: 'freeSpinProgress', itemId, played, winAmount, done }
    : null;
}

/** `spinState`: spinning or not; a stop may say the player stopped the reels early. */
function spinState(m: Record<string, unknown>): ReadGameMessage | null {
  const spinning = m['spinning'];
  if (typeof spinning !== 'boolean') return null;
  return !spinning && m['stoppedEarly'] === true
    ? { type: 'spinState', spinning, stoppedEarly: true }
    : { type: 'spinState', spinning };
}

/** `autoPlay`: a start with a positive count, or a pause (after `played` spins when given). */
function autoPlay(m: Record<string, unknown>): ReadGameMessage | null {
  const { action, played, count } = m;
  if (action === 'start')
    return isCount(count) && count > 0 ? { type: 'autoPlay', action, count } : null;
  if (action !== 'pause') return null;
  if (played === undefined) return { type: 'autoPlay', action };
  return isCount(played) ? { type: 'autoPlay', action, played } : null;
}

/**
 * A game's message (after its hello, its `v` read apart) checked field by field against the
 * protocol: its wire shape, or null when its type is unknown or a field is missing or out of
 * range (a `status` or `buttonPosition` keeps its good fields, and is null without any). Never
 * throws. The container acts on what it returns; the studio's checker fails what it refuses.
 */
export function readGameMessage(data: unknown): ReadGameMessage | null {
  if (!isObject(data)) return null;
  const m = data;
  switch (m['type']) {
    case 'ready':
    case 'gameBusy':
    case 'gameIdle':
      return { type: m['type'] };
    case 'spinRequest':
      return m['held'] === true ? { type: 'spinRequest', held: true } : { type: 'spinRequest' };
    case 'spinState':
      return spinState(m);
    case 'turbo':
      return typeof m['on'] === 'boolean'
        ? { type: 'turbo', on: m['on'], noTurbo: m['noTurbo'] === true }
        : null;
    case 'clickToPlay': {
      const gameId = m['gameId'];
      return isCount(gameId) && gameId > 0
        ? { type: 'clickToPlay', gameId, ...requestId(m) }
        : null;
    }
    case 'freeSpinProgress':
      return freeSpinProgress(m);
    case 'scene':
      return scene(m);
    case 'status': {
      const fields = readStatusFields(m);
      return Object.keys(fields).length > 0 ? { type: 'status', ...fields } : null;
    }
    case 'autoPlay':
      return autoPlay(m);
    case 'buttonPosition': {
      const layout = readLayoutFields(m);
      return Object.keys(layout).length > 0 ? { type: 'buttonPosition', ...layout } : null;
    }
    case 'helpPage': {
      const url = m['url'];
      if (url === undefined) return { type: 'helpPage' };
      return typeof url === 'string' && url.length <= 2048 ? { type: 'helpPage', url } : null;
    }
    case 'jackpot':
      return isObject(m['hit']) ? { type: 'jackpot', hit: m['hit'] } : null;
    case 'openModal':
      return openModal(m);
    case 'gameLog': {
      const payload = gameLogPayload(m['payload']);
      return payload ? { type: 'gameLog', payload } : null;
    }
    default:
      return null;
  }
}
