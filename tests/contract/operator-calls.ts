// Runs in Node: every call of SPEC §7 the container makes, as the operator's contract states it:
// where it goes, what it sends, how long it waits, the schema its answer is read with, and what
// the container does when it fails (SPEC §8). `npm run contract` writes it as OpenAPI.
import {
  API_TIMEOUT_MS,
  CONFIG_TIMEOUT_MS,
  SPEED_TEST_TIMEOUT_MS,
} from '../../shared/lib/constants.ts';
import { envConfigSchema, lineInfoSchema } from '../../src-worker/boot/config.ts';
import { clientFileSchema } from '../../src-worker/brand/client-config.ts';
import { activeGamesSchema } from '../../src-worker/game-bridge/more-games-readers.ts';
import {
  jackpotGroupsSchema,
  jackpotWinnersSchema,
} from '../../src-worker/jackpots/jackpot-schema.ts';
import { SERVICE_TIMEOUT_MS } from '../../src-worker/lib/service-client.ts';
import { type Schema, statusOnly } from '../../shared/lib/wire-schema.ts';
import {
  LOG_BATCH_SIZE,
  LOG_KEEPALIVE_MAX_BYTES,
  LOG_REQUEST_TIMEOUT_MS,
} from '../../src-worker/logs/log-constants.ts';
import {
  campaignsSchema,
  cyclesSchema,
  invitationSchema,
} from '../../shared/promotions/campaigns/campaign-schema.ts';
import { inventorySchema, itemHistorySchema } from '../../shared/promotions/cards/card-schema.ts';
import { leaderboardSchema } from '../../shared/promotions/leaderboards/leaderboard-schema.ts';
import { gameEnabledSchema, questListSchema } from '../../shared/promotions/quests/quest-schema.ts';
import {
  wheelDrawSchema,
  wheelPrizeSchema,
  wheelQuestSchema,
  wheelSettingSchema,
} from '../../shared/promotions/wheel/wheel-schema.ts';
import { seatListSchema, seatOneSchema, seatTakeSchema } from '../../shared/seats/seat-schema.ts';

/** The servers of the env config (SPEC §3) a call goes to. */
export const SERVERS = {
  config: 'The config host (dl): the env config, the client files, the line info.',
  api: 'An API line (env config `lines`, the fastest by the speed test).',
  seat: 'The seat server (env config `servers.seat`).',
  jackpot: 'The jackpot server (env config `servers.jackpot`).',
  player: 'The player server (env config `servers.player`).',
  promotion: 'The promotion server (env config `servers.promotion`).',
  assetCdn: 'The asset CDN (env config `assetCdn`, else `dl`); no token is sent there.',
  logs: 'The log endpoints (env config `logCdn`, `gameLogCdn`, `logger`; default {first line}/log, /gamelog, /logger).',
} as const;

/** A server of SERVERS. */
export type ServerName = keyof typeof SERVERS;

/**
 * A refusal the simulator answers (HTTP 200, a `status` other than 0000): an example in the
 * document, and a call Prism's proxy checks (tests/unit/contract/prism-proxy.test.ts).
 */
export interface Refusal {
  /** The code, as the simulator sends it. */
  status: string;
  summary: string;
  /** The token (Authorization header) of the simulator's scenario that refuses; demo if none. */
  token?: string;
  /** The path and query asked, when not the call's example. */
  example?: string;
}

/** One call of SPEC §7. */
export interface OperatorCall {
  id: string;
  summary: string;
  server: ServerName;
  method: 'get' | 'post' | 'put';
  /** The path, with {name} for each path parameter. */
  path: string;
  /** Query parameters, each with what it carries. */
  query?: Record<string, string>;
  /** The login token in the Authorization header. */
  auth?: boolean;
  /** A form body (main API) or a JSON body, each field with what it carries. */
  form?: Record<string, string>;
  json?: Record<string, string>;
  /** The JSON body is a list of such objects (a batch), with what the list holds; one when absent. */
  jsonList?: string;
  /** How long the container waits; none for an image the page loads itself. */
  timeoutMs?: number;
  /** A pattern for a path parameter (the file names of the asset CDN). */
  patterns?: Record<string, string>;
  /** The schema the answer is read with; null: only the HTTP status is read. */
  schema: Schema<unknown> | null;
  /** The answer's media type when not JSON, and an example body a mock may answer with. */
  media?: string;
  mediaExample?: string;
  /** What the container does when the call fails (SPEC §8). */
  onFailure: string;
  /** Where the example answer comes from in the simulator (its path and query), if not `path`. */
  example?: string;
  /** The simulator's refusals of this call, each an example of the document. */
  refusals?: Refusal[];
}

