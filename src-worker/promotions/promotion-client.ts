// Runs in the worker (and in Node): the promotion server's calls (SPEC §7), each one 5000 ms at
// most. Promotions never stop the game (SPEC §8): every call but the inventory answers an empty
// value when it fails, and the answers are checked field by field by each feature's
// *-validate.ts.
import type { CampaignCycle, Campaign } from '../../shared/promotions/campaigns/campaign-schema.ts';
import type { InventoryItem, ItemHistoryEntry } from '../../shared/promotions/cards/card-schema.ts';
import type { Leaderboard } from '../../shared/promotions/leaderboards/leaderboard-schema.ts';
import type {
  GameEnabledData,
  QuestListData,
} from '../../shared/promotions/quests/quest-schema.ts';
import type { SpinType } from '../../shared/promotions/wheel/wheel-types.ts';
import type {
  WheelDrawResult,
  WheelInfo,
  WheelPrizeData,
  WheelTicketInfo,
} from '../../shared/promotions/wheel/wheel-schema.ts';
import { campaignLoginParams } from '../../shared/promotions/wheel/wheel-rules.ts';
import { CLIENT_CODES, Failure, type FailureKind, refusedStatus } from '../lib/failure.ts';
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import type { HttpDeps } from '../lib/http.ts';
import { readStatusOnly } from '../lib/parse-wire.ts';
import type { ReadersPort } from '../lib/ports.ts';
import type * as PromotionReaderModule from './promotion-readers.ts';
import type { FailureSink } from './panel-loads.ts';
import { SERVICE_TIMEOUT_MS, type ServiceCall, serviceJson } from '../lib/service-client.ts';

/** Where the promotion calls go, and the login token they carry. */
export interface PromotionEndpoints {
  /** The promotion server's origin (config servers.promotion). */
  promotion: string;
  /** The asset CDN's origin serving the wheel's setting.json (config assetCdn, else dl). */
  assetCdn: string;
  /** The login token, sent as the Authorization header (never to the asset CDN). */
  token: string;
}

/** Wheel eligibility: eligible, or the refusing code (9038, 9039 ...; '1' on a network failure). */
export type WheelEligibility =
  { eligible: true } | { eligible: false; code: string; kind: FailureKind };

/** A draw: its result, a refusing status (9035, 9036 ...), or an exception (network, shape). */
export type WheelDrawOutcome =
  | { ok: true; result: WheelDrawResult }
  | { ok: false; status: string }
  | { ok: false; thrown: true };

/** Which leaderboard: the current game's or the popular games'. */
export type LeaderboardKind = 'single' | 'popular';

/** The status that refuses a leaderboard to a player without the leaderboard permission flag. */
export const LEADERBOARD_FORBIDDEN_STATUS = '9001';

/**
 * The promotion calls of SPEC §7 (the notification stream lives in sse-client.ts). A call that
 * answers an empty value on failure tells `onFail` of it, so its panel can say it did not load.
 */
