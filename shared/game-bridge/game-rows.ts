// Shared by the UI and the worker: the game bridge's members, as rows (shared/engine/rows.ts).
// `fromGame('frame', …)` members hear a game's messages only from the frame the engine wants
// (src-worker/game-bridge/frame-gate.ts).
import type { AutoPlayEvent, ButtonLayout, GameStatus } from './game-status.ts';
import type { ModalRequest } from './modals.ts';
import { call, fromGame, intent } from '../engine/rows.ts';

export const GAME_ROWS = {
  /** The game frame said it is ready. */
  gameReady: fromGame('frame', intent<() => void>()),
  /** The game frame reported its spin state; `stoppedEarly`: a stop the player cut short. */
  setSpinning: fromGame('frame', intent<(spinning: boolean, stoppedEarly?: boolean) => void>()),
  /** A game of protocol 2 said it is busy (`gameBusy`, true) or idle again (`gameIdle`). */
  setBusy: fromGame('frame', intent<(busy: boolean) => void>()),
  /**
   * The player pressed spin (also while the reels still turn): feeds the turbo suggestion;
   * `held` when the game says the control was held down from the last round, not pressed again.
   */
  spinRequested: fromGame('frame', intent<(held?: boolean) => void>()),
  /** The game reported its turbo state and whether it forbids turbo. */
  setTurbo: fromGame('frame', intent<(on: boolean, noTurbo: boolean) => void>()),
  /** The game frame reported a scene change (and the symbols on screen). */
  setScene: fromGame('frame', intent<(scene: string, symbols?: string[]) => void>()),
  /** The player asked to close the game: the close-game prompt. */
  requestClose: intent<() => void>(),
  /**
   * The player chose another game: the leave prompt, when redirects are allowed and the id
   * differs (SPEC §5); false when the change is refused (the game hears it: clickToPlay).
   */
  requestGameSwitch: fromGame('frame', call<(gameId: number) => boolean>()(false)),
  /** The game's status report (SPEC §3 fields), already checked field by field. */
  reportStatus: fromGame('frame', intent<(fields: Partial<GameStatus>) => void>()),
  /** The game paused or started auto-play (SPEC §4). */
  autoPlay: fromGame('frame', intent<(event: AutoPlayEvent) => void>()),
  /** The game placed the container's buttons (fields out of bounds are clamped). */
  setButtonLayout: fromGame('frame', intent<(layout: Partial<ButtonLayout>) => void>()),
  /**
   * Opens a container modal: more games, help, report or an external frame (http(s) only); false
   * when it is refused (off, or an address not allowed; the game hears it: openModal).
   */
  openModal: fromGame('frame', call<(request: ModalRequest) => boolean>()(false)),
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
