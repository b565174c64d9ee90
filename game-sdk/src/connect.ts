// Runs in the browser, in a game's frame: the game's side of the protocol (protocol.ts). It talks
// to the container's origin only (parentOrigin in the game's address), opens with the handshake
// and gives typed senders, subscriptions and promises for the requests the container answers.
import {
  BUSY_VERSION,
  type AutoPlayEvent,
  type ButtonLayout,
  type ContainerMessages,
  type GameMessage,
  type GameStatus,
  type JackpotHit,
  type ModalName,
  type RequestResult,
  PARENT_ORIGIN_PARAM,
  PROTOCOL_VERSIONS,
  agreeVersion,
} from './protocol.ts';
import { isRecord, readContainerMessage } from './read.ts';
import { DEFAULT_RULES, type Rules, readRules } from './rules.ts';

/** This SDK's own version, sent in hello (the container may log it). */
export const SDK_VERSION = '1.0.0';

/** How long connect() waits for the welcome, and a request for its result, by default. */
const TIMEOUT_MS = 5000;

/** The container and the game share no protocol version: a game can show this message. */
export class ProtocolVersionError extends Error {
  constructor(
    /** The versions the game speaks. */
    readonly gameVersions: readonly number[],
    /** The versions the container speaks. */
    readonly containerVersions: readonly number[],
  ) {
    super(
      `The container speaks protocol versions [${containerVersions.join(', ')}], this game [${gameVersions.join(', ')}]`,
    );
    this.name = 'ProtocolVersionError';
  }
}

/** Options of connect(); the defaults suit a game in the container. */
export interface ConnectOptions {
  /** The protocol versions the game speaks (default: every version this SDK speaks). */
  versions?: readonly number[];
  /** How long to wait for the welcome and for a request's result, in ms (default 5000). */
  timeoutMs?: number;
  /** The game's window (default: the global window; tests pass their own). */
  window?: Window;
}

/** A container message's listener, by type. */
type Listener<T extends keyof ContainerMessages> = (message: ContainerMessages[T]) => void;

/** The messages a game subscribes to (welcome and result are the SDK's own). */
export type ContainerEvent = Exclude<keyof ContainerMessages, 'welcome' | 'result'>;

/** A free-spin progress report of a used card. */
export interface FreeSpinProgress {
  itemId: string;
  played: number;
  winAmount: number;
  done: boolean;
}

/** The game's side of an open connection: typed senders and subscriptions. */
export interface GameConnection {
  /** The protocol version agreed with the container. */
  readonly version: number;
  /** The versions the container speaks. */
  readonly containerVersions: readonly number[];
  /** The container's origin, the only one posted to and heard from. */
  readonly parentOrigin: string;
  /**
   * The market's rules the container last told (protocol 2, the `rules` message; `on('rules')`
   * hears each change). Today's behaviour (DEFAULT_RULES) until told, and with older containers.
   */
  readonly rules: Readonly<Rules>;
  ready(): void;
  /** The reels turn or stopped; `stoppedEarly` on a stop the player cut short (slam stop). */
  spinState(spinning: boolean, stoppedEarly?: boolean): void;
  /**
   * A round is in play beyond what spinState says (a bonus pick, a gamble): the container holds
   * its popups, prompts and notices until `gameIdle`. Sent only under protocol 2 (BUSY_VERSION);
   * with an older container it does nothing.
   */
  gameBusy(): void;
  /** The round is over: what the container held back may show. */
  gameIdle(): void;
  /** A spin press; `held` when the control was held down from the last round, not pressed again. */
  spinRequest(held?: boolean): void;
  turbo(on: boolean, noTurbo?: boolean): void;
  scene(scene: string, symbols?: readonly string[]): void;
  status(fields: Partial<GameStatus>): void;
  autoPlay(event: AutoPlayEvent): void;
  buttonPosition(layout: Partial<ButtonLayout>): void;
  helpPage(url?: string): void;
  jackpot(hit: JackpotHit): void;
  freeSpinProgress(progress: FreeSpinProgress): void;
  gameLog(payload: Record<string, unknown>): void;
  /** Opens a container modal; resolves with the container's answer (or a timeout). */
  openModal(modal: ModalName, url: string): Promise<RequestResult>;
  /** Asks to switch to another game; resolves with the container's answer (or a timeout). */
  clickToPlay(gameId: number): Promise<RequestResult>;
  /** Calls `listener` with each message of this type; returns the unsubscribe. */
  on<T extends ContainerEvent>(type: T, listener: Listener<T>): () => void;
  /** Stops listening: no more messages are heard, pending requests time out. */
  close(): void;
}

