// Runs in the worker (and in Node): the campaigns the player may join (SPEC §4, §6): from the
// invitation codes and the query's, each once, with the round running now.
import type { PromotionState } from '../../../shared/promotions/promotion-state.ts';
import {
  CAMPAIGN_TYPE_IDS,
  WHEEL_CAMPAIGN_TYPE_ID,
} from '../../../shared/promotions/campaigns/campaign-types.ts';
import type {
  Campaign,
  CampaignCycle,
} from '../../../shared/promotions/campaigns/campaign-schema.ts';
import { isCampaignEligible } from '../../../shared/promotions/wheel/wheel-rules.ts';
import type { PromotionClient } from '../promotion-client.ts';
import type { FailureSink } from '../panel-loads.ts';

/**
 * The campaigns of the server's invitation codes and the query's, each code once: every one the
 * server gives this player, except a wheel campaign neither open to all nor named by the query.
 */
export async function loadCampaigns(
  client: PromotionClient,
  invited: readonly string[],
  queryCodes: readonly string[],
  onFail?: FailureSink,
): Promise<Campaign[]> {
  const codes = [...new Set([...invited, ...queryCodes])].filter((code) => code !== '');
  const lists = await Promise.all(codes.map((code) => client.campaigns(code, onFail)));
  const seen = new Set<string>();
  return lists.flat().filter((campaign) => {
    if (seen.has(campaign.invitationCode)) return false;
    seen.add(campaign.invitationCode);
    return isCampaignEligible(campaign, queryCodes);
  });
}

/**
 * Shows the campaigns of the campaign panel (campaign type ids) with each one's round running
 * now (or the next one); answers the wheel campaign's code, if any.
 */
export async function showCampaigns(
  promo: PromotionState,
  client: PromotionClient,
  campaigns: readonly Campaign[],
  now: () => number,
  onFail?: FailureSink,
): Promise<string | null> {
  promo.campaigns = campaigns.filter((x) =>
    x.campaignTypeIds.some((t) => CAMPAIGN_TYPE_IDS.includes(t)),
  );
  const rounds = await Promise.all(
    promo.campaigns.map(async (x) => {
      const cycles = await client.campaignCycles(x.invitationCode, onFail);
      return [x.invitationCode, cycles.find((cycle) => cycle.endTime > now())] as const;
    }),
  );
  promo.campaignRounds = Object.fromEntries(
    rounds.filter((r): r is readonly [string, CampaignCycle] => r[1] !== undefined),
  );
  const wheel = campaigns.find((x) => x.campaignTypeIds.includes(WHEEL_CAMPAIGN_TYPE_ID));
  return wheel?.invitationCode ?? null;
}
