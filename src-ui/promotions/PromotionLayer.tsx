// Runs on the main thread: the promotions around the game: the promo bar, the free-spin prompts,
// and the open panel (PanelHost.tsx: each panel its own lazily loaded chunk).
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCampaignDate } from '../../shared/lib/dates.ts';
import { formatMoney } from '../lib/money.ts';
import { joinUrl } from '../../shared/lib/urls.ts';
import type { CardAnswer } from '../../shared/promotions/promotion-state.ts';
import type { PromoFormat } from '../components/panel-props.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import { playQuestCardSound, unlockSound } from './sounds.ts';
import './promotions.css';
import { sameLayer } from './same-layer.ts';
import { PromoBar } from './PromoBar.tsx';
import { PanelHost } from './PanelHost.tsx';
import { FreeSpinPrompts } from './cards/FreeSpinPrompts.tsx';
import { layerView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';

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

  const assetUrl = useCallback(
    (path: string) => (assetBase === '' ? path : joinUrl(assetBase, path)),
    [assetBase],
  );

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
      <PanelHost
        open={open}
        needReload={promotions.needReload}
        onClose={close}
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
      {open === null && (
        <FreeSpinPrompts
          engine={engine}
          run={run}
          reminder={promotions.freeSpinReminder}
          money={format.money}
        />
      )}
    </>
  );
});
