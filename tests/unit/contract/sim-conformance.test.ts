// The simulator obeys the operator's contract (issue 31): every scenario's answer to every call
// the worker reads with a schema, success or refusal, goes through that schema. A success must
// read without a format error; a refusal must carry a status code the error dialog can show. A
// fixture that drifts from the contract fails here, before a player's session would.
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { SCENARIOS } from '../../../operator-sim/scenarios.ts';
import { gameListSchema, gameUrlSchema, loginSchema } from '../../../src-worker/boot/validate.ts';
import { activeGamesSchema } from '../../../src-worker/game-bridge/more-games-readers.ts';
import { Failure, statusCode } from '../../../src-worker/lib/failure.ts';
import {
  jackpotGroupsSchema,
  jackpotWinnersSchema,
} from '../../../src-worker/jackpots/jackpot-schema.ts';
import { jackpotHitSchema } from '../../../src-worker/jackpots/jackpot-rules.ts';
import { generatedHit, stormHits } from '../../../operator-sim/jackpot-data.ts';
import { envAnswer } from '../../../operator-sim/env-config.ts';
import { lineInfoFor } from '../../../operator-sim/client-files.ts';
import { ENVS } from '../../../operator-sim/scenarios/scenario.ts';
import { lineInfoSchema, validateEnvConfig } from '../../../src-worker/boot/config.ts';
import {
  campaignsSchema,
  cyclesSchema,
  invitationSchema,
} from '../../../shared/promotions/campaigns/campaign-schema.ts';
import {
  inventorySchema,
  itemHistorySchema,
} from '../../../shared/promotions/cards/card-schema.ts';
import { leaderboardSchema } from '../../../shared/promotions/leaderboards/leaderboard-schema.ts';
import {
  gameEnabledSchema,
  questListSchema,
} from '../../../shared/promotions/quests/quest-schema.ts';
import {
  wheelDrawSchema,
  wheelPrizeSchema,
  wheelQuestSchema,
  wheelSettingSchema,
} from '../../../shared/promotions/wheel/wheel-schema.ts';
import {
  seatListSchema,
  seatOneSchema,
  seatTakeSchema,
} from '../../../shared/seats/seat-schema.ts';
import { type Schema, statusOnly } from '../../../shared/lib/wire-schema.ts';
import { parseWire } from '../../../src-worker/lib/parse-wire.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, handlers } = useSimServer();
const LINE = world.lines[0]?.origin ?? '';

/** A call the worker makes and the schema its answer must fit. */
interface Call {
  name: string;
  url: string;
  /** Main API form fields (POSTed with the token as x). */
  form?: Record<string, string>;
  method?: 'POST' | 'PUT';
  json?: unknown;
  schema: Schema<unknown>;
  /** A static file with no status envelope (the wheel's setting.json). */
  bare?: boolean;
}

const CALLS: Call[] = [
  { name: 'login (101)', url: '/frontendAPI.do', form: { action: '101' }, schema: loginSchema },
  { name: 'game list (16)', url: '/frontendAPI.do', form: { action: '16' }, schema: gameListSchema },
  { name: 'more games (9)', url: '/frontendAPI.do', form: { action: '9' }, schema: gameListSchema },
  { name: 'game url (7)', url: '/frontendAPI.do', form: { action: '7', mType: '2001', gameType: '1' }, schema: gameUrlSchema },
  { name: 'seats', url: '/seat/v1/info/slot/2001', schema: seatListSchema },
  { name: 'one seat', url: '/seat/v1/info/slot/2001/1', schema: seatOneSchema },
  { name: 'play now', url: '/seat/v1/playnow', method: 'PUT', json: { gameId: 2001 }, schema: seatTakeSchema },
  { name: 'take', url: '/seat/v1/take', method: 'PUT', json: { gameId: 2001, seatId: 3 }, schema: seatTakeSchema },
  { name: 'jackpot groups', url: '/jackpot/current/v1/groups', schema: jackpotGroupsSchema },
  { name: 'jackpot winners', url: '/jackpot/record/v1/winners?typeId=101&limit=50', schema: jackpotWinnersSchema },
  { name: 'leaderboard', url: '/leaderboard/v1/single-game/10001/2001', schema: leaderboardSchema },
  { name: 'quest log-in', url: '/quest/v3/log-in?playerId=10001&gameId=2001', method: 'POST', schema: statusOnly },
  { name: 'campaign log-in', url: '/campaign/v1/log-in?playerId=10001&gameId=2001', method: 'POST', schema: statusOnly },
  { name: 'invitation', url: '/campaign/v1/invitation/10001', schema: invitationSchema },
  { name: 'quest list', url: '/quest/v1/list/10001', schema: questListSchema },
  { name: 'inventory', url: '/inventory/v4/10001', schema: inventorySchema },
  { name: 'item history', url: '/inventory/v1/item-History/10001', schema: itemHistorySchema },
  { name: 'game enabled', url: '/quest/v1/game-enabled', schema: gameEnabledSchema },
  { name: 'campaigns', url: '/campaign/v3/name/list/VIP2026', schema: campaignsSchema },
  { name: 'campaign cycles', url: '/campaign/v3/cycle/list/OPEN2026', schema: cyclesSchema },
  { name: 'wheel setting', url: '/campaignv1/case/WHEEL7/setting.json', schema: wheelSettingSchema, bare: true },
  { name: 'wheel prize', url: '/lucky-draw/v1/prize/WHEEL7', schema: wheelPrizeSchema },
  { name: 'wheel eligibility', url: '/lucky-draw/v1/is-eligible/WHEEL7', schema: statusOnly },
  { name: 'wheel quest', url: '/lucky-draw/v1/quest/10001/WHEEL7', schema: wheelQuestSchema },
  { name: 'open rounds', url: '/api/v1/game-log/active?gameId=2001&clientId=DEMO', schema: activeGamesSchema },
  { name: 'wheel draw', url: '/lucky-draw/v1/entries/10001/WHEEL7/normal', method: 'PUT', schema: wheelDrawSchema },
]; // prettier-ignore

