// shared/ holds what both sides use: every module there is reached from at least two of the
// page (src-ui/), the engine (src-worker/) and the demo game (operator-sim/demo-game/), directly
// or through other shared modules. One-side code lives in that side's feature folder.
import { expect, it } from 'vitest';
import { filesUnder, importsOf } from './import-graph.ts';

const SIDES = {
  page: 'src-ui',
  engine: 'src-worker',
  'demo game': 'operator-sim/demo-game',
} as const;

/** The shared modules a side reaches through its own files and then shared/ only. */
function sharedReachedFrom(folder: string): Set<string> {
  const reached = new Set<string>();
  const queue = filesUnder(folder).flatMap(importsOf);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (!next.startsWith('shared/') || reached.has(next)) continue;
    reached.add(next);
    queue.push(...importsOf(next));
  }
  return reached;
}

it('every shared/ module is reached from two sides at least', () => {
  const sides = Object.entries(SIDES).map(([name, folder]) => ({
    name,
    reached: sharedReachedFrom(folder),
  }));
  const oneSided = filesUnder('shared', /\.tsx?$/).flatMap((module) => {
    const by = sides.filter((s) => s.reached.has(module)).map((s) => s.name);
    return by.length >= 2 ? [] : [`${module}: ${by.length === 0 ? 'no side' : by.join(', ')}`];
  });
  expect(oneSided).toEqual([]);
});
