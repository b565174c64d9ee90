// Runs in Vitest (Node): the fire-and-forget game log and orientation POSTs, against the simulator.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { postGameLog, postOrientation } from '../../../src-worker/logs/log-posts.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();
const sink = logSinkOf(world);
// msw replaces globalThis.fetch in listen(), so read it at call time.
const deps = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
  clock: systemClock(),
  secrets: () => ['demo-token'],
};

beforeEach(() => {
  clearLogSink(sink);
  world.faults.clear();
});

describe('game log and orientation posts', () => {
  it('posts the game log payload as JSON to gameLogCdn, without the token', async () => {
    await postGameLog(deps, 'http://line-a.test/gamelog', { spin: 3, url: '?x=demo-token' });
    expect(sink.gameLogs).toEqual([{ spin: 3, url: '?x=[redacted]' }]);
  });

  it('posts {orientation} to {logger}/orientation', async () => {
    await postOrientation(deps, 'http://line-a.test/logger', 'portrait');
    await postOrientation(deps, 'http://line-a.test/logger/', 'landscape');
    expect(sink.orientations).toEqual([{ orientation: 'portrait' }, { orientation: 'landscape' }]);
  });

  it('swallows failures: a dropped connection or a 500 never rejects', async () => {
    world.faults.add([
      { path: '/gamelog', drop: true },
      { path: '/logger/orientation', status: 500 },
    ]);
    await expect(
      postGameLog(deps, 'http://line-a.test/gamelog', { a: 1 }),
    ).resolves.toBeUndefined();
    await expect(
      postOrientation(deps, 'http://line-a.test/logger', 'portrait'),
    ).resolves.toBeUndefined();
    await expect(postGameLog(deps, 'not a url', {})).resolves.toBeUndefined();
    expect(sink.gameLogs).toEqual([]);
    expect(sink.orientations).toEqual([]);
  });
});
