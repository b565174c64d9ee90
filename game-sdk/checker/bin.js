#!/usr/bin/env node
// Runs in Node: the `game-container-check` command (the SDK package's bin). Plain JavaScript, so
// it runs wherever the package is. In the repository it runs the checker's TypeScript source
// through tsx: always the code as it is, with no build step after `npm ci`. A published package
// holds no cli.ts (package.json's `files`), so there it runs the checker the SDK's build bundled,
// dist/checker.js, with node alone.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

/** @typedef {{ main(argv: string[]): Promise<number> }} Checker */

const source = new URL('./cli.ts', import.meta.url);
/** @type {Checker} */
let checker;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  checker = /** @type {Checker} */ (await import(source.href));
} else {
  checker = /** @type {Checker} */ (
    await import(new URL('../dist/checker.js', import.meta.url).href)
  );
}
process.exitCode = await checker.main(process.argv.slice(2));
