// Runs on the main thread: the promotions around the game: the promo bar, the free-spin prompts,
// and the open panel, each panel its own lazily loaded chunk (never in the first load).
import { joinUrl } from '../../shared/lib/urls.ts';
import {
  memo,
  Component,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { cardImagePath, lowResVariant } from '../../shared/promotions/cards/card-rules.ts';
import type { Locale } from '../../shared/lib/constants.ts';
import { formatCampaignDate } from '../../shared/lib/dates.ts';
import { catalogueEntry } from '../errors/error-catalogue.ts';
import { formatMoney } from '../lib/money.ts';
import type {
  CardAnswer,
  PanelKind,
  PromotionState,
} from '../../shared/promotions/promotion-state.ts';
import type { InventoryItem } from '../../shared/promotions/promotion-types.ts';
import type { JackpotState } from '../../shared/jackpots/jackpot-state.ts';
import type { SeatState } from '../../shared/seats/seat-state.ts';
import type en from '../../locales/en/translation.json';
import { Modal } from '../components/Modal.tsx';
import { PromptDialog } from '../prompts/PromptDialog.tsx';
import { useEscape } from '../components/use-escape.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import { playQuestCardSound, unlockSound } from './sounds.ts';
import './promotions.css';
import { sameLayer } from './same-layer.ts';
import { PromoBar } from './PromoBar.tsx';
import { layerView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';

/** The promotions as the UI reads them: a read-only snapshot of the engine's mirror. */
export type PromotionsView = Snapshot<PromotionState>;
/** The seats as the UI reads them. */
export type SeatsView = Snapshot<SeatState>;
/** The jackpots as the UI reads them. */
export type JackpotsView = Snapshot<JackpotState>;

/**
 * The props App passes: the engine and the query flags. What the mirror holds (the promotions,
 * seats, pools, money and game) the layer follows itself (`layerView`).
 */
export interface PromotionLayerProps {
  engine: EngineClient;
  /** False when the query says isShowDollarSign=false. */
  showSymbol: boolean;
  /** The query's mute, or the game's sound off: no sound at all. */
  muted: boolean;
  /** Leaves for the operator lobby (the seat lobby's return); null when there is none. */
  onLobby: (() => void) | null;
}

/** Formatting every panel shares, bound to the locale, currency and display zone. */
export interface PromoFormat {
  money: (amount: number) => string;
  /** Date and time in the zone given, else the promotions' displayTimeZone. */
  date: (ms: number, zone?: string) => string;
  number: (value: number) => string;
  multiplier: (value: number) => string;
  /** The game's name, or "Game {{id}}" when it is not in the game list. */
  gameName: (gameId: number) => string;
}

/** What every panel receives. */
export interface PanelProps {
  engine: EngineClient;
  promotions: PromotionsView;
  locale: Locale;
  gameId: number | null;
  disabled: boolean;
  format: PromoFormat;
  /** The full URL of a card image path (cards/...). */
  assetUrl: (path: string) => string;
  /** Uses a card: plays the quest-card sound and shows the success notice when it worked. */
  onUseCard: (itemId: string) => Promise<CardAnswer>;
  seats: SeatsView;
  jackpots: JackpotsView;
  /** Leaves for the operator lobby; null when there is none. */
  onLobby: (() => void) | null;
  /** The operator's report page exists (the wheel links to it). */
  hasReport: boolean;
}

type ErrorKey = `errors.${keyof typeof en.errors}`;

/** The text of a refused card use: 227 and any other code through the error catalogue. */
function cardErrorText(t: TFunction, code: string): string {
  return t(catalogueEntry(code).messageKey as ErrorKey);
}

type PanelModule = { default: ComponentType<PanelProps> };
type LazyPanels = Record<PanelKind, LazyExoticComponent<ComponentType<PanelProps>>>;

// One dynamic import per panel, so each one is its own chunk.
const LOADERS: Record<PanelKind, () => Promise<PanelModule>> = {
  quest: () => import('./quests/QuestPanel.tsx').then((m) => ({ default: m.QuestPanel })),
  freeSpin: () => import('./cards/FreeSpinPanel.tsx').then((m) => ({ default: m.FreeSpinPanel })),
  campaign: () =>
    import('./campaigns/CampaignPanel.tsx').then((m) => ({ default: m.CampaignPanel })),
  wheel: () => import('./wheel/WheelPanel.tsx').then((m) => ({ default: m.WheelPanel })),
  leaderboard: () =>
    import('./leaderboards/LeaderboardPanel.tsx').then((m) => ({ default: m.LeaderboardPanel })),
  seat: () => import('../seats/SeatPanel.tsx').then((m) => ({ default: m.SeatPanel })),
  jackpot: () => import('../jackpots/JackpotPanel.tsx').then((m) => ({ default: m.JackpotPanel })),
};

/** Fresh lazy components: a chunk that failed to load is fetched again after a retry. */
function lazyPanels(): LazyPanels {
  return {
    quest: lazy(LOADERS.quest),
    freeSpin: lazy(LOADERS.freeSpin),
    campaign: lazy(LOADERS.campaign),
    wheel: lazy(LOADERS.wheel),
    leaderboard: lazy(LOADERS.leaderboard),
    seat: lazy(LOADERS.seat),
    jackpot: lazy(LOADERS.jackpot),
  };
}

/** How long the "card activated" notice stays. */
const NOTICE_MS = 4_000;

/**
 * The promotions layer over the game: bar, prompts, notices and the open panel. It follows its
 * own part of the mirror, and a spin or new pool values render nothing here unless a panel shows
 * them (same-layer.ts): the bar follows the spin on its own.
 */
export const PromotionLayer = memo(function PromotionLayer({
  engine,
  showSymbol,
  muted,
  onLobby,
}: PromotionLayerProps) {
  const { promotions, seats, jackpots, disabled, locale, currency, gameId, games, hasReport } =
    useMirrorView(engine.mirror, layerView, sameLayer);
  const { assetBase } = promotions;
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const [panels, setPanels] = useState<LazyPanels>(lazyPanels);
  const zone = promotions.displayTimeZone;

  const format = useMemo<PromoFormat>(() => {
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const names = new Map(games.map((g) => [g.gameId, g.name]));
    return {
      money: (amount) => formatMoney(amount, currency ?? '', locale, { showSymbol }),
      date: (ms, at) => formatCampaignDate(ms, locale, at ?? zone),
      number: (value) => numbers.format(value),
      // The × sign is the same in every language; only the number is localised.
      multiplier: (value) => `×${numbers.format(value)}`,
      gameName: (id) => names.get(id) ?? t('promo.games.unknown', { id }),
    };
  }, [locale, currency, showSymbol, zone, games, t]);

  const assetUrl = useCallback((path: string) => joinUrl(assetBase, path), [assetBase]);

  const onUseCard = useCallback(
    async (itemId: string): Promise<CardAnswer> => {
      // Called in the click, before the await: the sound may then play when the answer comes.
      unlockSound(muted);
      const answer = await engine.useCard(itemId);
      if (answer.ok) {
        playQuestCardSound(muted);
        setNotice(t('promo.cardActivated'));
      }
      return answer;
    },
    [engine, muted, t],
  );

  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const close = useCallback(() => engine.closePanel(), [engine]);
  const open = promotions.panel;
  const run = promotions.freeSpinRun;
  const Panel = open ? panels[open] : null;

  let overlay: ReactNode = null;
  if (open && Panel) {
    overlay = (
      <PanelFrame kind={open} onClose={close} needReload={promotions.needReload}>
        <PanelBoundary
          message={t('promo.panel.loadFailed')}
          retryLabel={t('promo.panel.retry')}
          onRetry={() => setPanels(lazyPanels())}
        >
          <Suspense fallback={<PanelSpinner />}>
            <Panel
              engine={engine}
              promotions={promotions}
              locale={locale}
              gameId={gameId}
              disabled={disabled}
              format={format}
              assetUrl={assetUrl}
              onUseCard={onUseCard}
              seats={seats}
              jackpots={jackpots}
              onLobby={onLobby}
              hasReport={hasReport}
            />
          </Suspense>
        </PanelBoundary>
      </PanelFrame>
    );
  } else if (run?.done) {
    overlay = (
      <PromptDialog
        id="free-spin-done"
        data={{ 'data-promo-prompt': 'free-spin-done' }}
        title={t('promo.freeSpinDone.title')}
        buttons={[{ label: t('buttons.ok'), onClick: () => engine.dismissFreeSpinResult() }]}
        onEscape={() => engine.dismissFreeSpinResult()}
      >
        <p>{t('promo.freeSpinDone.body', { amount: format.money(run.winAmount) })}</p>
        {run.balance !== null && (
          <p data-promo-balance>
            {t('promo.freeSpinDone.balance', { amount: format.money(run.balance) })}
          </p>
        )}
      </PromptDialog>
    );
  } else if (promotions.freeSpinReminder) {
    overlay = (
      <PromptDialog
        id="free-spin-reminder"
        data={{ 'data-promo-prompt': 'free-spin-reminder' }}
        title={t('promo.reminder.title')}
        buttons={[
          {
            label: t('promo.reminder.viewNow'),
            onClick: () => engine.answerFreeSpinReminder(true),
          },
          { label: t('promo.reminder.later'), onClick: () => engine.answerFreeSpinReminder(false) },
        ]}
        onEscape={() => engine.answerFreeSpinReminder(false)}
      >
        <p>{t('promo.reminder.body')}</p>
      </PromptDialog>
    );
  }

  return (
    <>
      <PromoBar engine={engine} promotions={promotions} seats={seats} jackpots={jackpots} />
      <div className="promo-status" role="status" aria-live="polite">
        {run && !run.done && (
          <p className="promo-chip">
            {t('promo.freeSpinRunning', { played: run.played, total: run.spinCount })}
          </p>
        )}
        {notice !== null && <p className="promo-chip">{notice}</p>}
      </div>
      {overlay}
    </>
  );
});

/** A modal panel: title, visible Close, Escape closes, focus trapped and given back. */
function PanelFrame({
  kind,
  onClose,
  needReload,
  children,
}: {
  kind: PanelKind;
  onClose: () => void;
  needReload: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEscape(onClose);
  const titleId = `promo-${kind}-title`;
  const bodyId = `promo-${kind}-description`;
  return (
    <Modal
      role="dialog"
      titleId={titleId}
      bodyId={bodyId}
      data={{ 'data-panel': kind }}
      focusKey={kind}
    >
      <div className="promo-panel-head">
        <h2 id={titleId}>{t(`promo.panels.${kind}.title`)}</h2>
        <button type="button" className="promo-close" onClick={onClose}>
          {t('promo.panel.close')}
        </button>
      </div>
      <p id={bodyId} className="promo-panel-description">
        {t(`promo.panels.${kind}.description`)}
      </p>
      {needReload && (
        <div className="promo-alert" role="alert">
          <p>{t('promo.panel.needReload')}</p>
          <button type="button" className="promo-action" onClick={() => location.reload()}>
            {t('buttons.reload')}
          </button>
        </div>
      )}
      <div className="promo-panel-body">{children}</div>
    </Modal>
  );
}

/** The spinner shown while a panel's chunk loads. */
function PanelSpinner() {
  const { t } = useTranslation();
  return (
    <div className="promo-loading" role="status">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

/** Catches a chunk that failed to load (slow or lost network) and offers a retry. */
class PanelBoundary extends Component<
  { message: string; retryLabel: string; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="promo-alert" role="alert">
        <p>{this.props.message}</p>
        <button
          type="button"
          className="promo-action"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

/** One tab of a Tabs list. */
export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs as WAI-ARIA describes them: a tablist of tabs with aria-selected and a roving tabindex
 * (arrows, Home and End move between tabs), and one tabpanel for the selected tab.
 */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K): string => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.key))}`)?.focus();
  };
  return (
    <div className="promo-tabs">
      <div
        ref={list}
        className="promo-tablist"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            aria-controls={tab.key === selected ? panelId : undefined}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        className="promo-tabpanel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

/** Image size of a card, in CSS pixels (5:7, as playing cards). */
const CARD_WIDTH = 72;
const CARD_HEIGHT = 100;

/**
 * An image that loads its `_s` low-resolution variant first (lazy), then the full one once the
 * small one is in; when an image fails, the next source is tried; when all fail, a plain shape
 * that still says what it is (SPEC §9: images lazy-load with a progressive `_s` variant).
 */
export function ProgressiveImage({
  full,
  fallback,
  alt,
  width,
  height,
  className,
}: {
  full: string;
  /** Tried after the full image fails (the generic card). */
  fallback?: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}) {
  const sources = useMemo(
    () => [...new Set([lowResVariant(full), full, ...(fallback ? [fallback] : [])])],
    [full, fallback],
  );
  const [step, setStep] = useState(0);
  const [shownFor, setShownFor] = useState(sources);
  // A new image restarts from its low-resolution variant.
  if (shownFor !== sources) {
    setShownFor(sources);
    setStep(0);
  }
  const src = sources[step];
  const fullAt = sources.indexOf(full);
  if (src === undefined) {
    return (
      <span
        className={`${className} image-missing`}
        role="img"
        aria-label={alt}
        style={{ width, height }}
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      // The small image is in: ask for the full one. The browser keeps the small one on screen
      // until the full one is available, so nothing blinks.
      onLoad={() => {
        if (step < fullAt) setStep(fullAt);
      }}
      onError={() => setStep(step + 1)}
    />
  );
}

/** A card image: low resolution first, then full, then the generic card of its language. */
export function CardImage({
  card,
  locale,
  alt,
  assetUrl,
}: {
  card: Pick<InventoryItem, 'betSize' | 'cardLevel'>;
  locale: Locale;
  alt: string;
  assetUrl: (path: string) => string;
}) {
  return (
    <ProgressiveImage
      full={assetUrl(cardImagePath(card, locale))}
      fallback={assetUrl(cardImagePath({ betSize: 0, cardLevel: null }, locale))}
      alt={alt}
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      className="promo-card-image"
    />
  );
}

/** A card's way to be played: why not in this game, a refusal (227), and its button. */
export function CardAction({
  gameName,
  otherGame,
  error,
  disabled,
  titleId,
  label,
  onClick,
}: {
  gameName: string;
  otherGame: boolean;
  /** The refusal code of the last try, '' for none. */
  error: string;
  disabled: boolean;
  /** The card title's id: the button is described by it. */
  titleId: string;
  label: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <>
      {otherGame && (
        <p id={reasonId} className="promo-line promo-muted">
          {t('promo.inventory.otherGame', { game: gameName })}
        </p>
      )}
      {error !== '' && (
        <p className="promo-error" role="alert">
          {cardErrorText(t, error)}
        </p>
      )}
      <button
        type="button"
        className="promo-action"
        disabled={disabled || otherGame}
        aria-describedby={otherGame ? `${titleId} ${reasonId}` : titleId}
        onClick={onClick}
      >
        {label}
      </button>
    </>
  );
}

/** Playing a card from a list: which one is being sent, and each card's last refusal. */
export function useCardUse(onUseCard: PanelProps['onUseCard']) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const use = async (itemId: string): Promise<void> => {
    setBusy(itemId);
    setErrors((e) => ({ ...e, [itemId]: '' }));
    const answer = await onUseCard(itemId);
    setBusy(null);
    if (!answer.ok) setErrors((e) => ({ ...e, [itemId]: answer.code }));
  };
  return { busy: busy !== null, errorOf: (itemId: string) => errors[itemId] ?? '', use };
}
