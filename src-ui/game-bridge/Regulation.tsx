// Runs on the main thread: a regulated market's part of the page (docs/regulated-markets.md), a
// lazy chunk App loads only under rules other than today's. It carries the engine's orders to
// the game (rule-guard.ts: setTurbo(false), pauseAutoPlay), shows the session bar (the rules'
// sessionClock and netPosition): the time played and won minus staked this session, from the
// game's status (sessionBalance, totalBet) as the engine tallies it, and the one-game notice.
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { formatMoney } from '../lib/money.ts';
import { postToGame } from './game-channel.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import type { Snapshot } from 'valtio';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';
import { OneGameNotice } from './OneGameNotice.tsx';
import type { PromptDialog } from '../prompts/PromptDialog.tsx';

/** What the bar shows: whether the rules show it, and the session's figures. */
function sessionView(s: Snapshot<EngineState>) {
  return {
    clock: s.rules.sessionClock,
    net: s.rules.netPosition,
    session: s.regulation.session,
    ready: s.gameReady && s.phase === 'ready',
    locale: s.locale,
    currency: s.user?.currency ?? null,
  };
}

/** The engine's orders to the game: counters, each rise one message. */
const ordersView = (s: Snapshot<EngineState>) => ({
  turboOff: s.regulation.turboOff,
  pause: s.regulation.pauseAutoPlay,
});

/** The time played as h:mm:ss (m:ss under an hour): digits every language reads. */
function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number): string => String(n).padStart(2, '0');
  const [h, m] = [Math.floor(s / 3600), Math.floor(s / 60) % 60];
  return h > 0 ? `${String(h)}:${two(m)}:${two(s % 60)}` : `${String(m)}:${two(s % 60)}`;
}

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

/**
 * The bar, when the rules show the clock or the net position and the game is ready. A lazy
 * chunk: the page hands it its money format (formatMoney), which so stays in the page's chunk.
 */
const SessionBar = memo(function SessionBar({
  engine,
  money,
  showSymbol,
}: {
  engine: EngineClient;
  money: typeof formatMoney;
  showSymbol: boolean;
}) {
  const { t } = useTranslation();
  const view = useMirrorView(engine.mirror, sessionView);
  const elapsed = useElapsed(view.clock ? view.session.startedAt : null);
  if (!view.ready || (!view.clock && !view.net)) return null;
  const { net } = view.session;
  const amount = money(Math.abs(net), view.currency ?? '', view.locale, { showSymbol });
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

/** The page's part of the market's rules: the orders carried out, the bar, one game at a time. */
export default function Regulation({
  Dialog,
  ...props
}: {
  engine: EngineClient;
  money: typeof formatMoney;
  showSymbol: boolean;
  /** The page's prompt dialog, for the one-game notice (it stays in the page's chunk). */
  Dialog: typeof PromptDialog;
}) {
  const { turboOff, pause } = useMirrorView(props.engine.mirror, ordersView);
  useEffect(() => {
    if (pause > 0) postToGame({ type: 'pauseAutoPlay' });
  }, [pause]);
  useEffect(() => {
    if (turboOff > 0) postToGame({ type: 'setTurbo', on: false });
  }, [turboOff]);
  return (
    <>
      <SessionBar {...props} />
      <OneGameNotice engine={props.engine} Dialog={Dialog} />
    </>
  );
}
