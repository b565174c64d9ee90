// Runs in Node: the operator's contract as an OpenAPI 3.1 document, built from the calls
// (operator-calls.ts), the worker's schemas (as JSON Schema) and the simulator's answers to the
// demo player as examples. Deterministic: the simulator's clock and randomness are fixed first.
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { createHandlers, testWorld } from '../../operator-sim/handlers.ts';
import { stormHits } from '../../operator-sim/jackpot-data.ts';
import { SSE_EVENTS } from '../../src-worker/session/sse-events.ts';
import { type JsonSchema, toJsonSchema } from './json-schema.ts';
import { CALLS, type OperatorCall, SERVERS, type ServerName } from './operator-calls.ts';
import {
  REFUSAL,
  TOKEN_SCHEME,
  errorAnswers,
  eventStream,
  mainApi,
  security,
  succeeded,
} from './operator-parts.ts';

/** The moment the examples are taken at (the simulator's times are relative to it). */
export const EXAMPLE_TIME = Date.UTC(2026, 0, 15, 12, 0, 0);

/** Runs `make` with Date and Math.random fixed, so the simulator answers the same every time. */
async function frozen<T>(make: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  const random = Math.random;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(EXAMPLE_TIME);
      else super(...(args as [string]));
    }
    static override now(): number {
      return EXAMPLE_TIME;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  Math.random = () => 0.5;
  try {
    return await make();
  } finally {
    globalThis.Date = RealDate;
    Math.random = random;
  }
}

const world = testWorld();
const handlers = createHandlers(world);
/** The origin each server has in the simulator (all on its first line but the config host). */
const origin = (server: ServerName): string =>
  server === 'config' ? world.appOrigin : (world.lines[0]?.origin ?? '');

/** The simulator's JSON answer to a request (the demo player's token), or undefined. */
async function simAnswer(request: Request): Promise<unknown> {
  const response = await getResponse(handlers, request);
  if (!response?.headers.get('Content-Type')?.includes('json')) return undefined;
  return (await response.json()) as unknown;
}

/** A server of the env config, its origin a variable (the simulator's as the default). */
const serverOf = (server: ServerName): JsonSchema => ({
  url: `{${server}}`,
  description: SERVERS[server],
  variables: { [server]: { default: origin(server) } },
});

/** The simulator's answer to `call` as `token` asks it, at `path` (the call's example if none). */
async function example(call: OperatorCall, token = 'demo', path?: string): Promise<unknown> {
  if (call.schema === null) return undefined;
  const body =
    call.json && call.method !== 'post' ? JSON.stringify({ gameId: 2001, seatId: 4 }) : null;
  return simAnswer(
    new Request(`${origin(call.server)}${path ?? call.example ?? call.path}`, {
      method: call.method.toUpperCase(),
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body,
    }),
  );
}

/** The examples of a call's answer: its success, then each refusal (checked to be what it says). */
async function examplesOf(call: OperatorCall): Promise<Record<string, JsonSchema>> {
  const examples: Record<string, JsonSchema> = {};
  const ok = await example(call);
  if (ok !== undefined) examples['ok'] = { summary: 'Success', value: ok };
  for (const r of call.refusals ?? []) {
    const value = await example(call, r.token, r.example);
    const status = (value as { status?: unknown } | undefined)?.status;
    if (status !== r.status) {
      throw new Error(`${call.id}: the simulator answered ${String(status)}, not ${r.status}`);
    }
    examples[`refused${r.status}`] = { summary: `Refused with ${r.status}. ${r.summary}.`, value };
  }
  return examples;
}

const param = (
  name: string,
  where: 'path' | 'query',
  description: string,
  pattern?: string,
): JsonSchema => ({
  name,
  in: where,
  required: where === 'path',
  description,
  schema: { type: 'string', ...(pattern === undefined ? {} : { pattern }) },
});

const fields = (described: Record<string, string>): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(described).map(([k, description]) => [k, { description }]),
  ),
});

