// Runs on the main thread (first load: keep it small): the jackpot hall over the game: live pool
// values, the winners button and the hit notices.
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money.ts';
import { CountUp } from '../components/CountUp.tsx';
import { LineIcon } from '../components/LineIcon.tsx';
import type { EngineClient } from '../engine/engine-client.ts';
import type { JackpotsView } from '../components/panel-props.ts';
import { disabledView, hallView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';
import { poolsBySeries, topPool } from './jackpot-view.ts';
import './jackpots.css';

/**
 * The props App passes: the engine and the query's flag. The pools, the layout and the money
 * the hall follows itself (`hallView`), and its winners button the disabled state.
 */
export interface JackpotHallProps {
  engine: EngineClient;
  /** False when the query says isShowDollarSign=false. */
  showSymbol?: boolean;
}

/** A game's y for a 44 px button, kept on a short screen (a phone held sideways). */
const onScreen = (y: number): string => `min(${String(y)}px, calc(100% - 48px))`;

/**
 * Pools, the winners button and the hit notice; nothing when there are no pools and no notice.
 * It renders with the pools and the notices, and nothing else of the page renders for them; a
 * spin renders only the winners button (disabled while spinning).
 */
export const JackpotHall = memo(function JackpotHall({
  engine,
  showSymbol = true,
}: JackpotHallProps) {
  const { jackpots, layout, currency, locale } = useMirrorView(engine.mirror, hallView);
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pools, notice } = jackpots;
  const top = topPool(pools);
  if (top === null && notice === null) return null;
  const money = (amount: number): string =>
    formatMoney(amount, currency ?? '', locale, { showSymbol });
  return (
    <div data-jackpot-hall="">
      {top && (
        <>
          <div className="jackpot-hall" style={{ top: onScreen(layout.jackpotHallY) }}>
            <button
              type="button"
              className="jackpot-hall-button"
              data-reserved="left"
              data-control="jackpotHall"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => setOpen(!open)}
            >
              <span className="jackpot-hall-caption">{t('jackpots.hall.top')}</span>{' '}
              <CountUp className="jackpot-hall-value" value={top.value} format={money} />
            </button>
            {open && (
              <div
                id={listId}
                className="jackpot-pools"
                role="region"
                aria-label={t('jackpots.hall.pools')}
                tabIndex={0}
              >
                <PoolValues pools={pools} money={money} />
              </div>
            )}
          </div>
          <WinnersButton engine={engine} y={layout.jackpotHistoryY} />
        </>
      )}
      {/* Never in the way of the game: clicks go through, and it leaves the bottom free. */}
      <div className="jackpot-toast-region" role="status" aria-live="polite">
        {notice && (
          <p
            className="jackpot-toast"
            key={`${notice.recordTime}-${notice.typeName}-${notice.poolName}-${notice.username}`}
            data-jackpot-notice=""
          >
            <strong>{t('jackpots.notice.title')}</strong>{' '}
            <span className="jackpot-toast-amount">{money(notice.hitValue)}</span>{' '}
            {t('jackpots.notice.body', {
              winner: notice.username,
              pool: notice.poolName,
              group: notice.groupName,
            })}
          </p>
        )}
      </div>
    </div>
  );
});

/** The winners button's icon: one element, so a spin that disables the button leaves it be. */
const HISTORY_ICON = (
  <LineIcon>
    <path d="M4 12a8 8 0 1 0 2.3-5.7L4 8.6M4 4v4.6h4.6M12 8v4l3 2" />
  </LineIcon>
);

/**
 * Opens the winners panel. It follows the disabled state itself (disabled while spinning, like
 * the bar), so a spin renders this button and not the hall with its pools and notice.
 */
const WinnersButton = memo(function WinnersButton({
  engine,
  y,
}: {
  engine: EngineClient;
  y: number;
}) {
  const { t } = useTranslation();
  const { disabled } = useMirrorView(engine.mirror, disabledView);
  return (
    <button
      type="button"
      className="jackpot-history"
      data-reserved="left"
      data-control="jackpotHistory"
      style={{ top: onScreen(y) }}
      aria-label={t('jackpots.hall.history')}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={() => engine.openPanel('jackpot')}
    >
      {HISTORY_ICON}
    </button>
  );
});

/**
 * Each series' pools with their values, series by series (the hall and the winners panel); a
 * value that grows while shown counts up to its new amount.
 */
export function PoolValues({
  pools,
  money,
  named = true,
}: {
  pools: JackpotsView['pools'];
  money: (amount: number) => string;
  /** False where the series is named already (the panel's tab). */
  named?: boolean;
}) {
  return poolsBySeries(pools).map(({ series, pools: list }) => (
    <div key={series} className="jackpot-series" data-series={series}>
      {named && <p className="jackpot-series-name">{series}</p>}
      <dl className="jackpot-values">
        {list.map((pool) => (
          <div key={pool.poolId}>
            <dt>{pool.poolName}</dt>
            <dd>
              <CountUp value={pool.value} format={money} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  ));
}
