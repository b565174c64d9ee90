// Runs in the worker (and in Node): the lucky wheel's answers read with their schemas (SPEC §3,
// §7; shared/promotions/wheel/wheel-schema.ts).
import { isRecord } from '../../../shared/lib/is-record.ts';
import {
  type WheelDrawResult,
  type WheelInfo,
  type WheelPrizeData,
  type WheelTicketInfo,
  wheelDrawSchema,
  wheelPrizeSchema,
  wheelQuestSchema,
  wheelSettingSchema,
} from '../../../shared/promotions/wheel/wheel-schema.ts';
import { parseWire } from '../../lib/parse-wire.ts';

/** The wheel's setting.json (bare WheelInfo; an enveloped one is unwrapped). */
export function readWheelSetting(raw: unknown, code: string): WheelInfo {
  const bare = isRecord(raw) && 'status' in raw && isRecord(raw['data']) ? raw['data'] : raw;
  const s = parseWire(wheelSettingSchema, bare, 'setting');
  return {
    ...s,
    code,
    reportDateStart: s.reportDateStart ?? s.campaignStartTime,
    reportDateEnd: s.reportDateEnd ?? s.campaignEndTime,
  };
}

/** GET /lucky-draw/v1/prize: the segments, the lucky multipliers and today's flag. */
export function readWheelPrize(raw: unknown): WheelPrizeData {
  return parseWire(wheelPrizeSchema, raw, 'prize').data;
}

/** GET /lucky-draw/v1/quest: today's ticket progress and the usable tickets (required). */
export function readWheelQuest(raw: unknown): WheelTicketInfo {
  return parseWire(wheelQuestSchema, raw, 'wheel quest').data;
}

/** PUT /lucky-draw/v1/entries: a draw must say where the wheel stops, the win and the tickets. */
export function readWheelDraw(raw: unknown): WheelDrawResult {
  return parseWire(wheelDrawSchema, raw, 'draw').data;
}