const SILENT =
  'Silent (SPEC §8 promotion failures): an HTTP error, a timeout, a refusing status or a format error reads as empty; the game goes on.';
const SEAT =
  'A refusing status 10000, 10001, 10006 or 10007 shows its error; 10009 passes silently (the seats are shown as they are now); an HTTP error or a timeout shows no seats.';

/** What one POST of log events holds (src-worker/logs/). */
const LOG_BATCH = `A batch: at most ${LOG_BATCH_SIZE} new events; the events kept for a resend, and everything waiting when the page hides, as many as fit in ${LOG_KEEPALIVE_MAX_BYTES / 1024} KiB. The page also POSTs its own last events itself (keepalive, from the page's origin): the Web Vitals, the session's health and its counted failures as it hides or once the engine's worker is dead. An event_id may come twice (a tab that died mid-send, a page that sent again what a dead worker may not have sent): keep the first.`;

/** The example body of an image on the asset CDN (a mock answers with it). */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="210" height="210"/>';

/** Every call, in the order a session makes them. */
export const CALLS: OperatorCall[] = [
  { id: 'envConfig', summary: 'The environment config', server: 'config', method: 'get', path: '/env/{e}.json', query: { v: "The minute stamp that busts caches once a minute: the page's own (ms / 60000, floored), or the minute its server preloaded the config with (YYYYMMDDHHMM, deploy/config-preload.ts)." }, timeoutMs: CONFIG_TIMEOUT_MS, schema: envConfigSchema, onFailure: '404: parameters not enough (505). Another HTTP error or a timeout: network abnormal (1). No good line: format error (6003). A bad optional field is left out and its default applies.', example: '/env/demo.json' },
  { id: 'lineInfo', summary: 'More API lines (the env config `lineInfo` address)', server: 'config', method: 'get', path: '/env/lines/{e}.json', timeoutMs: CONFIG_TIMEOUT_MS, schema: lineInfoSchema, onFailure: 'Silent: no extra lines.', example: '/env/lines/line-info.json' },
  { id: 'speedTest', summary: 'The speed test image of each line (fetched as a blob, the first to answer wins)', server: 'api', method: 'get', path: '/env/speedtest.png', query: { r: 'A random value (no cache).' }, timeoutMs: SPEED_TEST_TIMEOUT_MS, schema: null, media: 'image/png', onFailure: 'A line that fails loses; if all fail the first line is used.' },
  { id: 'clientFile', summary: "The client's look (after the login)", server: 'config', method: 'get', path: '/env/client/{code}.json', query: { v: 'The minute stamp.' }, timeoutMs: CONFIG_TIMEOUT_MS, schema: clientFileSchema, onFailure: 'Silent: the default look.', example: '/env/client/DEMO.json' },
  { id: 'mainApi', summary: 'The main API: login (101), game list (16), more games (9), ticket (10), game address (7)', server: 'api', method: 'post', path: '/frontendAPI.do', form: { action: '101, 16, 9, 10 or 7.', x: 'The login token.', gameType: 'Actions 10 and 7: the game type.', mType: 'Actions 10 and 7: the game id.', clientType: 'Action 10: mobile or web.', lang: 'Action 7: the interface language.', lobbyURL: "Action 7: the lobby's address.", customBrand: 'Action 7: the brand the query named.' }, timeoutMs: API_TIMEOUT_MS, schema: null, onFailure: 'A status other than 0000 counts an error and shows its dialog (SPEC §8 dialog behaviour by code); an HTTP error or a timeout: network abnormal; an answer not in its schema: format error (6003). More games (9) falls back to the game list; a ticket (10) refused with a confirm-only code shows a notice and the game still opens.' },
  { id: 'seats', summary: "A game's seats", server: 'seat', method: 'get', path: '/seat/v1/info/slot/{gameId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: seatListSchema, onFailure: SEAT, example: '/seat/v1/info/slot/2001', refusals: [{ status: '10000', summary: 'A game without seats', example: '/seat/v1/info/slot/9999' }] },
  { id: 'seat', summary: 'One seat', server: 'seat', method: 'get', path: '/seat/v1/info/slot/{gameId}/{seatId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: seatOneSchema, onFailure: SEAT, example: '/seat/v1/info/slot/2001/1', refusals: [{ status: '10000', summary: 'No such seat', example: '/seat/v1/info/slot/2001/99' }] },
  { id: 'playNow', summary: 'Take any free seat', server: 'seat', method: 'put', path: '/seat/v1/playnow', auth: true, json: { gameId: 'The game id.' }, timeoutMs: SERVICE_TIMEOUT_MS, schema: seatTakeSchema, onFailure: SEAT, refusals: [{ status: '10001', summary: 'No seat free', token: 'seats-full' }, { status: '10006', summary: 'The seat server refuses this player', token: 'seat-10006' }] },
  { id: 'takeSeat', summary: 'Take one seat', server: 'seat', method: 'put', path: '/seat/v1/take', auth: true, json: { gameId: 'The game id.', seatId: 'The seat.' }, timeoutMs: SERVICE_TIMEOUT_MS, schema: seatTakeSchema, onFailure: SEAT, refusals: [{ status: '10006', summary: 'The seat server refuses this player', token: 'seat-10006' }, { status: '10009', summary: 'The seat was taken or the player left meanwhile (its seatId -1 is not read)', token: 'seat-10009' }] },
  { id: 'jackpotGroups', summary: 'The jackpot groups (only TreasureLink, GoldenTrophyLink and JackpotLink become linked pools)', server: 'jackpot', method: 'get', path: '/jackpot/current/v1/groups', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: jackpotGroupsSchema, onFailure: 'Silent: no jackpots shown.' },
  { id: 'jackpotWinners', summary: "A series' latest winners (each row a jackpotHit)", server: 'jackpot', method: 'get', path: '/jackpot/record/v1/winners', query: { typeId: 'The series.', limit: 'Always 50.' }, auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: jackpotWinnersSchema, onFailure: 'Silent: no winners listed.', example: '/jackpot/record/v1/winners?typeId=101&limit=50', refusals: [{ status: '505', summary: 'No series named', example: '/jackpot/record/v1/winners?typeId=&limit=50' }] },
  { id: 'openRounds', summary: 'The games where the player has a round still open', server: 'player', method: 'get', path: '/api/v1/game-log/active', query: { gameId: 'The game playing.', clientId: "The player's client code." }, timeoutMs: SERVICE_TIMEOUT_MS, schema: activeGamesSchema, onFailure: 'Silent: no game marked.', example: '/api/v1/game-log/active?gameId=2001&clientId=DEMO', refusals: [{ status: '505', summary: 'No client named', example: '/api/v1/game-log/active?gameId=2001&clientId=' }] },
  { id: 'invitation', summary: "The player's invitation codes", server: 'promotion', method: 'get', path: '/campaign/v1/invitation/{playerId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: invitationSchema, onFailure: SILENT, example: '/campaign/v1/invitation/10001' },
  { id: 'questLogIn', summary: 'The quest log-in for a game', server: 'promotion', method: 'post', path: '/quest/v3/log-in', query: { playerId: 'The player.', gameId: 'The game.' }, auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: statusOnly, onFailure: 'Silent; the quest popup waits for a 0000 log-in.', example: '/quest/v3/log-in?playerId=10001&gameId=2001', refusals: [{ status: '9001', summary: 'Not logged in to quests', token: 'quest-login-refused' }] },
  { id: 'campaignLogIn', summary: 'The campaign log-in for a game', server: 'promotion', method: 'post', path: '/campaign/v1/log-in', query: { playerId: 'The player.', gameId: 'The game.', invitationCode: 'The campaign code (left out when none).' }, auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: statusOnly, onFailure: SILENT, example: '/campaign/v1/log-in?playerId=10001&gameId=2001' },
  { id: 'quests', summary: "The player's quests", server: 'promotion', method: 'get', path: '/quest/v1/list/{accountId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: questListSchema, onFailure: SILENT, example: '/quest/v1/list/10001' },
  { id: 'inventory', summary: "The player's items (game cards)", server: 'promotion', method: 'get', path: '/inventory/v4/{accountId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: inventorySchema, onFailure: 'Any failure sets the need-reload message (SPEC §8).', example: '/inventory/v4/10001' },
  { id: 'itemHistory', summary: "The items' history", server: 'promotion', method: 'get', path: '/inventory/v1/item-History/{accountId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: itemHistorySchema, onFailure: SILENT, example: '/inventory/v1/item-History/10001' },
  { id: 'gameEnabled', summary: 'The games that count for quests and for the wheel', server: 'promotion', method: 'get', path: '/quest/v1/game-enabled', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: gameEnabledSchema, onFailure: SILENT },
  { id: 'campaigns', summary: "An invitation code's campaigns", server: 'promotion', method: 'get', path: '/campaign/v3/name/list/{invitationCode}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: campaignsSchema, onFailure: SILENT, example: '/campaign/v3/name/list/VIP2026' },
  { id: 'campaignCycles', summary: "A campaign's rounds", server: 'promotion', method: 'get', path: '/campaign/v3/cycle/list/{code}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: cyclesSchema, onFailure: SILENT, example: '/campaign/v3/cycle/list/OPEN2026' },
  { id: 'leaderboardSingle', summary: "The current game's leaderboard", server: 'promotion', method: 'get', path: '/leaderboard/v1/single-game/{playerId}/{gameId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: leaderboardSchema, onFailure: '9001: the leaderboard is forbidden to this player (no tab). Anything else: silent, no leaderboard.', example: '/leaderboard/v1/single-game/10001/2001', refusals: [{ status: '9001', summary: 'Forbidden to this player', token: 'no-leaderboard' }] },
  { id: 'leaderboardPopular', summary: "The popular games' leaderboard", server: 'promotion', method: 'get', path: '/leaderboard/v1/popular/{playerId}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: leaderboardSchema, onFailure: '9001: forbidden (no tab). Anything else: silent, no leaderboard.', example: '/leaderboard/v1/popular/10001', refusals: [{ status: '9001', summary: 'Forbidden to this player', token: 'no-leaderboard' }] },
  { id: 'wheelSetting', summary: "The lucky wheel's settings (a static file; bare, or in a status envelope)", server: 'assetCdn', method: 'get', path: '/campaignv1/case/{code}/setting.json', timeoutMs: SERVICE_TIMEOUT_MS, schema: wheelSettingSchema, onFailure: 'Silent: no wheel. Its times must be in order (start <= end).', example: '/campaignv1/case/WHEEL7/setting.json' },
  { id: 'wheelPrize', summary: "The wheel's segments", server: 'promotion', method: 'get', path: '/lucky-draw/v1/prize/{code}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: wheelPrizeSchema, onFailure: SILENT, example: '/lucky-draw/v1/prize/WHEEL7' },
  { id: 'wheelEligibility', summary: 'Whether the player may spin', server: 'promotion', method: 'get', path: '/lucky-draw/v1/is-eligible/{code}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: statusOnly, onFailure: '9038: message 2; 9039: message 4; any other failure: message 3 (SPEC §8 wheel eligibility).', example: '/lucky-draw/v1/is-eligible/WHEEL7', refusals: [{ status: '9038', summary: 'Not eligible (message 2)', token: 'wheel-ineligible-9038' }, { status: '9039', summary: 'Not eligible (message 4)', token: 'wheel-ineligible-9039' }] },
  { id: 'wheelQuest', summary: "Today's ticket progress and the usable tickets", server: 'promotion', method: 'get', path: '/lucky-draw/v1/quest/{accountId}/{code}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: wheelQuestSchema, onFailure: SILENT, example: '/lucky-draw/v1/quest/10001/WHEEL7' },
  { id: 'wheelDraw', summary: 'A spin (drawType normal or lucky)', server: 'promotion', method: 'put', path: '/lucky-draw/v1/entries/{accountId}/{code}/{drawType}', auth: true, timeoutMs: SERVICE_TIMEOUT_MS, schema: wheelDrawSchema, onFailure: '9035: message 3; 9036: message 1; another status: message 2; an exception (HTTP error, timeout, format): a status error (SPEC §8 wheel draw).', example: '/lucky-draw/v1/entries/10001/WHEEL7/normal', refusals: [{ status: '9035', summary: 'The wheel cannot be drawn now (message 3)', token: 'wheel-draw-9035' }, { status: '9036', summary: "Today's bonus is fully distributed (message 1)", token: 'wheel-draw-9036' }] },
  { id: 'gameIcon', summary: "A game's icon (210x210), its low-resolution `_s` variant first, when the game list names no icon (loaded by the page as an image)", server: 'assetCdn', method: 'get', path: '/icons/{file}', patterns: { file: '^[0-9]+(_s)?\\.svg$' }, schema: null, media: 'image/svg+xml', mediaExample: SVG, example: '/icons/2001_s.svg', onFailure: 'The full icon is tried after the `_s` variant; when both fail, the game\'s initials are drawn instead.' },
  { id: 'cardImage', summary: "A game card's image by bet tier and level (SPEC §5), or the language's generic card; the `_s` variant first (loaded by the page as an image)", server: 'assetCdn', method: 'get', path: '/cards/{lang}/{file}', patterns: { lang: '^(en|th|zh)$', file: '^(tier[1-5]_level[1-9][0-9]*|generic)(_s)?\\.svg$' }, schema: null, media: 'image/svg+xml', mediaExample: SVG, example: '/cards/en/tier2_level2.svg', onFailure: 'The full image is tried after the `_s` variant, then the generic card; when all fail, the card\'s name is drawn instead.' },
  { id: 'logEvent', summary: 'Log events (SPEC §3 log fields), as a JSON array', server: 'logs', method: 'post', path: '/log', jsonList: LOG_BATCH, json: { event_id: 'Unique id.', timestamp: 'ms.', type: 'The kind: error (SPEC §8 statuses), boot, game, sse, logs, perf (docs/rum.md), failure (a page or worker failure, counted by fingerprint) or session (its health, once), docs/logs.md.', event: 'The event name (for failure: page-error, rejection, render-error, render-crash, chunk-lost, game-frame, csp, worker-error, worker-rejection, worker-dead; for session: health).', player_id: 'The player.', client_code: 'The client code.', uid: 'The uid.', session_id: 'The session.', content: 'The details (no secret).' }, timeoutMs: LOG_REQUEST_TIMEOUT_MS, schema: null, onFailure: 'Never shown. 408, 429, 5xx, a network error or a timeout: retried (3 times), then kept in local storage (unsent_logs) and sent later; another 4xx: dropped.' },
  { id: 'gameLog', summary: "A game's log payload (passed through, secrets redacted)", server: 'logs', method: 'post', path: '/gamelog', json: {}, timeoutMs: LOG_REQUEST_TIMEOUT_MS, schema: null, onFailure: 'Never shown, not retried.' },
  { id: 'orientation', summary: 'The screen orientation', server: 'logs', method: 'post', path: '/logger/orientation', json: { orientation: 'portrait or landscape.' }, timeoutMs: LOG_REQUEST_TIMEOUT_MS, schema: null, onFailure: 'Never shown, not retried.' },
]; // prettier-ignore
