// Shared by the UI and the worker: the campaigns' constants of SPEC §3, §9; their entity and the
// JSON shapes of their calls (SPEC §7) are the schemas' (campaign-schema.ts).

/** Campaign type ids of SPEC §9 (1-6); the wheel is type 7. */
export const CAMPAIGN_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The campaign type id of the lucky wheel (SPEC §9). */
export const WHEEL_CAMPAIGN_TYPE_ID = 7;

/** audienceMode value meaning open to all (SPEC §3). */
export const AUDIENCE_OPEN = 1;