export interface PromotionClient {
  /** GET /campaign/v1/invitation/{playerId}: the player's invitation codes; [] on failure. */
  invitation(playerId: string, onFail?: FailureSink): Promise<string[]>;
  /** POST /quest/v3/log-in?playerId&gameId: true when the server answered 0000; never throws. */
  questLogIn(playerId: string, gameId: number): Promise<boolean>;
  /** POST /campaign/v1/log-in?playerId&gameId[&invitationCode]; silent on failure. */
  campaignLogIn(playerId: string, gameId: number, invitationCode: string | null): Promise<void>;
  /** GET /quest/v1/list/{accountId}; no quests on failure (zone '' means unknown). */
  quests(accountId: string, onFail?: FailureSink): Promise<QuestListData>;
  /** GET /inventory/v4/{accountId}; throws a Failure on failure (the need-reload message). */
  inventory(accountId: string): Promise<InventoryItem[]>;
  /** GET /inventory/v1/item-History/{accountId}; [] on failure. */
  itemHistory(accountId: string): Promise<ItemHistoryEntry[]>;
  /** GET /quest/v1/game-enabled; empty lists on failure. */
  gameEnabled(): Promise<GameEnabledData>;
  /** GET /campaign/v3/name/list/{invitationCode}; [] on failure. */
  campaigns(invitationCode: string, onFail?: FailureSink): Promise<Campaign[]>;
  /** GET /campaign/v3/cycle/list/{code}; [] on failure. */
  campaignCycles(code: string, onFail?: FailureSink): Promise<CampaignCycle[]>;
  /** GET {assetCdn}/campaignv1/case/{code}/setting.json without the token; null on failure. */
  wheelSetting(code: string, onFail?: FailureSink): Promise<WheelInfo | null>;
  /** GET /lucky-draw/v1/prize/{code}; null on failure. */
  wheelPrize(code: string, onFail?: FailureSink): Promise<WheelPrizeData | null>;
  /** GET /lucky-draw/v1/is-eligible/{code}: the status decides. */
  wheelEligibility(code: string): Promise<WheelEligibility>;
  /** GET /lucky-draw/v1/quest/{accountId}/{code}; null on failure. */
  wheelQuest(
    accountId: string,
    code: string,
    onFail?: FailureSink,
  ): Promise<WheelTicketInfo | null>;
  /** PUT /lucky-draw/v1/entries/{accountId}/{code}/{drawType}. */
  drawWheel(accountId: string, code: string, drawType: SpinType): Promise<WheelDrawOutcome>;
  /** The single-game or popular leaderboard; 'forbidden' on 9001, null on any other failure. */
  leaderboard(
    kind: LeaderboardKind,
    playerId: string,
    gameId: number,
    onFail?: FailureSink,
  ): Promise<Leaderboard | 'forbidden' | null>;
}

/** Runs a call; any failure at all gives the fallback (a promotion never breaks the game). */
async function orElse<T>(call: Promise<T>, fallback: T, onFail?: FailureSink): Promise<T> {
  try {
    return await call;
  } catch (error) {
    onFail?.(error);
    return fallback;
  }
}

/** Parameters not enough (SPEC §8): a path value no server could mean. */
const BAD_PARAMETER = '505';

/**
 * A path with each value encoded as one segment, or null when a value is '', '.' or '..': URL
 * parsing resolves dot segments (even encoded as %2E) away, so `..` would reach another route.
 */
function path(strings: TemplateStringsArray, ...values: string[]): string | null {
  let out = strings[0] ?? '';
  for (const [i, value] of values.entries()) {
    if (value === '' || value === '.' || value === '..') return null;
    out += encodeURIComponent(value) + (strings[i + 1] ?? '');
  }
  return out;
}

/** The promotion readers, from the readers' chunk. */
export type PromotionReaders = typeof PromotionReaderModule;

