// The operator's contract (issue 31): docs/operator-api.yaml is what `npm run contract` writes
// from the worker's schemas today, it is a valid OpenAPI 3.1 document, and every call the worker
// reads with a schema is in it with the simulator's answer as its example.
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CALLS } from '../../contract/operator-calls.ts';
import { OPERATOR_API_FILE, operatorApiYaml } from '../../contract/operator-api.ts';
import { parseWire } from '../../../src-worker/lib/parse-wire.ts';

const committed = readFileSync(OPERATOR_API_FILE, 'utf8');

interface Operation {
  operationId: string;
  'x-timeout-ms'?: number;
  responses: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }
  >;
}

const operations = (doc: { paths: Record<string, Record<string, Operation>> }): Operation[] =>
  Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('docs/operator-api.yaml', () => {
  it('is what `npm run contract` writes now (run it after changing a schema or a call)', async () => {
    expect(committed).toBe(await operatorApiYaml());
  }, 60_000);

  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(parse(committed) as never);
    expect('openapi' in api && api.openapi).toBe('3.1.0');
    // The validator does check 3.1: the same document with a response missing its description fails.
    const broken = parse(committed) as { paths: Record<string, Record<string, Operation>> };
    delete (
      broken.paths['/quest/v1/game-enabled']?.['get']?.responses['200'] as { description?: string }
    ).description;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('has every call, with its timeout, a schema-read answer as its first example, and its refusals', () => {
    const doc = parse(committed) as { paths: Record<string, Record<string, Operation>> };
    const byId = new Map(operations(doc).map((op) => [op.operationId, op]));
    for (const call of CALLS) {
      const op = byId.get(call.id);
      expect(op?.['x-timeout-ms'], call.id).toBe(call.timeoutMs);
      if (call.schema === null || call.id === 'mainApi') continue;
      const examples = op?.responses['200']?.content?.['application/json']?.examples ?? {};
      const [first, ...refusals] = Object.values(examples).map((e) => e.value);
      const bare = call.server === 'config' || call.server === 'assetCdn';
      expect(
        () => parseWire(call.schema ?? { type: 'any', read: () => null }, first, call.id),
        call.id,
      ).not.toThrow();
      if (!bare) expect((first as { status?: unknown }).status, call.id).toBe('0000');
      // Each refusal the call lists is an example, with the status the simulator answered.
      expect(
        refusals.map((r) => (r as { status?: unknown }).status),
        call.id,
      ).toEqual((call.refusals ?? []).map((r) => r.status));
    }
    expect(byId.has('notifications')).toBe(true);
  });
});
