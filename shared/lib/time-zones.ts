// Shared by the UI and the worker: wall-clock arithmetic in a zone (calendar days, refresh hours).
import { isTimeZone } from './dates.ts';
import { dateTimeFormat } from './intl-cache.ts';

/** A zone: an IANA name (Asia/Bangkok) or a fixed offset in minutes east of UTC (+07:00: 420). */
export type TimeZoneSpec = string | number;

/** Wall-clock fields of an instant in a zone. */
export interface ZonedParts {
  /** Full year. */
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
  /** 0-23. */
  hour: number;
  /** 0-59. */
  minute: number;
  /** 0-59. */
  second: number;
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The wall clock in a zone; an unknown zone name or a non-finite offset counts as UTC. */
export function zonedParts(ts: number, zone: TimeZoneSpec = 'UTC'): ZonedParts {
  if (typeof zone === 'number' || !isTimeZone(zone)) {
    const offset = typeof zone === 'number' && Number.isFinite(zone) ? zone : 0;
    const d = new Date(ts + offset * 60_000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(ts))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 1970,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function zoneOffsetMs(ts: number, zone: TimeZoneSpec = 'UTC'): number {
  const p = zonedParts(ts, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ts / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a zone. Fields may overflow (day 32 is the next
 * month's first). A wall time that a DST change skips or repeats lands within an hour of it.
 */
export function zonedTimeToMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  zone: TimeZoneSpec = 'UTC',
): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  // Near a DST change the offset at the guess differs from the one at the answer: ask twice.
  const first = wall - zoneOffsetMs(wall, zone);
  return wall - zoneOffsetMs(first, zone);
}

/** The calendar day (YYYY-MM-DD) of an instant in the player's zone, default UTC. */
export function dayKey(ts: number, zone: TimeZoneSpec = 'UTC'): string {
  const p = zonedParts(ts, zone);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
}
