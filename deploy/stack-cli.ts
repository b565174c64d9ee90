// Runs in Node: `npm run stack -- <file>` (or the stack on stdin): a logged production stack,
// or a `failure` event's JSON, turned into source files and lines with the build's source maps
// (`sourcemaps/` beside dist/, or `--maps <dir>`). docs/logs.md, Readable stacks.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { mapStack } from './source-maps.ts';

async function stdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const args = process.argv.slice(2);
const mapsAt = args.indexOf('--maps');
const mapsDir = resolve(mapsAt >= 0 ? (args[mapsAt + 1] ?? '') : 'sourcemaps');
const file = args.filter((_, i) => mapsAt < 0 || (i !== mapsAt && i !== mapsAt + 1))[0];
const text = file === undefined || file === '-' ? await stdin() : await readFile(file, 'utf8');
console.log(await mapStack(text, mapsDir));
