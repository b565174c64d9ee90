// Runs in the worker (and in Node): the campaign server's answers as schemas (SPEC §3, §7).
import type {
  Campaign,
  CampaignCycle,
} from '../../../shared/promotions/campaigns/campaign-types.ts';
import {
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  parseWire,
  refine,
  type Schema,
  text,
} from '../../lib/wire-schema.ts';
import { dict } from '../promotion-schema.ts';

/** A string with something in it once trimmed (blank ones are dropped). */
const filled = refine(text, (s) => s.trim() !== '');

/** GET /campaign/v1/invitation/{playerId}: the player's codes. */
export const invitationSchema = envelope(
  object({
    invitationCodes: list(
      map(filled, (s) => s.trim()),
      (s) => s,
    ),
  }),
);

/** GET /campaign/v1/invitation: the codes, as non-empty trimmed strings, each once. */
export function readInvitation(raw: unknown): string[] {
  return parseWire(invitationSchema, raw, 'invitation').data.invitationCodes;
}

const campaignSchema: Schema<Campaign> = object({
  invitationCode: id,
  campaignTypeIds: list({ ...refine(numeric, Number.isInteger), type: 'integer' }, (n) => n),
  // A broken audience is not "open to all": the campaign then needs its code in the query.
  audienceMode: fallback(integer(0), 0),
  /** The campaign's name by locale. */
  name: dict(filled),
});

/** GET /campaign/v3/name/list/{invitationCode}: the campaigns. */
export const campaignsSchema = envelope(
  object({ campaigns: list(campaignSchema, (c) => c.invitationCode) }),
);

/** GET /campaign/v3/name/list: the campaigns, each code once. */
export function readCampaigns(raw: unknown): Campaign[] {
  return parseWire(campaignsSchema, raw, 'campaigns').data.campaigns;
}

/** GET /campaign/v3/cycle/list/{code}: the rounds, each starting before it ends. */
export const cyclesSchema = envelope(
  object({
    cycles: list(
      refine(object({ startTime: numeric, endTime: numeric }), (c) => c.startTime < c.endTime),
    ),
  }),
);

/** GET /campaign/v3/cycle/list: cycles with a start before their end, in time order. */
export function readCampaignCycles(raw: unknown): CampaignCycle[] {
  const { cycles } = parseWire(cyclesSchema, raw, 'cycles').data;
  return cycles.sort((a, b) => a.startTime - b.startTime);
}
