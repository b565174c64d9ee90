// The one way to post to the game frame: to the frame's window of the moment, at the game's
// own origin, in the protocol version agreed, and nowhere when no game is there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agreeWithGame,
  attachGame,
  gameReachable,
  gameRefused,
  gameSource,
  postToGame,
} from '../../../src-ui/game-bridge/game-channel.ts';

const GAME_ORIGIN = 'https://games.example';

/** A stand-in for the iframe: only its contentWindow is read. */
function frameWith(window: { postMessage: (...args: unknown[]) => void } | null) {
  return { contentWindow: window } as unknown as HTMLIFrameElement;
}

/** The frame's next document (the game's, after the first empty one): a new window. */
function navigate(frame: HTMLIFrameElement): { postMessage: ReturnType<typeof vi.fn> } {
  const next = { postMessage: vi.fn() };
  (frame as unknown as { contentWindow: unknown }).contentWindow = next;
  return next;
}

describe('game channel', () => {
  afterEach(() => attachGame(null, null));

  it('posts nothing and says so before a game is attached', () => {
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(false);
  });

  it('posts nothing while the frame holds its first, empty document (the browser would drop it)', () => {
    const window = { postMessage: vi.fn() };
    attachGame(frameWith(window), GAME_ORIGIN);
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(false);
    gameReachable();
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(true);
    // A new frame (a new game, a new seat) starts empty again.
    attachGame(frameWith(window), GAME_ORIGIN);
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(false);
    expect(window.postMessage).toHaveBeenCalledTimes(1);
  });

  it("posts to the frame's window at the game's origin, never to '*'", () => {
    const window = { postMessage: vi.fn() };
    attachGame(frameWith(window), GAME_ORIGIN);
    gameReachable();
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(true);
    expect(window.postMessage).toHaveBeenCalledWith(
      { v: 1, type: 'setTurbo', on: true },
      GAME_ORIGIN,
    );
  });

  it('writes in the version agreed; a refused game is not heard until the next frame', () => {
    const window = { postMessage: vi.fn() };
    attachGame(frameWith(window), GAME_ORIGIN);
    gameReachable();
    agreeWithGame(1, false);
    postToGame({ type: 'pauseAutoPlay' });
    expect(window.postMessage).toHaveBeenLastCalledWith(
      { v: 1, type: 'pauseAutoPlay' },
      GAME_ORIGIN,
    );
    agreeWithGame(1, true);
    expect(gameRefused()).toBe(true);
    attachGame(frameWith(window), GAME_ORIGIN);
    expect(gameRefused()).toBe(false);
  });

  it("reads the frame's window when it posts: the game's document, not the first empty one", () => {
    const first = { postMessage: vi.fn() };
    const frame = frameWith(first);
    attachGame(frame, GAME_ORIGIN);
    const game = navigate(frame);
    gameReachable();
    postToGame({ type: 'setTurbo', on: false });
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(game.postMessage).toHaveBeenCalledTimes(1);
  });

  it('posts nothing once the frame has no window (it left the page), or with no origin', () => {
    attachGame(frameWith(null), GAME_ORIGIN);
    gameReachable();
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(false);
    const window = { postMessage: vi.fn() };
    attachGame(frameWith(window), null);
    gameReachable();
    expect(postToGame({ type: 'setTurbo', on: true })).toBe(false);
    expect(window.postMessage).not.toHaveBeenCalled();
  });

  it("hears the frame's window of the moment at the game's origin, and no one with no game", () => {
    expect(gameSource()).toBeNull();
    const first = { postMessage: vi.fn() };
    const frame = frameWith(first);
    attachGame(frame, GAME_ORIGIN);
    const game = navigate(frame);
    expect(gameSource()).toEqual({ window: game, origin: GAME_ORIGIN });
    attachGame(null, null);
    expect(gameSource()).toBeNull();
  });
});
