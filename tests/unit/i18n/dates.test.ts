// Campaign dates in the campaign's displayTimeZone, per locale, never in the phone's own zone.
import { describe, expect, it } from 'vitest';
import { formatCampaignDate } from '../../../shared/lib/dates.ts';

// 2026-03-01 16:30 UTC: 23:30 that day in Bangkok, 01:30 the next day in Tokyo.
const MOMENT = Date.UTC(2026, 2, 1, 16, 30);

describe('formatCampaignDate', () => {
  it.each([
    ['Asia/Bangkok', /23:30/],
    ['Asia/Tokyo', /01:30/],
    ['America/Sao_Paulo', /13:30/],
    ['UTC', /16:30/],
  ])('shows the moment in %s', (zone, time) => {
    expect(formatCampaignDate(MOMENT, 'en', zone)).toMatch(time);
  });

  it('moves the date with the zone', () => {
    expect(formatCampaignDate(MOMENT, 'en', 'Asia/Tokyo')).toMatch(/Mar 2, 2026/);
    expect(formatCampaignDate(MOMENT, 'en', 'Asia/Bangkok')).toMatch(/Mar 1, 2026/);
  });

  it('writes the date in the player’s language', () => {
    expect(formatCampaignDate(MOMENT, 'th', 'Asia/Bangkok')).toMatch(/มี\.ค\./);
    expect(formatCampaignDate(MOMENT, 'zh', 'Asia/Bangkok')).toMatch(/2026年3月1日/);
  });

  it('falls back to UTC, labelled, for an unknown or missing zone, and never throws', () => {
    expect(formatCampaignDate(MOMENT, 'en', 'Mars/Olympus')).toMatch(/16:30 UTC$/);
    expect(formatCampaignDate(MOMENT, 'en', null)).toMatch(/16:30 UTC$/);
    expect(formatCampaignDate(Number.NaN, 'en', 'UTC')).toBe('—');
  });
});
