// A setup file of the mutation run (tests/mutation/vitest.config.ts): loads every module Stryker
// mutates (stryker.config.json's `mutate`) before the file's first test, so each one's top-level
// code (its tables, its default orders) runs outside any test and Stryker counts those mutants as
// static: run against every related test, in workers started under the mutant.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths as text: the components' files run under happy-dom, whose URL is not Node's.
const root = join(fileURLToPath(import.meta.url), '../../..');
const config = JSON.parse(readFileSync(join(root, 'stryker.config.json'), 'utf8')) as {
  mutate: string[];
};
const files = config.mutate.flatMap((pattern) => globSync(pattern, { cwd: root }));
if (files.length === 0) throw new Error('stryker.config.json: `mutate` names no file');
await Promise.all(files.map((file) => import(join(root, file))));
