// Runs on the main thread (inside the lazily loaded panels): a countdown on the server's clock.
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { Locale } from '../../shared/lib/constants.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { numberFormat } from '../../shared/lib/intl-cache.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';
import { type CountdownParts, type CountdownTarget, nextCountdown } from './countdown.ts';

/** Only the server's time: the countdown renders again at each 5 s tick, and for nothing else. */
const serverTimeView = (s: Snapshot<EngineState>) => ({ serverTime: s.serverTime });

/** "2 days 03:04:05", or "03:04:05" under a day, in the locale's digits. */
function countdownText(
  parts: CountdownParts,
  locale: Locale,
  days: (count: number) => string,
): string {
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = [parts.hours, parts.minutes, parts.seconds].map((n) => two.format(n)).join(':');
  return parts.days > 0 ? `${days(parts.days)} ${clock}` : clock;
}

/**
 * The time left until the first of `targets` still to come, counted on the server's clock
 * (state.serverTime, which the engine moves in 5 s ticks, SPEC §9); nothing once all have come.
 * A timer, not a live region: a screen reader reads it when the player gets to it, not every 5 s.
 */
export function Countdown({
  engine,
  targets,
  locale,
}: {
  engine: EngineClient;
  /** In time order: a campaign's start then its end, say. */
  targets: readonly CountdownTarget[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { serverTime } = useMirrorView(engine.mirror, serverTimeView);
  const next = nextCountdown(targets, serverTime);
  if (!next) return null;
  const { target, parts } = next;
  const time = countdownText(parts, locale, (count) => t('promo.countdown.days', { count }));
  return (
    <p className="promo-line promo-countdown" role="timer" data-countdown={target.kind}>
      {t(`promo.countdown.${target.kind}`, { time })}
    </p>
  );
}
