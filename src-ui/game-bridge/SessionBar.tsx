// Runs on the main thread: the market's session bar over the game (the rules' sessionClock and
// netPosition, docs/regulated-markets.md): the time played and won minus staked this session,
// from the game's status (sessionBalance, totalBet) as the engine tallies it.
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../../shared/game-bridge/regulation.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import { formatMoney } from '../lib/money.ts';
import { sessionView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';

/** The time since `startedAt`, again every second while shown. */
function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : now - startedAt;
}

/** The bar, when the rules show the clock or the net position and the game is ready. */
export const SessionBar = memo(function SessionBar({
  engine,
  showSymbol,
}: {
  engine: EngineClient;
  showSymbol: boolean;
}) {
  const { t } = useTranslation();
  const view = useMirrorView(engine.mirror, sessionView);
  const elapsed = useElapsed(view.clock ? view.session.startedAt : null);
  if (!view.ready || (!view.clock && !view.net)) return null;
  const { net } = view.session;
  const amount = formatMoney(Math.abs(net), view.currency ?? '', view.locale, { showSymbol });
  return (
    <dl
      className="session-bar"
      aria-label={t('app.session.label')}
      data-reserved="top"
      data-control="sessionBar"
    >
      {view.clock && (
        <div>
          <dt>{t('app.session.time')}</dt>
          <dd data-session="clock">{clockText(elapsed)}</dd>
        </div>
      )}
      {view.net && (
        <div>
          <dt>{t('app.session.net')}</dt>
          <dd data-session="net" data-sign={net < 0 ? 'minus' : 'plus'}>
            {`${net < 0 ? '−' : '+'}${amount}`}
          </dd>
        </div>
      )}
    </dl>
  );
});
