// Runs in the worker (and in Node): the campaign server's answers read with their schemas (SPEC
// §3, §7; shared/promotions/campaigns/campaign-schema.ts).
import {
  type Campaign,
  type CampaignCycle,
  campaignsSchema,
  cyclesSchema,
  invitationSchema,
} from '../../../shared/promotions/campaigns/campaign-schema.ts';
import { parseWire } from '../../lib/parse-wire.ts';

/** GET /campaign/v1/invitation: the codes, as non-empty trimmed strings, each once. */
export function readInvitation(raw: unknown): string[] {
  return parseWire(invitationSchema, raw, 'invitation').data.invitationCodes;
}

/** GET /campaign/v3/name/list: the campaigns, each code once. */
export function readCampaigns(raw: unknown): Campaign[] {
  return parseWire(campaignsSchema, raw, 'campaigns').data.campaigns;
}

/** GET /campaign/v3/cycle/list: cycles with a start before their end, in time order. */
export function readCampaignCycles(raw: unknown): CampaignCycle[] {
  const { cycles } = parseWire(cyclesSchema, raw, 'cycles').data;
  return cycles.sort((a, b) => a.startTime - b.startTime);
}
