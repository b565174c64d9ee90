// The operator's contract (issue 31): docs/operator-api.yaml is what `npm run contract` writes
// from the worker's schemas today, it is a valid OpenAPI 3.1 document, and every call the worker
// reads with a schema is in it with the simulator's answer as its example.
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CALLS } from '../../contract/operator-calls.ts';
import { OPERATOR_API_FILE, operatorApiYaml } from '../../contract/operator-api.ts';
import { parseWire } from '../../../src-worker/lib/wire-schema.ts';

const committed = readFileSync(OPERATOR_API_FILE, 'utf8');

interface Operation {
  operationId: string;
  'x-timeout-ms'?: number;
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
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

  it('has every call, with its timeout, and a schema-read answer as its example', () => {
    const doc = parse(committed) as { paths: Record<string, Record<string, Operation>> };
    const byId = new Map(operations(doc).map((op) => [op.operationId, op]));
    for (const call of CALLS) {
      const op = byId.get(call.id);
      expect(op?.['x-timeout-ms'], call.id).toBe(call.timeoutMs);
      if (call.schema === null || call.id === 'mainApi') continue;
      const example = op?.responses['200']?.content?.['application/json']?.example;
      const bare = call.server === 'config' || call.server === 'assetCdn';
      expect(
        () => parseWire(call.schema ?? { type: 'any', read: () => null }, example, call.id),
        call.id,
      ).not.toThrow();
      if (!bare) expect((example as { status?: unknown }).status, call.id).toBe('0000');
    }
    expect(byId.has('notifications')).toBe(true);
  });
});
