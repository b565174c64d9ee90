// Shared by the UI and the worker: the campaigns: their entity of SPEC §3
// and the JSON shapes of their calls (SPEC §7); times in ms since the epoch, ids as strings.

/** Campaign type ids of SPEC §9 (1-6); the wheel is type 7. */
export const CAMPAIGN_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The campaign type id of the lucky wheel (SPEC §9). */
export const WHEEL_CAMPAIGN_TYPE_ID = 7;

/** audienceMode value meaning open to all (SPEC §3). */
export const AUDIENCE_OPEN = 1;

/** SPEC §3 campaign. */
export interface Campaign {
  /** The campaign's code; also the key of its asset-CDN setting.json. */
  invitationCode: string;
  /** The campaign's type ids (1-6, or 7 for the wheel). */
  campaignTypeIds: number[];
  /** 1 is open to all; anything else needs the code in the query. */
  audienceMode: number;
  /** The campaign's name per locale, falling back to en. */
  name: Partial<Record<string, string>>;
}

/** data of GET /campaign/v1/invitation/{playerId}. */
export interface InvitationData {
  /** Invitation codes the server holds for the player. */
  invitationCodes: string[];
}

/** data of GET /campaign/v3/name/list/{invitationCode}. */
export interface CampaignListData {
  /** Campaigns behind the code. */
  campaigns: Campaign[];
}

/** One cycle of GET /campaign/v3/cycle/list/{code}. */
export interface CampaignCycle {
  /** Cycle start (ms since epoch). */
  startTime: number;
  /** Cycle end (ms since epoch). */
  endTime: number;
}

/** data of GET /campaign/v3/cycle/list/{code}. */
export interface CampaignCycleData {
  /** Cycles in time order; the campaign runs from the first start to the last end. */
  cycles: CampaignCycle[];
}