/** The container's origin named in an address's query, or null when there is no http(s) one. */
export function parentOrigin(search: string): string | null {
  try {
    const url = new URL(new URLSearchParams(search).get(PARENT_ORIGIN_PARAM) ?? '');
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Connects to the container: reads parentOrigin from the game's address, says hello and waits
 * for the welcome. Rejects with a ProtocolVersionError when no version is shared, and with an
 * Error when the address names no container or none answers in time.
 */
export function connect(options: ConnectOptions = {}): Promise<GameConnection> {
  const win = options.window ?? window;
  const versions = [...(options.versions ?? PROTOCOL_VERSIONS)];
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const origin = parentOrigin(win.location.search);
  if (origin === null || win.parent === win) {
    return Promise.reject(new Error('No container: the address names no parentOrigin'));
  }
  const parent = win.parent;
  const listeners = new Map<string, Set<(message: never) => void>>();
  const pending = new Map<string, (result: Record<string, unknown>) => void>();
  let version = 0;
  let ids = 0;
  let rules: Readonly<Rules> = DEFAULT_RULES;
  let welcomed: ((data: Record<string, unknown>) => void) | null = null;

  const post = (message: GameMessage, v = version): void => {
    parent.postMessage({ ...message, v }, origin);
  };
  const hear = (event: MessageEvent<unknown>): void => {
    const data = event.data;
    if (event.source !== parent || event.origin !== origin || !isRecord(data)) return;
    if (data['type'] === 'welcome') welcomed?.(data);
    else if (data['v'] !== version) return;
    else if (data['type'] === 'result') pending.get(String(data['id']))?.(data);
    else {
      const message = readContainerMessage(data);
      if (message?.type === 'rules') rules = readRules(message);
      for (const listener of listeners.get(message?.type ?? '') ?? []) listener(message as never);
    }
  };
  const request = (message: GameMessage & { id: string }): Promise<RequestResult> =>
    new Promise((resolve) => {
      const done = ({ ok, reason }: Record<string, unknown>): void => {
        clearTimeout(timer);
        pending.delete(message.id);
        resolve(typeof reason === 'string' ? { ok: ok === true, reason } : { ok: ok === true });
      };
      const timer = setTimeout(() => {
        done({ ok: false, reason: 'timeout' });
      }, timeoutMs);
      pending.set(message.id, done);
      post(message);
    });
  const nextId = (): string => `r${String((ids += 1))}`;
  win.addEventListener('message', hear);

  return new Promise((resolve, reject) => {
    const fail = (error: Error): void => {
      clearTimeout(timer);
      win.removeEventListener('message', hear);
      reject(error);
    };
    const timer = setTimeout(() => {
      fail(new Error('The container did not answer the hello'));
    }, timeoutMs);
    welcomed = (data) => {
      const theirs = Array.isArray(data['versions']) ? data['versions'].map(Number) : [];
      const agreed = agreeVersion(versions, theirs);
      if (data['refused'] === true || agreed === null || data['v'] !== agreed) {
        fail(new ProtocolVersionError(versions, theirs));
        return;
      }
      clearTimeout(timer);
      welcomed = null;
      version = agreed;
      resolve({
        version,
        containerVersions: theirs,
        parentOrigin: origin,
        get rules() {
          return rules;
        },
        ready: () => post({ type: 'ready' }),
        spinState: (spinning, stoppedEarly = false) =>
          post(
            stoppedEarly && !spinning
              ? { type: 'spinState', spinning, stoppedEarly }
              : { type: 'spinState', spinning },
          ),
        gameBusy: () => {
          if (version >= BUSY_VERSION) post({ type: 'gameBusy' });
        },
        gameIdle: () => {
          if (version >= BUSY_VERSION) post({ type: 'gameIdle' });
        },
        spinRequest: (held = false) =>
          post(held ? { type: 'spinRequest', held } : { type: 'spinRequest' }),
        turbo: (on, noTurbo = false) => post({ type: 'turbo', on, noTurbo }),
        scene: (scene, symbols) =>
          post(
            symbols ? { type: 'scene', scene, symbols: [...symbols] } : { type: 'scene', scene },
          ),
        status: (fields) => post({ ...fields, type: 'status' }),
        autoPlay: (event) => post({ ...event, type: 'autoPlay' }),
        buttonPosition: (layout) => post({ ...layout, type: 'buttonPosition' }),
        helpPage: (url) =>
          post(url === undefined ? { type: 'helpPage' } : { type: 'helpPage', url }),
        jackpot: (hit) => post({ type: 'jackpot', hit }),
        freeSpinProgress: (progress) => post({ ...progress, type: 'freeSpinProgress' }),
        gameLog: (payload) => post({ type: 'gameLog', payload }),
        openModal: (modal, url) => request({ type: 'openModal', modal, url, id: nextId() }),
        clickToPlay: (gameId) => request({ type: 'clickToPlay', gameId, id: nextId() }),
        on(type, listener) {
          const set = listeners.get(type) ?? new Set();
          listeners.set(type, set);
          set.add(listener);
          return () => set.delete(listener);
        },
        close: () => win.removeEventListener('message', hear),
      });
    };
    post({ type: 'hello', versions, sdk: SDK_VERSION }, Math.max(...versions));
  });
}
