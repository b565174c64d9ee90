// Runs on the main thread (inside the lazily loaded panels): what counts down on the server's
// clock (SPEC §9: it counts down in 5 s ticks) and how long is left.
import type { CampaignCycle, WheelInfo } from '../../shared/promotions/promotion-types.ts';
import { TICKET_EXPIRY_MS } from '../../shared/promotions/wheel/wheel-rules.ts';

/** Time left, split as a countdown shows it. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The countdown texts (promo.countdown.*) that take the time left as {{time}}. */
export type CountdownKind =
  'questRefresh' | 'roundStarts' | 'roundEnds' | 'wheelStarts' | 'wheelEnds' | 'ticketsExpire';

/** What a countdown counts down to: its text and the instant (ms since epoch). */
export interface CountdownTarget {
  kind: CountdownKind;
  end: number;
}

/** Time from `now` to `end` in whole seconds; null when either is unknown or `end` has come. */
export function countdownParts(end: number | null, now: number | null): CountdownParts | null {
  if (end === null || now === null || !Number.isFinite(end) || !Number.isFinite(now)) return null;
  const left = Math.ceil((end - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3_600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
  };
}

/**
 * The first of `targets` (in time order) still to come at `now`, with the time left to it; null
 * when all have come or the time is unknown.
 */
export function nextCountdown(
  targets: readonly CountdownTarget[],
  now: number | null,
): { target: CountdownTarget; parts: CountdownParts } | null {
  for (const target of targets) {
    const parts = countdownParts(target.end, now);
    if (parts) return { target, parts };
  }
  return null;
}

/** A campaign round counts down to its start while it is to come, then to its end. */
export function roundTargets(cycle: CampaignCycle): CountdownTarget[] {
  return [
    { kind: 'roundStarts', end: cycle.startTime },
    { kind: 'roundEnds', end: cycle.endTime },
  ];
}

/** The wheel counts down to its opening, then its end, then its tickets' expiry (48 h on). */
export function wheelTargets(
  info: Pick<WheelInfo, 'campaignStartTime' | 'campaignEndTime'>,
): CountdownTarget[] {
  return [
    { kind: 'wheelStarts', end: info.campaignStartTime },
    { kind: 'wheelEnds', end: info.campaignEndTime },
    { kind: 'ticketsExpire', end: info.campaignEndTime + TICKET_EXPIRY_MS },
  ];
}
