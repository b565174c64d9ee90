// Shared by the UI and the worker: dates shown in a campaign's displayTimeZone (SPEC §3 wheel info).
import type { Locale } from './constants.ts';
import { dateTimeFormat } from './intl-cache.ts';

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats server time (ms since epoch) in the campaign's zone; an unknown or missing zone
 * falls back to UTC and says so, so a player never reads a time in the wrong zone unlabelled.
 */
export function formatCampaignDate(
  ms: number,
  locale: Locale,
  displayTimeZone: string | null | undefined,
): string {
  if (!Number.isFinite(ms)) return '—';
  const zone = displayTimeZone && isTimeZone(displayTimeZone) ? displayTimeZone : 'UTC';
  return dateTimeFormat(locale, {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(ms))
    .map((p) => p.value)
    .join('')
    .concat(zone === displayTimeZone ? '' : ' UTC');
}
