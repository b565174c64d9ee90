// Runs in the browser, in the heavy game: its one contact with the container, through the SDK
// (game-sdk/). The handshake starts at once, beside the assets' load; the game says ready once
// both are done. Opened alone (no parentOrigin in its address) the game connects to nothing and
// posts nothing: it still loads, plays and marks itself ready for the bench.
import { type GameConnection, connect } from '../../game-sdk/src/index.ts';

/** What the game tells the container and hears from it (the SDK's senders it uses). */
export type ContainerLink = Pick<
  GameConnection,
  | 'ready'
  | 'spinState'
  | 'spinRequest'
  | 'turbo'
  | 'scene'
  | 'status'
  | 'autoPlay'
  | 'gameLog'
  | 'openModal'
  | 'on'
>;

const nothing = (): void => undefined;

/** The link of a game alone: it posts nothing and hears nothing. */
export const ALONE: ContainerLink = {
  ready: nothing,
  spinState: nothing,
  spinRequest: nothing,
  turbo: nothing,
  scene: nothing,
  status: nothing,
  autoPlay: nothing,
  gameLog: nothing,
  openModal: () => Promise.resolve({ ok: false, reason: 'no container' }),
  on: () => nothing,
};

/** The link to the container named by the address's query (`parentOrigin`), else ALONE. */
export function linkContainer(): Promise<ContainerLink> {
  return connect().catch((error: unknown) => {
    // Alone, or a container that speaks no version of ours: the game plays on its own.
    console.info(error instanceof Error ? error.message : error);
    return ALONE;
  });
}
