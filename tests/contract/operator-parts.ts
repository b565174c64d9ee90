// Runs in Node: the two operations of the operator's contract that are not one call with one
// schema: the main API (five actions on one address) and the promotion notification stream.
import { statusOnly } from '../../shared/lib/wire-schema.ts';
import { gameListSchema, gameUrlSchema, loginSchema } from '../../src-worker/boot/validate.ts';
import type { JackpotHit } from '../../shared/jackpots/jackpot-types.ts';
import { jackpotHitSchema } from '../../src-worker/jackpots/jackpot-rules.ts';
import { type JsonSchema, toJsonSchema } from './json-schema.ts';
import type { OperatorCall } from './operator-calls.ts';

/** The login token in the `Authorization` header, as it is (no scheme). */
export const TOKEN_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The login token `x` of the page query, as it is (no scheme).',
};

/** An operation's security: the token, or explicitly none. */
export const security = (auth: boolean | undefined): { security: JsonSchema[] } => ({
  security: auth === true ? [{ token: [] }] : [],
});

/** The error answers every operation has (a refusal is a 200 answer of its own): an HTTP error, or any other failure. */
export const errorAnswers = (onFailure: string): JsonSchema => ({
  '4XX': { description: `An HTTP error (its body is not read). ${onFailure}` },
  default: { description: `Another failure (a 5xx, a timeout, a format error). ${onFailure}` },
});

/** The main API's actions, each with the schema its answer is read with. */
export const ACTIONS = [
  { action: '101', name: 'login', schema: loginSchema, form: {} },
  { action: '16', name: 'gameList', schema: gameListSchema, form: {} },
  { action: '9', name: 'moreGames', schema: gameListSchema, form: {} },
  { action: '10', name: 'ticket', schema: statusOnly, form: { gameType: '1', mType: '2001', clientType: 'mobile' } },
  { action: '7', name: 'gameUrl', schema: gameUrlSchema, form: { gameType: '1', mType: '2001', lang: 'en', lobbyURL: '' } },
] as const; // prettier-ignore

/**
 * A refusal: any action, and any call of a service, may answer a `status` other than 0000 (HTTP
 * 200). The worker reads the code before the answer's schema (src-worker/boot/main-api.ts
 * readAction, src-worker/lib/service-client.ts).
 */
export const REFUSAL: JsonSchema = {
  title: 'A refusal',
  description:
    "A `status` other than 0000; any `data` is not read. The main API shows the dialog of that code (SPEC §8 dialog behaviour by code; a code no table names shows the default text); a service does what its call's failure says. A status that is not digits is a format error (6003).",
  type: 'object',
  properties: {
    status: {
      description: 'The code: digits, as a string (a number is read as its digits).',
      oneOf: [
        { type: 'string', pattern: '^\\d{1,10}$', not: { const: '0000' } },
        { type: 'integer', minimum: 0, maximum: 9_999_999_999 },
      ],
    },
  },
  required: ['status'],
};

/** An answer's schema with its success status: exactly the text 0000. */
export function succeeded(title: string, schema: JsonSchema): JsonSchema {
  const properties = Object.entries((schema['properties'] ?? {}) as JsonSchema).filter(
    ([key]) => key !== 'status',
  );
  const required = ((schema['required'] ?? []) as string[]).filter((k) => k !== 'status');
  return {
    title,
    ...schema,
    properties: {
      status: { const: '0000', description: 'Success.' },
      ...Object.fromEntries(properties),
    },
    required: ['status', ...required],
  };
}

