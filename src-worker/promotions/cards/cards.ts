// Runs in the worker (and in Node): the game cards in the running engine (SPEC §4, §5): the card
// state machine of card-rules.ts over the server's inventory, removal on expiry at the server's
// time (also while a panel shows the card), the due card, the free-spin offers and their runs.
import { dequal } from 'dequal/lite';
import { CARD_RULE_VIOLATION } from '../../../shared/promotions/cards/card-codes.ts';
import {
  type CardState,
  cardStateOf,
  dueCard,
  isCardUsable,
  isGameCard,
  reduceCard,
} from '../../../shared/promotions/cards/card-rules.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import type { CardAnswer, PromotionState } from '../../../shared/promotions/promotion-state.ts';
import type {
  InventoryItem,
  ItemHistoryEntry,
} from '../../../shared/promotions/cards/card-schema.ts';
import type { EnginePorts } from '../../lib/ports.ts';
import type { RoundGate } from '../../lib/round-gate.ts';
import { freeSpinOffers } from './card-offers.ts';

/**
 * The soonest a card check runs again. The server clock moves in 5 s ticks, so a check that
 * fires before the tick that passes the card's time finds nothing yet and waits this long.
 */
export const MIN_CARD_CHECK_MS = 1_000;

/** The latest a card check runs: longer timers overflow (2^31 ms), and the clock may be reset. */
export const MAX_CARD_CHECK_MS = 3_600_000;

/** What the cards need from the rest of the promotions. */
export interface CardDeps {
  /** The server's time (ms since epoch), else the engine's. */
  now(): number;
  /** Closes the open panel the way the player would (the next popup follows). */
  closePanel(): void;
  /** Reads the inventory and the item history again (after a card's spins are done). */
  reload(): void;
  /** The round in play: the new-offers reminder waits for the game to be idle. */
  round: RoundGate;
}

/** The cards' part of the promotions. */
export interface CardService {
  /** The server's inventory: expired cards leave it, each with an "expired" message. */
  setInventory(items: InventoryItem[]): void;
  /** The server's item history, with the expiries this engine saw that it does not list yet. */
  setHistory(entries: ItemHistoryEntry[]): void;
  /** Free-spin offers the player can play now: the free-spin popup needs one (SPEC §4). */
  offerCount(): number;
  /** The game is ready: SPEC §4's due card becomes the current card unless one already is. */
  gameReady(gameId: number): void;
  /** Another game: its card goes, and a run not done is restored (SPEC §4). */
  gameChanged(): void;
  /**
   * The game's frame loaded again (a change of seat, a reload of its own): a run it had not
   * finished ends unsettled and its card is restored, to be played again (SPEC §4).
   */
  frameRestarted(): void;
  /** Plays a card in this game; a card against the rules (SPEC §5) answers 227. */
  use(itemId: string, gameId: number | null): CardAnswer;
  /** The game's report of the card's spins; done adds the winnings to the balance (SPEC §4). */
  progress(itemId: string, played: number, winAmount: number, done: boolean): void;
  /** The player closed the completion message. */
  dismissResult(): void;
  /** The player answered the new-offers reminder. */
  answerReminder(viewNow: boolean): void;
  dispose(): void;
}