/** Creates the client; `deps.fetch` is read at each call, so msw and fake timers apply. */
export function createPromotionClient(
  deps: HttpDeps & ReadersPort<PromotionReaders>,
  endpoints: PromotionEndpoints,
): PromotionClient {
  const server = urlBase(endpoints.promotion);
  const cdn = urlBase(endpoints.assetCdn);

  const call = async <T>(
    route: string | null,
    pick: (readers: PromotionReaders) => (raw: unknown) => T,
    options: { method?: ServiceCall['method']; query?: Record<string, string> } = {},
  ): Promise<T> => {
    if (route === null) throw new Failure(BAD_PARAMETER, 'bad path value', 'shape');
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const request: ServiceCall = {
      url: joinUrl(server, `${route}${query}`),
      method: options.method ?? 'GET',
      token: endpoints.token,
      timeoutMs: SERVICE_TIMEOUT_MS,
    };
    return await serviceJson(deps, request, pick(await deps.readers()));
  };

  return {
    invitation: (playerId, onFail) =>
      orElse(
        call(path`/campaign/v1/invitation/${playerId}`, (r) => r.readInvitation),
        [],
        onFail,
      ),

    questLogIn: (playerId, gameId) =>
      orElse(
        call('/quest/v3/log-in', () => readStatusOnly, {
          method: 'POST',
          query: { playerId, gameId: String(gameId) },
        }).then(() => true),
        false,
      ),

    campaignLogIn: (playerId, gameId, invitationCode) =>
      orElse(
        call('/campaign/v1/log-in', () => readStatusOnly, {
          method: 'POST',
          query: campaignLoginParams(
            playerId,
            gameId,
            invitationCode === null ? [] : [invitationCode],
          ),
        }).then(() => undefined),
        undefined,
      ),

    quests: (accountId, onFail) =>
      orElse(
        call(path`/quest/v1/list/${accountId}`, (r) => r.readQuestList),
        { quests: [], refreshHour: 0, displayTimeZone: '' },
        onFail,
      ),

    async inventory(accountId) {
      try {
        return await call(path`/inventory/v4/${accountId}`, (r) => r.readInventory);
      } catch (error) {
        // The engine turns this into the need-reload message; keep it a coded Failure.
        throw error instanceof Failure
          ? error
          : new Failure(CLIENT_CODES.network, 'inventory failed');
      }
    },

    itemHistory: (accountId) =>
      orElse(
        call(path`/inventory/v1/item-History/${accountId}`, (r) => r.readItemHistory),
        [],
      ),

    gameEnabled: () =>
      orElse(
        call('/quest/v1/game-enabled', (r) => r.readGameEnabled),
        {
          questGameIds: [],
          wheelGameIds: [],
        },
      ),

    campaigns: (invitationCode, onFail) =>
      orElse(
        call(path`/campaign/v3/name/list/${invitationCode}`, (r) => r.readCampaigns),
        [],
        onFail,
      ),

    campaignCycles: (code, onFail) =>
      orElse(
        call(path`/campaign/v3/cycle/list/${code}`, (r) => r.readCampaignCycles),
        [],
        onFail,
      ),

    wheelSetting: (code, onFail) => {
      const route = path`/campaignv1/case/${code}/setting.json`;
      if (cdn === '' || route === null) return Promise.resolve(null);
      // A static file on the CDN: no token goes there (it may be a third party's host).
      const url = joinUrl(cdn, route);
      return orElse(
        deps
          .readers()
          .then((r) =>
            serviceJson(deps, { url, timeoutMs: SERVICE_TIMEOUT_MS }, (raw) =>
              r.readWheelSetting(raw, code),
            ),
          ),
        null,
        onFail,
      );
    },

    wheelPrize: (code, onFail) =>
      orElse(
        call(path`/lucky-draw/v1/prize/${code}`, (r) => r.readWheelPrize),
        null,
        onFail,
      ),

    async wheelEligibility(code) {
      try {
        await call(path`/lucky-draw/v1/is-eligible/${code}`, () => readStatusOnly);
        return { eligible: true };
      } catch (error) {
        return error instanceof Failure
          ? { eligible: false, code: error.code, kind: error.kind }
          : { eligible: false, code: CLIENT_CODES.network, kind: 'network' };
      }
    },

    wheelQuest: (accountId, code, onFail) =>
      orElse(
        call(path`/lucky-draw/v1/quest/${accountId}/${code}`, (r) => r.readWheelQuest),
        null,
        onFail,
      ),

    async drawWheel(accountId, code, drawType) {
      const route = path`/lucky-draw/v1/entries/${accountId}/${code}/${drawType}`;
      try {
        return { ok: true, result: await call(route, (r) => r.readWheelDraw, { method: 'PUT' }) };
      } catch (error) {
        const status = refusedStatus(error);
        return status === null ? { ok: false, thrown: true } : { ok: false, status };
      }
    },

    async leaderboard(kind, playerId, gameId, onFail) {
      const route =
        kind === 'single'
          ? path`/leaderboard/v1/single-game/${playerId}/${String(gameId)}`
          : path`/leaderboard/v1/popular/${playerId}`;
      try {
        return await call(route, (r) => r.readLeaderboard);
      } catch (error) {
        onFail?.(error);
        return refusedStatus(error) === LEADERBOARD_FORBIDDEN_STATUS ? 'forbidden' : null;
      }
    },
  };
}
