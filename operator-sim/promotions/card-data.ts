// Runs in Node (and in unit tests): the simulator's cards: each profile's inventory and the
// demo player's card history.
import type { InventoryItem, ItemHistoryEntry } from '../../shared/promotions/promotion-types.ts';
import { DEMO_GAME_ID } from '../game-data.ts';
import { DAY, HOUR, type PromoProfile, SIM_TICKET_EXPIRY_MS } from './profiles.ts';
import { wheelTimes } from './wheel-data.ts';

/** An item as the server sends it: a wheel ticket names no game (null, as the contract says). */
type WireItem = Omit<InventoryItem, 'gameId'> & { gameId: number | null };

function item(itemId: string, fields: Partial<WireItem>): WireItem {
  return {
    itemId,
    itemCategory: 'GAME_CARD',
    isDisplay: true,
    betSize: 1,
    currentQuantity: 1,
    gameCount: 0,
    maxWinAmount: 0,
    gameId: DEMO_GAME_ID,
    startTime: 0,
    expiryTime: null,
    isPopupMessage: false,
    cardLevel: null,
    winAmount: 0,
    ...fields,
  };
}

/** GET /inventory/v4/{accountId} for the demo: a free-game card, a due free-spin card, tickets. */
export function inventoryFor(now: number): WireItem[] {
  const ticketExpiry = wheelTimes('running', now).end + SIM_TICKET_EXPIRY_MS;
  return [
    item('card-fg-2001', {
      isDisplay: true,
      betSize: 1,
      gameCount: 5,
      maxWinAmount: 500,
      startTime: now - HOUR,
      expiryTime: now + 7 * DAY,
      cardLevel: 2,
    }),
    item('card-fs-2001', {
      isDisplay: false,
      betSize: 0.5,
      gameCount: 10,
      maxWinAmount: 200,
      startTime: now - 2 * HOUR,
      expiryTime: now + 3 * DAY,
      isPopupMessage: true,
      cardLevel: 1,
    }),
    item('ticket-1', {
      itemCategory: 'WHEEL_TICKET',
      isDisplay: false,
      betSize: 0,
      gameId: null,
      startTime: now - DAY,
      expiryTime: ticketExpiry,
    }),
    item('ticket-2', {
      itemCategory: 'WHEEL_TICKET',
      isDisplay: false,
      betSize: 0,
      currentQuantity: 2,
      gameId: null,
      startTime: now - 2 * HOUR,
      expiryTime: ticketExpiry,
    }),
  ];
}

/** How long the cards-expiring player's due free-spin card lasts after the inventory call. */
export const EXPIRING_CARD_MS = 30_000;

/**
 * GET /inventory/v4 for the cards-expiring player, at the request's time: a free-game card the
 * server still lists an hour after its expiry (the container must not offer it), the due
 * free-spin card expiring 30 s after the call, and a free-game card for next week.
 */
export function expiringInventoryFor(now: number): WireItem[] {
  return [
    item('card-lapsed-2001', {
      isDisplay: true,
      betSize: 2,
      gameCount: 5,
      maxWinAmount: 300,
      startTime: now - 2 * DAY,
      expiryTime: now - HOUR,
      cardLevel: 3,
    }),
    item('card-fs-soon', {
      isDisplay: false,
      betSize: 0.5,
      gameCount: 10,
      maxWinAmount: 200,
      startTime: now - HOUR,
      expiryTime: now + EXPIRING_CARD_MS,
      isPopupMessage: true,
      cardLevel: 1,
    }),
    item('card-fg-week', {
      isDisplay: true,
      betSize: 1,
      gameCount: 5,
      maxWinAmount: 500,
      startTime: now - HOUR,
      expiryTime: now + 7 * DAY,
      cardLevel: 2,
    }),
  ];
}

/** What the free-spins-won player's card has won on the server before (SPEC §3 win amount). */
export const SERVER_WON_SO_FAR = 12.5;

/** GET /inventory/v4 for the free-spins-won player: a 3-spin card that has won before. */
export function wonInventoryFor(now: number): WireItem[] {
  return [
    item('card-fs-won', {
      isDisplay: false,
      betSize: 1,
      gameCount: 3,
      maxWinAmount: 1_000,
      startTime: now - HOUR,
      expiryTime: now + 2 * DAY,
      isPopupMessage: true,
      cardLevel: 2,
      winAmount: SERVER_WON_SO_FAR,
    }),
  ];
}

/** GET /inventory/v4 for a profile's cards (not for 'fail', which answers HTTP 500). */
export function inventoryOf(profile: PromoProfile, recordsAt: number, now: number): WireItem[] {
  switch (profile.inventory) {
    case 'empty':
    case 'fail':
      return [];
    case 'expiring':
      return expiringInventoryFor(now);
    case 'won':
      return wonInventoryFor(now);
    case 'demo':
      return inventoryFor(recordsAt);
  }
}

/** What the used card of the demo history won (SPEC §3 win amount, on the server's books). */
export const USED_CARD_WIN = 37.25;

/** GET /inventory/v1/item-History/{accountId}: one entry per card state, newest first. */
export function itemHistoryFor(now: number): ItemHistoryEntry[] {
  const entry = (
    itemId: string,
    action: ItemHistoryEntry['action'],
    ts: number,
    gameId: number,
    winAmount: number | null = null,
  ): ItemHistoryEntry => ({ itemId, action, quantity: 1, ts, gameId, winAmount });
  return [
    entry('card-fg-2001', 'obtained', now - HOUR, 2001),
    entry('card-fs-2001', 'obtained', now - 2 * HOUR, 2001),
    entry('card-old-1026', 'restored', now - DAY, 1026),
    entry('card-old-1026', 'used', now - DAY - HOUR, 1026, USED_CARD_WIN),
    entry('card-lapsed', 'expired', now - 2 * DAY, 2003),
  ];
}
