// Runs in Node (and in unit tests): the simulator's campaigns: the invitation, the campaigns by
// code (the open one, the invitation-only one and a campaign per wheel) and their cycles.
import type { Campaign, CampaignCycle } from '../../shared/promotions/promotion-types.ts';
import { DEMO_ACCOUNT_ID } from '../data.ts';
import {
  DAY,
  OPEN_CAMPAIGN_CODE,
  type PromoProfile,
  VIP_CAMPAIGN_CODE,
  WHEEL_CODES,
} from './profiles.ts';
import { wheelPhaseOf, wheelTimes } from './wheel-data.ts';

/** GET /campaign/v1/invitation/{playerId}: VIP2026 for the demo player only. */
export function invitationFor(playerId: string): string[] {
  return playerId === DEMO_ACCOUNT_ID ? [VIP_CAMPAIGN_CODE] : [];
}

const WHEEL_NAMES = { en: 'Lucky Wheel', zh: '幸运转盘', th: 'วงล้อนำโชค' };

/** Every campaign the simulator knows, by code. */
export const CAMPAIGNS: Readonly<Record<string, Campaign>> = {
  [OPEN_CAMPAIGN_CODE]: {
    invitationCode: OPEN_CAMPAIGN_CODE,
    campaignTypeIds: [1, 2],
    audienceMode: 1,
    name: { en: 'Spring Cash Drop', zh: '春季现金雨', th: 'แจกเงินสดรับหน้าร้อน' },
  },
  [VIP_CAMPAIGN_CODE]: {
    invitationCode: VIP_CAMPAIGN_CODE,
    campaignTypeIds: [3],
    audienceMode: 2,
    name: { en: 'VIP Tournament', zh: 'VIP 锦标赛', th: 'ทัวร์นาเมนต์ VIP' },
  },
  ...Object.fromEntries(
    Object.values(WHEEL_CODES).map((code) => [
      code,
      { invitationCode: code, campaignTypeIds: [7], audienceMode: 1, name: { ...WHEEL_NAMES } },
    ]),
  ),
};

/**
 * GET /campaign/v3/name/list/{code}: what the player sees with that code: the open campaign and
 * the player's wheel (both audienceMode 1, visible with any code), plus the campaign behind the
 * code itself when there is one (VIP2026 is the invitation-only one).
 */
export function campaignsFor(profile: PromoProfile, code: string): Campaign[] {
  const codes = new Set([OPEN_CAMPAIGN_CODE, WHEEL_CODES[profile.wheel], code]);
  return [...codes].flatMap((c) => {
    const campaign = CAMPAIGNS[c];
    return campaign ? [structuredClone(campaign)] : [];
  });
}

/** GET /campaign/v3/cycle/list/{code}: the cycles in time order; none for an unknown code. */
export function cyclesFor(code: string, now: number): CampaignCycle[] {
  const phase = wheelPhaseOf(code);
  if (phase !== null) {
    const { start, end } = wheelTimes(phase, now);
    return [{ startTime: start, endTime: end }];
  }
  if (code === OPEN_CAMPAIGN_CODE) {
    return [
      { startTime: now - 7 * DAY, endTime: now + 7 * DAY },
      { startTime: now + 7 * DAY, endTime: now + 21 * DAY },
    ];
  }
  if (code === VIP_CAMPAIGN_CODE) return [{ startTime: now - DAY, endTime: now + 13 * DAY }];
  return [];
}
