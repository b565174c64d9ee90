// docs/headless.md shows the headless example as it runs: its code block is the test file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';

const EXAMPLE = 'tests/unit/boot/headless-example.test.ts';

it('docs/headless.md shows the example file as it is', () => {
  const doc = readFileSync(join(ROOT, 'docs/headless.md'), 'utf8');
  const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(blocks).toContain(readFileSync(join(ROOT, EXAMPLE), 'utf8'));
});