/**
 * Scenarios whose point is an answer outside the contract (the container must survive it): the
 * scenario's name and the call's path, each with why.
 */
const DELIBERATE: Record<string, string> = {
  'login-not-json/frontendAPI.do': 'the main API answers an HTML page: the format error dialog',
};

/** Scenarios whose answers are the demo's, only later: reading them here would only wait. */
const SLOW = new Set(['promo-slow']);

/** The simulator's answer to a call for a token: the HTTP status and the JSON (null if none). */
async function answer(call: Call, token: string): Promise<{ http: number; json: unknown }> {
  const url = `${LINE}${call.url}`;
  const request = call.form
    ? new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ x: token, ...call.form }),
      })
    : new Request(url, {
        method: call.method ?? 'GET',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
      });
  const response = await getResponse(handlers, request);
  const text = (await response?.text()) ?? '';
  try {
    return { http: response?.status ?? 0, json: JSON.parse(text) as unknown };
  } catch {
    return { http: response?.status ?? 0, json: null };
  }
}

/**
 * What the contract says of one answer: 'ok', or what broke it. An HTTP error is in the
 * contract (the container reads no body: network abnormal, or no jackpots, no seats).
 */
function verdict(call: Call, http: number, json: unknown): string {
  if (http !== 200) return 'ok';
  if (call.bare) return check(call, json);
  const status =
    typeof json === 'object' && json !== null ? (json as { status?: unknown }).status : undefined;
  const code = statusCode(status);
  if (code === null) return `no status code (${JSON.stringify(status)})`;
  if (code !== '0000' && code !== '0') return 'ok';
  return check(call, json);
}

/** 'ok' when the answer reads with the call's schema, else the format error's message. */
function check(call: Call, json: unknown): string {
  try {
    parseWire(call.schema, json, call.name);
    return 'ok';
  } catch (error) {
    if (error instanceof Failure) return error.message;
    throw error;
  }
}

describe('the simulator against the contract', () => {
  it.each(SCENARIOS.filter((s) => !SLOW.has(s.name)).map((s) => [s.name, s.token] as const))(
    'scenario %s answers every call within the schemas',
    async (name, token) => {
      const broken: string[] = [];
      for (const call of CALLS) {
        const { http, json } = await answer(call, token);
        const result = verdict(call, http, json);
        if (result !== 'ok' && !(`${name}${call.url}` in DELIBERATE)) {
          broken.push(`${call.name}: ${result}`);
        }
      }
      expect(broken.join('; ')).toBe('');
    },
  );

  it.each(Object.values(ENVS).filter((e) => e !== ENVS.brokenConfig))(
    'environment %s: the config reads whole (no field of it dropped as bad)',
    (e) => {
      const answer = envAnswer(world, e);
      if (answer.kind !== 'config') throw new Error(`${e} answers no config`);
      const json: unknown = JSON.parse(JSON.stringify(answer.config));
      expect(validateEnvConfig(json)).toEqual(answer.config);
    },
  );

  it('the line-info address answers its lines whole', () => {
    const answer = lineInfoFor(world, ENVS.lineInfo);
    expect(answer?.data.lines.length).toBeGreaterThan(0);
    expect(parseWire(lineInfoSchema, answer, 'line info').data.lines).toEqual(answer?.data.lines);
  });

  it("the stream's jackpotHit events (a storm's hits, the generator's) read as hits", () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const hits = [...stormHits(now), ...[1, 2, 7, 40].map((n) => generatedHit(n, now))];
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(parseWire(jackpotHitSchema, JSON.parse(JSON.stringify(hit)), 'jackpotHit')).toEqual(
        hit,
      );
    }
  });

  it('fails a fixture that breaks a schema, naming the field', () => {
    const seats = { status: '0000', data: { gameId: 2001, totalSeat: 1 } };
    expect(verdict(CALLS[4] as Call, 200, seats)).toBe('unexpected answer: seats: data.seatInfos');
  });
});
