// Runs in Node: the build's source maps, kept out of what is served (docs/logs.md, Readable
// stacks). Vite writes them beside each script with no sourceMappingURL comment ('hidden'); the
// build moves them to `sourcemaps/` beside dist/, and `npm run stack` reads them there to turn a
// logged production stack into source files and lines.
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** Where the maps of a build in `outDir` go: `sourcemaps/` beside it. */
export const mapsDirFor = (outDir: string): string => join(outDir, '..', 'sourcemaps');

/**
 * Moves every `.map` file under `outDir` to `mapsDir` (emptied first: it holds this build's maps
 * only, to be archived with the release), keeping its path; returns how many.
 */
export async function moveSourceMaps(outDir: string, mapsDir: string): Promise<number> {
  await rm(mapsDir, { recursive: true, force: true });
  const found = await readdir(outDir, { recursive: true, withFileTypes: true });
  const maps = found.filter((e) => e.isFile() && e.name.endsWith('.map'));
  for (const entry of maps) {
    const from = join(entry.parentPath, entry.name);
    const to = join(mapsDir, relative(outDir, from));
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
  }
  return maps.length;
}

/** A stack frame's place: `(url:line:column)` or `at url:line:column`. */
const FRAME = /(\(|at\s+)((?:https?:\/\/|\/)?[^\s()]*?\.js)(?:\?[^\s():]*)?:(\d+):(\d+)(\)?)/g;

/** Reads the maps of `mapsDir` on demand, by script file name. */
function mapReader(mapsDir: string): (script: string) => Promise<TraceMap | null> {
  const cache = new Map<string, Promise<TraceMap | null>>();
  let index: Promise<Map<string, string>> | null = null;
  const files = async (): Promise<Map<string, string>> => {
    const found = await readdir(mapsDir, { recursive: true, withFileTypes: true });
    return new Map(
      found
        .filter((e) => e.isFile() && e.name.endsWith('.js.map'))
        .map((e) => [e.name.slice(0, -'.map'.length), join(e.parentPath, e.name)]),
    );
  };
  return (script) => {
    const name = basename(script);
    let map = cache.get(name);
    if (!map) {
      map = (index ??= files()).then(async (byName) => {
        const path = byName.get(name);
        return path ? new TraceMap(await readFile(path, 'utf8')) : null;
      });
      cache.set(name, map);
    }
    return map;
  };
}

/**
 * The stack with every frame of a script whose map is in `mapsDir` turned into its source file,
 * line and column (and the function's original name when the map has it); other frames as they
 * were. A logged event's JSON (or a list of them) gives each event's `content.stack`.
 */
export async function mapStack(text: string, mapsDir: string): Promise<string> {
  const read = mapReader(mapsDir);
  const lines: string[] = [];
  for (const line of stacksIn(text).join('\n\n').split('\n')) {
    let out = line;
    for (const match of line.matchAll(FRAME)) {
      const [whole, open = '', script = '', row = '0', column = '0', close = ''] = match;
      const map = await read(script);
      if (!map) continue;
      const at = originalPositionFor(map, { line: Number(row), column: Number(column) - 1 });
      if (at.source === null) continue;
      const name = at.name ? `${at.name} ` : '';
      const place = `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}:${at.column + 1}`;
      out = out.replace(whole, `${open}${open === '(' ? '' : name}${place}${close}`);
    }
    lines.push(out);
  }
  return lines.join('\n');
}

/** The stacks in the text: a log event's (or a list's) `content.stack`, else the text itself. */
function stacksIn(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    const events: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    const stacks = events
      .map((e) => (e as { content?: { stack?: unknown } } | null)?.content?.stack)
      .filter((s): s is string => typeof s === 'string');
    return stacks.length > 0 ? stacks : [text];
  } catch {
    return [text];
  }
}
