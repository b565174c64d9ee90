// Runs on the main thread (lazily loaded chunk): the jackpot winners panel: a tab per linked series
// with its pools, its latest winners and how to win it (SPEC §2 jackpot panel).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedSeries } from '../../shared/jackpots/jackpot-types.ts';
import type { PanelProps } from '../components/panel-props.ts';
import { Tabs } from '../components/Tabs.tsx';
import { PoolValues } from './JackpotHall.tsx';
import { panelSeries } from './jackpot-view.ts';

/** The how-to-win notes of every series, in the order shown. */
const NOTES = ['trigger', 'bet', 'pay'] as const;

/** The winners of the linked series played here, each with its pools and how-to-win notes. */
export function JackpotPanel({ engine, jackpots, format }: PanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const series = panelSeries(jackpots.pools);
  const [chosen, setChosen] = useState<LinkedSeries | null>(null);
  // The first series until the player picks one (and again if that one leaves the game).
  const selected = chosen !== null && series.includes(chosen) ? chosen : series[0];
  const winners = jackpots.winners[selected];
  // The panel asks for its series' winners, however it opened (the bar, the hall, a popup), and
  // again on a change of series; the list shown stays until the answer replaces it. Until the
  // engine counts that load as ended the tab is busy (aria-busy): screen readers wait, and so do
  // the screenshot tests.
  const loads = jackpots.winnersLoads[selected];
  const [asked, setAsked] = useState({ series: selected, after: loads });
  if (asked.series !== selected) setAsked({ series: selected, after: loads });
  const busy = asked.series !== selected || loads <= asked.after;
  useEffect(() => engine.loadJackpotWinners(selected), [engine, selected]);
  const pools = jackpots.pools.filter((p) => p.series === selected);
  return (
    <Tabs
      id="jackpot"
      label={t('jackpots.panel.tabsLabel')}
      tabs={series.map((key) => ({ key, label: key }))}
      selected={selected}
      onSelect={setChosen}
    >
      <div className="jackpot-tab" data-series={selected} aria-busy={busy}>
        {pools.length > 0 && (
          <>
            <h3>{t('jackpots.panel.pools')}</h3>
            <PoolValues pools={pools} money={format.money} named={false} />
          </>
        )}
        <h3 id={`${ids}-winners`}>{t('jackpots.panel.winners')}</h3>
        {winners.length === 0 ? (
          <p className="promo-empty">{t('jackpots.panel.empty')}</p>
        ) : (
          <table className="jackpot-table" aria-labelledby={`${ids}-winners`}>
            <thead>
              <tr>
                <th scope="col">{t('jackpots.panel.winner')}</th>
                <th scope="col">{t('jackpots.panel.amount')}</th>
                <th scope="col">{t('jackpots.panel.date')}</th>
              </tr>
            </thead>
            <tbody>
              {winners.map((w, i) => (
                <tr key={`${w.date}-${w.winner}-${i}`}>
                  <th scope="row">{w.winner}</th>
                  <td>
                    {format.money(w.amount)} <span className="jackpot-pool">{w.poolName}</span>
                  </td>
                  <td>{format.date(w.date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('jackpots.panel.howToWin')}</h3>
        <ul className="promo-rules">
          {NOTES.map((note) => (
            <li key={note}>{t(`jackpots.howToWin.${selected}.${note}`)}</li>
          ))}
        </ul>
        <p className="promo-note">{t('jackpots.panel.note')}</p>
      </div>
    </Tabs>
  );
}