async function operation(
  call: OperatorCall,
  schemas: Record<string, JsonSchema>,
): Promise<JsonSchema> {
  const pathParams = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) =>
    param(m[1] ?? '', 'path', `A path segment (URL-encoded).`, call.patterns?.[m[1] ?? '']),
  );
  const query = Object.entries(call.query ?? {}).map(([k, d]) => param(k, 'query', d));
  const enveloped = call.server !== 'config' && call.server !== 'assetCdn' && call.schema !== null;
  let ok: JsonSchema = { description: 'Only the HTTP status is read.' };
  if (call.schema !== null) {
    const schema = toJsonSchema(call.schema);
    schemas[call.id] = enveloped ? succeeded(call.summary, schema) : schema;
    const own = { $ref: `#/components/schemas/${call.id}` };
    schemas['refusal'] = REFUSAL;
    const examples = await examplesOf(call);
    ok = {
      description: enveloped
        ? 'A success (status 0000: read with the schema, where a bad optional field falls back and a bad list item is dropped) or a refusal (any other status, shown as the call says).'
        : 'Read with the schema: a bad optional field falls back, a bad list item is dropped.',
      content: {
        'application/json': {
          schema: enveloped ? { anyOf: [own, { $ref: '#/components/schemas/refusal' }] } : own,
          ...(Object.keys(examples).length === 0 ? {} : { examples }),
        },
      },
    };
  } else if (call.media) {
    const example = call.mediaExample === undefined ? {} : { example: call.mediaExample };
    ok = {
      description: 'Any body of this type.',
      content: { [call.media]: { schema: { type: 'string' }, ...example } },
    };
  }
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.server],
    servers: [serverOf(call.server)],
    ...security(call.auth),
    ...(pathParams.length + query.length > 0 ? { parameters: [...pathParams, ...query] } : {}),
    ...(call.json
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema:
                  call.jsonList === undefined
                    ? fields(call.json)
                    : {
                        type: 'array',
                        description: call.jsonList,
                        minItems: 1,
                        items: fields(call.json),
                      },
              },
            },
          },
        }
      : {}),
    ...(call.timeoutMs === undefined ? {} : { 'x-timeout-ms': call.timeoutMs }),
    responses: { '200': ok, ...errorAnswers(call.onFailure) },
  };
}

/** The whole document. */
export async function operatorApi(): Promise<Record<string, unknown>> {
  return frozen(async () => {
    const schemas: Record<string, JsonSchema> = {};
    const paths: Record<string, Record<string, unknown>> = {};
    for (const call of CALLS) {
      const op =
        call.id === 'mainApi'
          ? await mainApi(call, schemas, origin('api'), simAnswer)
          : await operation(call, schemas);
      (paths[call.path] ??= {})[call.method] = op;
    }
    paths['/promotion/v1/notification/{playerId}'] = {
      get: eventStream(origin('promotion'), Object.values(SSE_EVENTS), stormHits(EXAMPLE_TIME)[0]),
    };
    return {
      openapi: '3.1.0',
      info: {
        title: "The game container's operator API",
        version: '1',
        description: [
          "Every call the game container makes to the operator's servers (SPEC §7), with what it reads from each answer. Generated by `npm run contract` from the worker's schemas; the examples are the simulator's answers to its demo player.",
          '',
          'Services (seat, jackpot, player, promotion) answer `{"status": "0000", "data": ...}`; a status other than 0000 (digits, as a string or a number) is a refusal, and anything that is not digits is a format error (6003). Unknown fields are ignored everywhere. `x-timeout-ms` is how long the container waits for the whole answer, its body included (an answer whose body comes later counts as none). A 429 or 503 with Retry-After (seconds or an HTTP date, at most 5 min) from a service, the stream or the log server is waited out: that service (its origin and first path segment) is asked nothing until then. An HTTP error from any server is the failure of that server alone, never a lost connection.',
          '',
          "The simulator (operator-sim/) answers exactly this document, refusals included, except where it breaks it on purpose to show the container's format error: the scenario `login-not-json` (token `bad-json`: the login answers an HTML page), `broken-config` (a malformed env config) and the QA fault table (`/__sim/faults`: dropped connections and bodiless answers).",
        ].join('\n'),
      },
      servers: [serverOf('config')],
      tags: Object.entries(SERVERS).map(([name, description]) => ({ name, description })),
      paths,
      components: { schemas, securitySchemes: { token: TOKEN_SCHEME } },
    };
  });
}

/** Where the document is committed. */
export const OPERATOR_API_FILE = fileURLToPath(
  new URL('../../docs/operator-api.yaml', import.meta.url),
);

/** The document as YAML (what docs/operator-api.yaml holds). */
export async function operatorApiYaml(): Promise<string> {
  const header = '# Generated by `npm run contract` (tests/contract/): do not edit by hand.\n';
  const yaml = stringify(await operatorApi(), { lineWidth: 100, aliasDuplicateObjects: false });
  // Formatted as the repository's Prettier would, so `prettier --check .` passes it as written.
  const options = await resolveConfig(OPERATOR_API_FILE);
  return format(header + yaml, { ...options, parser: 'yaml' });
}