/** Cents: a balance summed from float winnings must not show 0.30000000000000004. */
const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** Creates the cards over the promotions state; `state.user` holds the balance. */
export function createCards(
  ports: EnginePorts,
  state: EngineState,
  promo: PromotionState,
  deps: CardDeps,
): CardService {
  /** Each game card's lifecycle, by item id, as the engine has seen it. */
  const book = new Map<string, CardState>();
  /** Expiries this engine recorded; the server's history may list them later. */
  const expiries: ItemHistoryEntry[] = [];
  let serverHistory: ItemHistoryEntry[] = [];
  let readyFor: number | null = null;
  let runs = 0;
  let timer: unknown = null;

  const set = <K extends keyof PromotionState>(key: K, value: PromotionState[K]): void => {
    if (!dequal(promo[key], value)) promo[key] = value;
  };

  // The reminder never lands on a round in play: one due meanwhile shows once the game is idle.
  let reminderHeld = false;
  const remind = (): void => {
    reminderHeld = deps.round.inPlay();
    if (!reminderHeld) promo.freeSpinReminder = true;
  };
  const stopIdle = deps.round.onIdle(() => {
    if (reminderHeld) remind();
  });

  const inPlay = (itemId: string): boolean => {
    const run = promo.freeSpinRun;
    return run !== null && !run.done && run.itemId === itemId;
  };

  const refreshOffers = (): void => {
    set('freeSpinOffers', freeSpinOffers(promo.inventory, deps.now(), promo.freeSpinRun));
  };

  const showHistory = (): void => {
    const listed = new Set(serverHistory.map((e) => `${e.itemId}:${e.action}`));
    const own = expiries.filter((e) => !listed.has(`${e.itemId}:${e.action}`));
    set(
      'history',
      [...own, ...serverHistory].sort((a, b) => b.ts - a.ts),
    );
  };

  /** The card's state after the server's new count: more cards are obtained, fewer settled. */
  const track = (before: CardState | undefined, item: InventoryItem, now: number): CardState => {
    const renewed = item.expiryTime === null || now < item.expiryTime;
    if (before === undefined || (before.status === 'expired' && renewed)) {
      return cardStateOf(item);
    }
    // The server counts a card in play as held until its spins are settled.
    const held = before.currentQuantity + before.inUse;
    const extra = Math.floor(item.currentQuantity) - held;
    const fields = { expiryTime: item.expiryTime, betSize: item.betSize };
    if (extra > 0) {
      const step = reduceCard(before, { type: 'obtain', quantity: extra });
      if (step.ok) return { ...step.state, ...fields };
    }
    // Fewer than we thought: the server settled or took back a card; its count is the truth.
    const left = Math.max(0, Math.floor(item.currentQuantity) - before.inUse);
    return { ...before, ...fields, currentQuantity: left };
  };

  /** Checks the cards again at the next start or expiry time, on the server's clock. */
  const schedule = (items: readonly InventoryItem[], now: number): void => {
    if (timer !== null) ports.clock.clearTimeout(timer);
    timer = null;
    let next = Number.POSITIVE_INFINITY;
    for (const item of items) {
      if (!isGameCard(item)) continue;
      for (const at of [item.startTime, item.expiryTime]) {
        if (at !== null && at > now && at < next) next = at;
      }
    }
    if (next === Number.POSITIVE_INFINITY) return;
    const wait = Math.min(MAX_CARD_CHECK_MS, Math.max(MIN_CARD_CHECK_MS, next - now));
    timer = ports.clock.setTimeout(() => {
      timer = null;
      setInventory(promo.inventory.map((item) => ({ ...item })));
    }, wait);
  };

  /**
   * SPEC §4 "restored": a run that ends without its spins being settled gives its card back, so
   * the inventory's next count (the server's less the cards in play) still holds it.
   */
  const restoreRun = (): void => {
    const run = promo.freeSpinRun;
    if (run === null || run.done) return;
    const card = book.get(run.itemId);
    const restored = card ? reduceCard(card, { type: 'restore' }) : null;
    if (restored?.ok) book.set(run.itemId, restored.state);
    promo.freeSpinRun = null;
    promo.currentCard = null;
    refreshOffers();
  };

  const setInventory = (items: InventoryItem[]): void => {
    const now = deps.now();
    const known = new Set(promo.freeSpinOffers.map((o) => o.offerId));
    const visible: InventoryItem[] = [];
    const seen = new Set<string>();
    let expired = false;
    for (const item of items) {
      if (!isGameCard(item)) {
        visible.push(item);
        continue;
      }
      seen.add(item.itemId);
      let card = track(book.get(item.itemId), item, now);
      if (card.status !== 'expired' && item.expiryTime !== null && now >= item.expiryTime) {
        // SPEC §4: removed on expiry without redemption; the messages tab says so.
        if (card.currentQuantity > 0) {
          expiries.push({
            itemId: item.itemId,
            action: 'expired',
            quantity: card.currentQuantity,
            ts: item.expiryTime,
            gameId: item.gameId,
            winAmount: null,
          });
          expired = true;
        }
        card = reduceCard(card, { type: 'expire' }).state;
      }
      book.set(item.itemId, card);
      if (card.status !== 'expired') visible.push(item);
    }
    // An item the server no longer lists is used up or withdrawn: a new one starts afresh.
    for (const id of [...book.keys()]) if (!seen.has(id)) book.delete(id);
    set('inventory', visible);
    refreshOffers();
    if (expired) showHistory();
    const current = promo.currentCard;
    if (current !== null && !inPlay(current.itemId)) {
      const still = visible.find((i) => i.itemId === current.itemId);
      // A current card that expired gives way to the next due one (or none).
      if (still === undefined || !isCardUsable(still, now)) {
        promo.currentCard = readyFor === null ? null : dueCard(visible, readyFor, now);
      }
    }
    // New offers while playing (a reward, or a card whose start time came): the reminder asks
    // whether to view them now (SPEC §2).
    const fresh = promo.freeSpinOffers.some((o) => !known.has(o.offerId));
    if (state.gameReady && promo.loaded && fresh) remind();
    schedule(visible, now);
  };

  return {
    setInventory,
    setHistory(entries) {
      serverHistory = entries;
      showHistory();
    },
    offerCount: () => promo.freeSpinOffers.length,
    gameReady(gameId) {
      readyFor = gameId;
      promo.currentCard ??= dueCard(promo.inventory, gameId, deps.now());
    },
    gameChanged() {
      restoreRun();
      readyFor = null;
      promo.currentCard = null;
      promo.freeSpinRun = null;
      refreshOffers();
    },
    frameRestarted: restoreRun,
    use(itemId, gameId) {
      const item = promo.inventory.find((i) => i.itemId === itemId);
      const now = deps.now();
      // SPEC §5: a card used against its rules is error 227; one card plays at a time.
      const playing = promo.freeSpinRun !== null && !promo.freeSpinRun.done;
      if (playing || !item || !isGameCard(item) || item.gameId !== gameId) {
        return { ok: false, code: CARD_RULE_VIOLATION };
      }
      const step = reduceCard(book.get(itemId) ?? cardStateOf(item), {
        type: 'use',
        betSize: item.betSize,
        now,
      });
      if (!step.ok) return { ok: false, code: step.code };
      // The reducer checks the count and the expiry; the start time is the inventory's rule.
      if (!isCardUsable(item, now)) return { ok: false, code: CARD_RULE_VIOLATION };
      book.set(itemId, step.state);
      const card = { ...item, usageQuantity: 1 };
      promo.currentCard = card;
      runs += 1;
      promo.freeSpinRun = {
        id: runs,
        itemId,
        spinCount: item.gameCount,
        played: 0,
        winAmount: 0,
        done: false,
        balance: null,
      };
      deps.closePanel();
      return { ok: true, card };
    },
    progress(itemId, played, winAmount, done) {
      const run = promo.freeSpinRun;
      if (!run || run.itemId !== itemId || run.done) return;
      // A card's winnings never exceed its maximum (SPEC §3 maxWinAmount; 0 means no cap).
      const cap = promo.currentCard?.maxWinAmount ?? 0;
      run.played = Math.min(played, run.spinCount);
      run.winAmount = cap > 0 ? Math.min(winAmount, cap) : winAmount;
      if (!done) {
        refreshOffers();
        return;
      }
      run.done = true;
      promo.currentCard = null;
      const card = book.get(itemId);
      const settled = card ? reduceCard(card, { type: 'settle' }) : null;
      if (card && settled?.ok) book.set(itemId, settled.state);
      // SPEC §4: free spins complete with their winnings added to the balance, shown to the
      // player in the completion message.
      if (state.user) {
        state.user.balance = cents(state.user.balance + run.winAmount);
        run.balance = state.user.balance;
      }
      setInventory(
        promo.inventory
          .map((i) => (i.itemId === itemId ? { ...i, currentQuantity: i.currentQuantity - 1 } : i))
          .filter((i) => i.currentQuantity > 0),
      );
      deps.reload();
    },
    dismissResult() {
      promo.freeSpinRun = null;
    },
    answerReminder(viewNow) {
      promo.freeSpinReminder = false;
      if (viewNow) promo.panel = 'freeSpin';
    },
    dispose() {
      stopIdle();
      if (timer !== null) ports.clock.clearTimeout(timer);
      timer = null;
    },
  };
}
