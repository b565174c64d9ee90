// Runs in Node: the two operations of the operator's contract that are not one call with one
// schema: the main API (five actions on one address) and the promotion notification stream.
import { statusOnly } from '../../src-worker/lib/wire-schema.ts';
import { gameListSchema, gameUrlSchema, loginSchema } from '../../src-worker/boot/validate.ts';
import type { JackpotHit } from '../../shared/jackpots/jackpot-types.ts';
import { type JsonSchema, toJsonSchema } from './json-schema.ts';
import type { OperatorCall } from './operator-calls.ts';

/** The `{status, data}` envelope of every service answer. */
export const STATUS_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: {
    status: {
      type: ['string', 'number'],
      description: '0000 (or 0) is success; other digits are a refusal code (SPEC §8).',
    },
    data: { description: "The call's data (see each call's schema)." },
  },
  required: ['status'],
};

/** The main API's actions, each with the schema its answer is read with. */
const ACTIONS = [
  { action: '101', name: 'login', schema: loginSchema, form: {} },
  { action: '16', name: 'gameList', schema: gameListSchema, form: {} },
  { action: '9', name: 'moreGames', schema: gameListSchema, form: {} },
  { action: '10', name: 'ticket', schema: statusOnly, form: { gameType: '1', mType: '2001', clientType: 'mobile' } },
  { action: '7', name: 'gameUrl', schema: gameUrlSchema, form: { gameType: '1', mType: '2001', lang: 'en', lobbyURL: '' } },
] as const; // prettier-ignore

/** POST /frontendAPI.do: one operation, its answer by action (the action is in the form). */
export async function mainApi(
  call: OperatorCall,
  schemas: Record<string, JsonSchema>,
  line: string,
  simAnswer: (request: Request) => Promise<unknown>,
): Promise<JsonSchema> {
  const examples: Record<string, unknown> = {};
  for (const a of ACTIONS) {
    const id = `action${a.action}`;
    schemas[id] = { title: `Action ${a.action} (${a.name})`, ...toJsonSchema(a.schema) };
    const body = new URLSearchParams({ action: a.action, x: 'demo', ...a.form });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const value = await simAnswer(
      new Request(`${line}${call.path}`, { method: 'POST', headers, body }),
    );
    examples[id] = { summary: `Action ${a.action} (${a.name})`, value };
  }
  const form = Object.fromEntries(
    Object.entries(call.form ?? {}).map(([k, description]) => [k, { type: 'string', description }]),
  );
  return {
    operationId: call.id,
    summary: call.summary,
    description:
      'Every answer has a `status` (0000 is success); the data is read by action with the schema of `action{n}`.',
    tags: ['api'],
    servers: [{ url: '{api}', variables: { api: { default: line } } }],
    requestBody: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: form, required: ['action', 'x'] },
        },
      },
    },
    'x-timeout-ms': call.timeoutMs,
    responses: {
      '200': {
        description: 'The answer to the action.',
        content: {
          'application/json': {
            schema: {
              oneOf: ACTIONS.map((a) => ({ $ref: `#/components/schemas/action${a.action}` })),
            },
            examples,
          },
        },
      },
      default: { description: `The call failed. ${call.onFailure}` },
    },
  };
}

/** GET /promotion/v1/notification/{playerId}: the server-sent events and each one's data. */
export function eventStream(
  promotion: string,
  events: string[],
  hit: JackpotHit | undefined,
): JsonSchema {
  const variants = events.map((event) => ({
    title: event,
    type: 'object',
    properties: {
      event: { const: event },
      id: { type: 'string', description: 'Sent back as Last-Event-ID on a reconnect.' },
      data:
        event === 'jackpotHit'
          ? { type: 'string', contentMediaType: 'application/json', contentSchema: { $ref: '#/components/schemas/jackpotHit' }, description: 'A jackpot hit, shown as the hit notice (an unreadable one is ignored).' }
          : { type: 'string', description: 'Not read: the event reloads what it names (inventory, quests, wheel tickets, jackpot pools).' },
    },
    required: ['event'],
  })); // prettier-ignore
  return {
    operationId: 'notifications',
    summary: 'The promotion notification stream (server-sent events)',
    tags: ['promotion'],
    servers: [{ url: '{promotion}', variables: { promotion: { default: promotion } } }],
    parameters: [
      { name: 'playerId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'loginTime', in: 'query', required: true, description: 'The login time (ms).', schema: { type: 'integer' } },
      { name: 'Authorization', in: 'header', required: true, description: 'The login token.', schema: { type: 'string' } },
      { name: 'Last-Event-ID', in: 'header', required: false, description: 'The id of the last event received, on a reconnect.', schema: { type: 'string' } },
    ],
    responses: {
      '200': {
        description: 'A text/event-stream of these events. When it ends or fails the container reconnects (the server `retry`, else 1 s, doubling to 60 s).',
        content: {
          'text/event-stream': {
            schema: { oneOf: variants },
            example: hit === undefined ? '' : `id: 1\nevent: jackpotHit\ndata: ${JSON.stringify(hit)}\n\n`,
          },
        },
      },
      default: { description: 'Another status or content type: the stream stops for good (silent).' },
    },
  }; // prettier-ignore
}
