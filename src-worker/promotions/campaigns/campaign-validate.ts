// Runs in the worker (and in Node): the campaign server's answers checked field by field (SPEC §3,
// §7).
import type {
  Campaign,
  CampaignCycle,
} from '../../../shared/promotions/campaigns/campaign-types.ts';
import { isRecord } from '../../../shared/lib/is-record.ts';
import {
  MAX_LIST_ITEMS,
  count,
  dataOf,
  idOf,
  listOf,
  num,
  numbers,
  type Rec,
} from '../../lib/wire-read.ts';

/** GET /campaign/v1/invitation: the codes, as non-empty trimmed strings, each once. */
export function readInvitation(raw: unknown): string[] {
  const codes = dataOf(raw, 'invitation')['invitationCodes'];
  if (!Array.isArray(codes)) return [];
  const trimmed = (codes as unknown[]).map((c) => (typeof c === 'string' ? c.trim() : ''));
  return [...new Set(trimmed.filter((c) => c !== ''))].slice(0, MAX_LIST_ITEMS);
}

function readCampaign(c: Rec): Campaign | null {
  const invitationCode = idOf(c['invitationCode']);
  if (invitationCode === null) return null;
  const names = isRecord(c['name']) ? c['name'] : {};
  const name: Partial<Record<string, string>> = {};
  for (const [locale, text] of Object.entries(names)) {
    if (typeof text === 'string' && text.trim() !== '') name[locale] = text;
  }
  return {
    invitationCode,
    campaignTypeIds: [...new Set(numbers(c['campaignTypeIds'], Number.isInteger))],
    // A broken audience is not "open to all": the campaign then needs its code in the query.
    audienceMode: count(c['audienceMode']) ?? 0,
    name,
  };
}

/** GET /campaign/v3/name/list: the campaigns, each code once. */
export function readCampaigns(raw: unknown): Campaign[] {
  return listOf(dataOf(raw, 'campaigns')['campaigns'], readCampaign, (c) => c.invitationCode);
}

/** GET /campaign/v3/cycle/list: cycles with a start before their end, in time order. */
export function readCampaignCycles(raw: unknown): CampaignCycle[] {
  const cycles = listOf(dataOf(raw, 'cycles')['cycles'], (c): CampaignCycle | null => {
    const startTime = num(c['startTime']);
    const endTime = num(c['endTime']);
    return startTime !== null && endTime !== null && startTime < endTime
      ? { startTime, endTime }
      : null;
  });
  return cycles.sort((a, b) => a.startTime - b.startTime);
}
