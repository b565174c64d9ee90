// Shared by the UI and the worker: the game bridge's members, as rows (shared/engine/rows.ts).
// `fromGame('frame', …)` members hear a game's messages only from the frame the engine wants
// (src-worker/game-bridge/frame-gate.ts). Each says which of the game's messages reach it and
// what it takes from them: the status, auto-play and layout fields gathered, the modal asked for
// read as a request the engine checks.
import type { AutoPlayEvent, ButtonLayout, GameStatus } from './game-status.ts';
import type { ModalRequest } from './modals.ts';
import { type MessageOf, call, fromGame, intent } from '../engine/rows.ts';

/** A message's fields without its type: a status report's or a layout's. */
function fieldsOf<M extends { type: string }>(message: M): Omit<M, 'type'> {
  const fields: Partial<M> = { ...message };
  delete fields.type;
  return fields as Omit<M, 'type'>;
}

/** An auto-play message as the engine takes it: a pause with its played count when given. */
function autoPlayEvent(m: MessageOf<'autoPlay'>): AutoPlayEvent {
  if (m.action === 'start') return { action: 'start', count: m.count };
  return m.played === undefined ? { action: 'pause' } : { action: 'pause', played: m.played };
}

/** The modal a game asks for: `report` or `frame-{type}`, with its address. */
function modalRequest({ modal, url }: MessageOf<'openModal'>): ModalRequest {
  return modal === 'report'
    ? { kind: 'report', url }
    : { kind: 'frame', frameType: modal.slice(6), url };
}

export const GAME_ROWS = {
  /** The game frame said it is ready. */
  gameReady: fromGame('frame', intent<() => void>(), { ready: (_m, to) => to() }),
  /** The game frame reported its spin state; `stoppedEarly`: a stop the player cut short. */
  setSpinning: fromGame('frame', intent<(spinning: boolean, stoppedEarly?: boolean) => void>(), {
    spinState: (m, to) => to(m.spinning, m.stoppedEarly === true),
  }),
  /** A game of protocol 2 said it is busy (`gameBusy`, true) or idle again (`gameIdle`). */
  setBusy: fromGame('frame', intent<(busy: boolean) => void>(), {
    gameBusy: (_m, to) => to(true),
    gameIdle: (_m, to) => to(false),
  }),
  /**
   * The player pressed spin (also while the reels still turn): feeds the turbo suggestion;
   * `held` when the game says the control was held down from the last round, not pressed again.
   */
  spinRequested: fromGame('frame', intent<(held?: boolean) => void>(), {
    spinRequest: (m, to) => to(m.held === true),
  }),
  /** The game reported its turbo state and whether it forbids turbo. */
  setTurbo: fromGame('frame', intent<(on: boolean, noTurbo: boolean) => void>(), {
    turbo: (m, to) => to(m.on, m.noTurbo === true),
  }),
  /** The game frame reported a scene change (and the symbols on screen). */
  setScene: fromGame('frame', intent<(scene: string, symbols?: string[]) => void>(), {
    scene: (m, to) => to(m.scene, m.symbols),
  }),
  /** The player asked to close the game: the close-game prompt. */
  requestClose: intent<() => void>(),
  /**
   * The player chose another game: the leave prompt, when redirects are allowed and the id
   * differs (SPEC §5); false when the change is refused (the game hears it: clickToPlay).
   */
  requestGameSwitch: fromGame('frame', call<(gameId: number) => boolean>()(false), {
    clickToPlay: (m, to) => to(m.gameId),
  }),
  /** The game's status report (SPEC §3 fields), already checked field by field. */
  reportStatus: fromGame('frame', intent<(fields: Partial<GameStatus>) => void>(), {
    status: (m, to) => to(fieldsOf(m)),
  }),
  /** The game paused or started auto-play (SPEC §4). */
  autoPlay: fromGame('frame', intent<(event: AutoPlayEvent) => void>(), {
    autoPlay: (m, to) => to(autoPlayEvent(m)),
  }),
  /** The game placed the container's buttons (fields out of bounds are clamped). */
  setButtonLayout: fromGame('frame', intent<(layout: Partial<ButtonLayout>) => void>(), {
    buttonPosition: (m, to) => to(fieldsOf(m)),
  }),
  /**
   * Opens a container modal: more games, help, report or an external frame (http(s) only); false
   * when it is refused (off, or an address not allowed; the game hears it: openModal).
   */
  openModal: fromGame('frame', call<(request: ModalRequest) => boolean>()(false), {
    openModal: (m, to) => to(modalRequest(m)),
    // The game's help page, or its own: the player's action, answered with nothing.
    helpPage: (m, to) => to({ kind: 'help', url: m.url ?? '' }),
  }),
  /** The game posted a message of a protocol version the container does not speak: logged once. */
  gameMessageRefused: fromGame('any frame', intent<(type: string, version: string) => void>()),
  /**
   * The page now shows the game's frame for this address and load. From then on the game's
   * messages about its frame (`fromGame('frame', …)` above; src-worker/game-bridge/frame-gate.ts) are
   * heard only while that is the frame the engine wants: one the page forwarded from a frame
   * the engine had already replaced (a game switch, a change of seat) is dropped; its logs, hits
   * and card progress still count. An engine no page has told this hears every message (headless
   * use).
   */
  gameFrameShown: intent<(url: string, load: number) => void>(),
  closeModal: intent<() => void>(),
  /**
   * One game at a time: the player chose to play in this tab, while another tab or window of the
   * account plays (src-worker/game-bridge/one-game.ts); that one's game stops.
   */
  playHere: intent<() => void>(),
};
