// Shared by the worker, which reads the campaign server's answers with these (SPEC §3, §7;
// src-worker/promotions/campaigns/campaign-validate.ts), and the page, the rules and the
// simulator, which take the campaign types inferred from them: each wire shape is declared once,
// here. Times in ms since the epoch, ids as strings.
import {
  type Infer,
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  refine,
  text,
} from '../../lib/wire-schema.ts';
import { dict } from '../promotion-schema.ts';

/** A string with something in it once trimmed (blank ones are dropped). */
const filled = refine(text, (s) => s.trim() !== '');

/** GET /campaign/v1/invitation/{playerId}: the player's codes. */
export const invitationSchema = envelope(
  object({
    /** Invitation codes the server holds for the player, trimmed, each once. */
    invitationCodes: list(
      map(filled, (s) => s.trim()),
      (s) => s,
    ),
  }),
);

/** data of GET /campaign/v1/invitation/{playerId}. */
export type InvitationData = Infer<typeof invitationSchema>['data'];

const campaignSchema = object({
  /** The campaign's code; also the key of its asset-CDN setting.json. */
  invitationCode: id,
  /** The campaign's type ids (1-6, or 7 for the wheel). */
  campaignTypeIds: list({ ...refine(numeric, Number.isInteger), type: 'integer' }, (n) => n),
  /**
   * 1 is open to all; anything else needs the code in the query. A broken audience is not
   * "open to all": the campaign then needs its code in the query.
   */
  audienceMode: fallback(integer(0), 0),
  /** The campaign's name by locale, falling back to en. */
  name: dict(filled),
});

/** SPEC §3 campaign. */
export type Campaign = Infer<typeof campaignSchema>;

/** GET /campaign/v3/name/list/{invitationCode}: the campaigns. */
export const campaignsSchema = envelope(
  object({ campaigns: list(campaignSchema, (c) => c.invitationCode) }),
);

/** data of GET /campaign/v3/name/list/{invitationCode}. */
export type CampaignListData = Infer<typeof campaignsSchema>['data'];

/** One cycle: its start (ms since epoch) before its end. */
const cycleSchema = refine(
  object({ startTime: numeric, endTime: numeric }),
  (c) => c.startTime < c.endTime,
);

/** One cycle of GET /campaign/v3/cycle/list/{code}. */
export type CampaignCycle = Infer<typeof cycleSchema>;

/** GET /campaign/v3/cycle/list/{code}: the rounds, each starting before it ends. */
export const cyclesSchema = envelope(object({ cycles: list(cycleSchema) }));

/** data of GET /campaign/v3/cycle/list/{code}: the campaign runs from the first start to the last end. */
export type CampaignCycleData = Infer<typeof cyclesSchema>['data'];
