// Runs on the main thread (first load): the game frame, made as soon as the engine knows the
// game's address, before React and the container's screens have loaded. It lives in #game,
// under the React root, so no render ever moves (and so reloads) it. Only messages from this
// frame's window at its origin reach the engine.
import { subscribe } from 'valtio/vanilla';
import { originOf } from '../../shared/lib/urls.ts';
import type { EngineApi } from '../../shared/engine/boundary.ts';
import type { GameMessageKey } from '../../shared/engine/boundary.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import {
  type GameSource,
  agreeWithGame,
  attachGame,
  attachedGame,
  gameReachable,
  gameRefused,
  gameSource,
  postToGame,
} from './game-channel.ts';
import type { ReadGameMessage } from '../../game-sdk/src/protocol.ts';
import { type Heard, hearGameMessage, routeOf, welcomeFor } from './game-messages.ts';
import { postRoom, watchRoom, withInsets } from './room-watch.ts';
import { postRules } from './rules-post.ts';

/** What a game message may ask of the engine: the UI's client and the engine itself have it. */
export type GameMessageSink = {
  [K in GameMessageKey]: (...args: Parameters<EngineApi[K]>) => unknown;
};

/**
 * What the game says in `event`, or null: only the embedded frame's own window at its own
 * origin is heard, and only messages that parse (a hello, a message of a version the container
 * does not speak, a message it does). Never throws, whatever the event holds.
 */
export function acceptGameMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  game: GameSource | null,
): Heard | null {
  if (game === null || event.source !== game.window || event.origin !== game.origin) return null;
  return hearGameMessage(event.data);
}

/** Answers a request the game gave an id with the engine's yes or no (a worker gone is a no). */
function answer(id: string | undefined, outcome: unknown): void {
  if (id === undefined) return;
  void Promise.resolve(outcome).then((ok) =>
    postToGame(
      ok === true
        ? { type: 'result', id, ok }
        : { type: 'result', id, ok: false, reason: 'refused' },
    ),
  );
}

/**
 * What the container does with what its game said: a hello is answered at once (welcome), a
 * message of another version is dropped and logged, and after a refused hello nothing is heard.
 * Returns the message handed to the engine, if any.
 */
export function hear(engine: GameMessageSink, heard: Heard): ReadGameMessage | null {
  // It spoke, so its document is in the frame: what is posted to it now arrives.
  gameReachable();
  if (heard.kind === 'hello') {
    const welcome = welcomeFor(heard.versions);
    agreeWithGame(welcome.v, welcome.refused === true);
    postToGame(welcome, welcome.v);
  } else if (!gameRefused()) {
    if (heard.kind === 'message') {
      forward(engine, heard.message);
      return heard.message;
    }
    engine.gameMessageRefused(heard.type, heard.version);
  }
  return null;
}

/** Hands a validated game message to the member whose row hears it (a call answers its id). */
export function forward(engine: GameMessageSink, message: ReadGameMessage): void {
  const route = routeOf(message);
  if (route === null) return;
  const outcome = route.pass((...args) =>
    (engine[route.member] as (...passed: unknown[]) => unknown)(...args),
  );
  if (route.answers && 'id' in message) answer(message.id, outcome);
}

/** The frame's accessible name, once the language has loaded. */
let frameTitle = '';

/** Names the game frame (and every later one) in the player's language. */
export function setGameFrameTitle(title: string): void {
  frameTitle = title;
  const game = attachedGame();
  if (game) game.frame.title = title;
}

/**
 * Keeps one game frame in `host` for the engine's game address: a new frame for a new address
 * or a new load (a change of seat), none before the address is known. A connection to the game
 * server is opened as soon as the config names it.
 */
export function startGameHost(engine: EngineClient, host: HTMLElement): void {
  let shown = { url: null as string | null, load: -1 };

  const show = (): void => {
    const { gameUrl: url, gameLoad: load } = engine.mirror;
    if (url === shown.url && load === shown.load) return;
    shown = { url, load };
    attachedGame()?.frame.remove();
    attachGame(null, null);
    const origin = originOf(url);
    if (url === null || origin === null) return;
    const next = document.createElement('iframe');
    next.className = 'game-frame';
    // The room the container's controls take, for the game's first paint (room-watch.ts).
    next.src = withInsets(url);
    next.title = frameTitle;
    // What a game needs and no more. allow-scripts: it is a script. allow-same-origin: its own
    // origin, so its calls to its game server, its cookies and storage work (a game served
    // from the container's own origin could lift the sandbox: docs/security.md).
    // Left out on purpose: top navigation (leaving goes through the container's prompts),
    // popups and forms (help and rules open as container modals), modals (alert would freeze
    // the page), pointer and orientation lock.
    next.sandbox.add('allow-scripts', 'allow-same-origin');
    // Sound without a second tap, and full screen on a phone; no camera, microphone, location.
    next.allow = 'autoplay; fullscreen';
    // Only the container's origin, never the address (and its token), reaches the game.
    next.referrerPolicy = 'strict-origin';
    // Appended last. Chromium takes a frame's sandbox, allow and referrer policy when its
    // navigation starts, so set once it is in the page they would miss the game's document
    // (hygiene.spec checks the sandbox from inside the game). And a frame appended without an
    // address first commits an empty document of its own, about 40 ms more of a cheap phone's
    // main thread (docs/behaviour.md, Boot).
    host.append(next);
    attachGame(next, origin);
    // Posted after all the old frame's messages: the engine hears this frame's alone from now.
    engine.gameFrameShown(url, load);
    // Posts wait for the game's document (game-channel.ts): its load, or its first message.
    next.addEventListener('load', () => {
      if (attachedGame()?.frame === next) gameReachable();
    });
  };

  // Runs on every mirror change: once the config names the game server, a connection to it
  // opens, so the game's first request does not wait for one.
  let seenServer: string | null = null;
  const preconnect = (): void => {
    const server = engine.mirror.gameServer;
    if (server === null || server === seenServer) return;
    seenServer = server;
    const serverOrigin = originOf(server);
    if (serverOrigin === null) return;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = serverOrigin;
    document.head.append(link);
  };

  window.addEventListener('message', (event) => {
    const heard = acceptGameMessage(event, gameSource());
    // A game that just loaded hears the room at once, changed or not.
    if (heard && hear(engine, heard)?.type === 'ready') postRoom(document, true);
    // A game just welcomed hears the market's rules (protocol 2 on).
    if (heard?.kind === 'hello') postRules(engine.mirror.rules, true);
  });
  watchRoom(document.body);
  subscribe(engine.mirror, () => {
    preconnect();
    show();
    postRules(engine.mirror.rules);
  });
  show();
}
