// Test helper for the panels' component tests: English i18next as the page starts it, a fake
// engine typed as the UI's engine client, and the props the panel host hands every panel.
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import en from '../../../locales/en/translation.json';
import { initialState } from '../../../shared/engine/initial-state.ts';
import {
  WORKER_GONE,
  byKey,
  membersOf,
  type CallKey,
  type IntentKey,
} from '../../../shared/engine/boundary.ts';
import { ITEM_CATEGORY, type InventoryItem } from '../../../shared/promotions/promotion-types.ts';
import type { PanelProps, PromoFormat } from '../../../src-ui/components/panel-props.ts';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';

/**
 * Starts i18next in English from the real locale file, with the options the page starts it with
 * (src-ui/i18n/i18n.ts); resolves to its `t`.
 */
export async function startEnglish(): Promise<TFunction> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i18next.t;
}

/** The answered calls of the engine client. */
type Answered = Pick<EngineClient, CallKey>;

/**
 * A fake engine: every intent does nothing, every answered call answers as `answers` says, or
 * as the page's client answers when the worker is gone.
 */
export function fakeEngine(answers: Partial<Answered> = {}): EngineClient {
  const intents = byKey<Pick<EngineClient, IntentKey>>(membersOf('intent'), () => vi.fn());
  const calls = byKey<Answered>(membersOf('call'), (key) =>
    vi.fn(() => Promise.resolve(WORKER_GONE[key])),
  );
  return {
    ...intents,
    ...calls,
    mirror: initialState({ locale: 'en', origin: '' }),
    ...answers,
  };
}

/** Plain formatting: numbers as they are, money with a euro sign. */
const format: PromoFormat = {
  money: (amount) => `€${String(amount)}`,
  date: (ms) => new Date(ms).toISOString(),
  number: (value) => String(value),
  multiplier: (value) => `×${String(value)}`,
  gameName: (id) => `Game ${String(id)}`,
};

/** What the panel host would hand a panel, for `engine` and the promotions given. */
export function panelProps(
  engine: EngineClient,
  promotions: Partial<PanelProps['promotions']> = {},
): PanelProps {
  const { mirror } = engine;
  return {
    engine,
    promotions: { ...mirror.promotions, ...promotions },
    locale: 'en',
    gameId: null,
    disabled: false,
    format,
    assetUrl: (path) => `https://cdn.test/${path}`,
    onUseCard: (itemId) => engine.useCard(itemId),
    seats: mirror.seats,
    jackpots: mirror.jackpots,
    onLobby: null,
    hasReport: false,
  };
}

/** A free-spin game card held in the inventory (bet 1, tier 2), with what a test changes. */
export function gameCard(change: Partial<InventoryItem> = {}): InventoryItem {
  return {
    itemId: 'card-1',
    itemCategory: ITEM_CATEGORY.gameCard,
    isDisplay: false,
    betSize: 1,
    currentQuantity: 1,
    gameCount: 10,
    maxWinAmount: 500,
    gameId: 7,
    startTime: 0,
    expiryTime: null,
    isPopupMessage: false,
    cardLevel: 1,
    winAmount: 0,
    ...change,
  };
}