/** `value[key]` when `value` is an object ('' : `value` itself), else {}. */
const field = (value: unknown, key: string): unknown =>
  typeof value !== 'object' || value === null
    ? {}
    : key === ''
      ? value
      : (value as Record<string, unknown>)[key];

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
    schemas[id] = succeeded(`Action ${a.action} (${a.name})`, toJsonSchema(a.schema));
    const body = new URLSearchParams({ action: a.action, x: 'demo', ...a.form });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const value = await simAnswer(
      new Request(`${line}${call.path}`, { method: 'POST', headers, body }),
    );
    examples[id] = { summary: `Action ${a.action} (${a.name})`, value };
  }
  const merged = (key: string): Record<string, unknown> =>
    Object.assign(
      {},
      ...Object.values(examples).map((e) => field(field(e, 'value'), key)),
    ) as Record<string, unknown>;
  schemas['refusal'] = REFUSAL;
  // The simulator refuses an empty token as an operator's server would: 9005, token rejected.
  const refused = await simAnswer(
    new Request(`${line}${call.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: '101', x: '' }),
    }),
  );
  const anyAction = {
    summary: 'One answer every action reads right (for a mock, which cannot see the form)',
    value: { ...merged(''), status: '0000', data: merged('data') },
  };
  const form = Object.fromEntries(
    Object.entries(call.form ?? {}).map(([k, description]) => [k, { type: 'string', description }]),
  );
  return {
    operationId: call.id,
    summary: call.summary,
    description: [
      "Every answer has a `status`: 0000 is success, and the data is read by action with the schema of `action{n}`; any other code is a refusal (`refusal`, no `data`), shown as that code's dialog.",
      '',
      "The action is a form field, which OpenAPI cannot key answers on: the answer is any of the five schemas, and the first example (`anyAction`) is one answer that fits all five at once (the login's fields, the game list's groups and the game's `path` side by side in `data`; unknown fields are ignored). A mock that answers with the first example (Prism's `prism mock`) therefore gets the container to the game.",
    ].join('\n'),
    tags: ['api'],
    ...security(false),
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
              anyOf: [
                ...ACTIONS.map((a) => ({ $ref: `#/components/schemas/action${a.action}` })),
                { $ref: '#/components/schemas/refusal' },
              ],
            },
            examples: {
              anyAction,
              ...examples,
              refused: { summary: 'A refusal: the token is rejected (9005)', value: refused },
            },
          },
        },
      },
      ...errorAnswers(call.onFailure),
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
          ? { type: 'string', contentMediaType: 'application/json', contentSchema: toJsonSchema(jackpotHitSchema), description: 'A jackpot hit, shown as the hit notice (an unreadable one is ignored).' }
          : { type: 'string', description: 'Not read: the event reloads what it names (inventory, quests, wheel tickets, jackpot pools).' },
    },
    required: ['event'],
  })); // prettier-ignore
  return {
    operationId: 'notifications',
    summary: 'The promotion notification stream (server-sent events)',
    tags: ['promotion'],
    ...security(true),
    servers: [{ url: '{promotion}', variables: { promotion: { default: promotion } } }],
    parameters: [
      { name: 'playerId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'loginTime', in: 'query', required: true, description: 'The login time (ms).', schema: { type: 'integer' } },
      { name: 'Last-Event-ID', in: 'header', required: false, description: 'The id of the last event received, on a reconnect.', schema: { type: 'string' } },
    ],
    responses: {
      '200': {
        description: 'A text/event-stream of these events, its headers within 5 s. Send something at least every 15 s (a `: ping` comment will do): after 45 s of silence the container takes the connection for dead. When it ends, fails or falls silent the container reconnects with Last-Event-ID, after a wait drawn at random below the server `retry` (else 1 s), doubling to 60 s.',
        content: {
          'text/event-stream': {
            // The body is text; each event in it is one of `x-events` (OpenAPI 3.1 has no schema
            // for the items of a stream), so a validator checks the body as text.
            schema: { type: 'string', description: 'Events, each one of `x-events`.' },
            'x-events': { oneOf: variants },
            example: hit === undefined ? '' : `id: 1\nevent: jackpotHit\ndata: ${JSON.stringify(hit)}\n\n`,
          },
        },
      },
      '429': { description: 'Too many requests: tried again after its Retry-After (seconds or an HTTP date, at most 5 min), else after the backoff.' },
      '4XX': { description: 'Another HTTP error (401, 404…): the stream stops for good (silent).' },
      '5XX': { description: 'A server error: tried again after its Retry-After, else after the backoff (silent).' },
      default: { description: 'Another status or content type: the stream stops for good (silent).' },
    },
  }; // prettier-ignore
}
