// Reads the relative imports of the product's source files, for the structure checks.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Every file under `folder` (relative to the repository) whose name matches `pattern`. */
export function filesUnder(folder: string, pattern = /\.(ts|tsx|js)$/): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (pattern.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(folder);
  return out;
}

// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`, `new URL('…', import.meta.url)`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The repository-relative files that `file` imports by a relative path. */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1];
    if (spec === undefined) continue;
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec));
    if (existsSync(join(ROOT, target))) out.push(target);
  }
  return out;
}
