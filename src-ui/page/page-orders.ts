// Runs on the main thread: the engine's orders to the page, carried out by one subscriber to the
// mirror outside the component tree: leave for the saved query, forget a revoked token, keep the
// query that worked, stop the game's auto-play for the reality check, hand a chosen card's spins
// to the game, hear the parent frame's request to close, and the page's icon and sounds.
import type { EngineClient } from '../engine/engine-client.ts';
import { postToGame } from '../game-bridge/game-channel.ts';
import { listenToParent } from '../game-bridge/parent-channel.ts';
import { forgetToken, queryWorked, restoreQuery } from '../boot/saved-query.ts';
import { setFavicon } from '../brand/page-head.ts';
import { type EngineMirror, watchView } from '../mirror/use-mirror.ts';
import { setSoundSources } from '../promotions/sounds.ts';

/** What of the mirror the orders follow. */
function ordersView(s: EngineMirror) {
  return {
    lobbyUrl: s.lobbyUrl,
    restoreQuery: s.restoreQuery,
    tokenRevoked: s.tokenRevoked,
    gameReady: s.gameReady,
    prompt: s.prompt?.kind ?? null,
    freeSpinRun: s.promotions.freeSpinRun,
    currentCard: s.promotions.currentCard,
    favicon: s.client.favicon,
    sounds: s.sounds,
  };
}

type OrdersView = ReturnType<typeof ordersView>;

/** Carries out the engine's orders from now on; returns the way to stop. */
export function startPageOrders(engine: Pick<EngineClient, 'mirror' | 'requestClose'>): () => void {
  let was: OrdersView | null = null;
  let stopParent = (): void => undefined;
  /** The free-spin run whose spins the game was handed (once per run). */
  let posted: number | null = null;
  const changed = (now: OrdersView, key: keyof OrdersView): boolean =>
    was === null || !Object.is(was[key], now[key]);

  const carryOut = (now: OrdersView): void => {
    // The operator's parent frame may ask to go home: the player confirms like with Close.
    if (changed(now, 'lobbyUrl')) {
      stopParent();
      stopParent = listenToParent(now.lobbyUrl, () => engine.requestClose());
    }
    if (changed(now, 'restoreQuery') && now.restoreQuery !== null) restoreQuery(now.restoreQuery);
    if (changed(now, 'gameReady') && now.gameReady) queryWorked();
    if ((changed(now, 'tokenRevoked') || changed(now, 'lobbyUrl')) && now.tokenRevoked) {
      forgetToken(now.lobbyUrl);
    }
    // The reality check needs the player: the game's auto-play stops while it shows.
    if (changed(now, 'prompt') && now.prompt === 'realityCheck') {
      postToGame({ type: 'pauseAutoPlay' });
    }
    // A card the player chose to play: the game plays its spins, posted once per run; not sent
    // (no game frame yet), it is tried again when what these orders follow next changes (the
    // game's ready among it).
    const run = now.freeSpinRun;
    const card = now.currentCard;
    if (run && !run.done && card?.itemId === run.itemId && posted !== run.id) {
      const sent = postToGame({
        type: 'useCard',
        itemId: card.itemId,
        betSize: card.betSize,
        spinCount: run.spinCount,
      });
      if (sent) posted = run.id;
    }
    // The client's icon (SPEC §6) replaces the blank one; the sounds come with the config.
    if (changed(now, 'favicon')) setFavicon(now.favicon);
    if (changed(now, 'sounds')) setSoundSources(now.sounds);
    was = now;
  };

  const { first, stop } = watchView(engine.mirror, ordersView, carryOut);
  carryOut(first);
  return () => {
    stop();
    stopParent();
  };
}
