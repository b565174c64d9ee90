// Every file path the README and docs/ name exists, so the map cannot point at moved files.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

// A path in backticks: folders and a file name with an extension, e.g. `src-ui/main.tsx`.
const PATH = /`((?:\.\.\/)?[\w.-]+(?:\/[\w.{}<>*-]+)*\/[\w.-]+\.(?:ts|tsx|js|json|md|html|css))`/g;

/** Paths outside this repository (`../shared/...`) and templates (`{lng}`, `<name>`, `*`). */
const checkable = (path: string): boolean => !path.startsWith('../') && !/[{}<>*]/.test(path);

it('names only files that exist', () => {
  const missing = DOCS.flatMap((doc) =>
    [...readFileSync(join(ROOT, doc), 'utf8').matchAll(PATH)]
      .map((m) => m[1] ?? '')
      .filter(checkable)
      .filter((path) => !existsSync(join(ROOT, path)))
      .map((path) => `${doc}: ${path}`),
  );
  expect(missing).toEqual([]);
});
