// Runs in the browser, in the heavy game: its one contact with the container, through the SDK
// (game-sdk/). The handshake starts at once, beside the assets' load; `ready` goes once both are
// done. Opened alone (no parentOrigin in its address) the game connects to nothing and posts
// nothing: it still loads and marks itself ready for the bench.
import { type GameConnection, connect } from '../../game-sdk/src/index.ts';

/** What the game tells the container. */
export interface ContainerLink {
  /** The assets are in and the game can be played. */
  ready(): void;
}

/** The link to the container named by the address's query (`parentOrigin`). */
export function linkContainer(): ContainerLink {
  const connection: Promise<GameConnection | null> = connect().catch((error: unknown) => {
    // Alone, or a container that speaks no version of ours: the game plays on its own.
    console.info(error instanceof Error ? error.message : error);
    return null;
  });
  return {
    ready() {
      void connection.then((game) => game?.ready());
    },
  };
}
