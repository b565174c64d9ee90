// Runs in Vitest (Node): the benchmark's critical path and network floor (issue 7, measure 1),
// on a cold load shaped like the demo game's.
import { describe, expect, it } from 'vitest';
import {
  type Initiator,
  MOBILE,
  type Transfer,
  criticalPath,
  networkFloorMs,
} from '../bench/browser/mobile.ts';

const APP = 'http://app.test';
const LINE = 'http://line.test';
const GAME = 'http://game.test';
const PAGE = `${APP}/?x=token`;
const ENTRY = `${APP}/assets/index.js`;
const WORKER = `${APP}/assets/engine-worker.js`;
const GAME_PAGE = `${GAME}/slot/index.html`;

const parser = (url: string): Initiator => ({ type: 'parser', url });
const script = (url: string): Initiator => ({ type: 'script', url });
const browser: Initiator = { type: 'other', url: null };

function transfer(
  url: string,
  start: number,
  end: number,
  initiator: Initiator,
  more: Partial<Transfer> = {},
): Transfer {
  return { url, start, end, bytes: 1_000, initiator, worker: false, cached: false, ...more };
}

const fromWorker = { worker: true };

/** A cold load: the page, its entry and the worker's preload, the engine's boot, the game. */
const load: Transfer[] = [
  transfer(PAGE, 0, 180, browser),
  transfer(ENTRY, 300, 610, parser(PAGE)),
  transfer(WORKER, 300, 700, parser(PAGE)),
  transfer(WORKER, 900, 1_300, script(ENTRY), { cached: true, bytes: 0 }),
  // The page's language file ends after the worker's script and before the config is asked for:
  // the config did not wait for it.
  transfer(`${APP}/assets/translation.js`, 1_000, 1_350, script(ENTRY)),
  transfer(`${APP}/env/demo.json`, 1_400, 1_570, script(WORKER), fromWorker),
  transfer(`${LINE}/env/speedtest.png`, 1_580, 1_750, script(WORKER), fromWorker),
  transfer(`${LINE}/frontendAPI.do?login`, 1_760, 1_930, script(WORKER), fromWorker),
  transfer(`${LINE}/frontendAPI.do?list`, 1_940, 2_130, script(WORKER), fromWorker),
  // The seat's info ends after the game's page and before its script: the script did not wait.
  transfer(`${LINE}/seat/info`, 2_140, 2_400, script(WORKER), fromWorker),
  transfer(GAME_PAGE, 2_150, 2_320, script(ENTRY)),
  transfer(`${GAME}/slot/game.js`, 2_450, 2_650, parser(GAME_PAGE)),
  transfer(`${LINE}/leaderboard`, 2_500, 2_900, script(WORKER), fromWorker),
];

describe('the critical path to the game', () => {
  it('follows what each request waited for, not what merely ended before it', () => {
    const path = criticalPath(load, 2_800, GAME).map((t) => t.url);
    expect(path).toEqual([
      PAGE,
      WORKER,
      WORKER,
      `${APP}/env/demo.json`,
      `${LINE}/env/speedtest.png`,
      `${LINE}/frontendAPI.do?login`,
      `${LINE}/frontendAPI.do?list`,
      GAME_PAGE,
      `${GAME}/slot/game.js`,
    ]);
  });

  it('ends at the game frame’s last request before it was ready, and is empty without one', () => {
    expect(criticalPath(load, 2_400, GAME).at(-1)?.url).toBe(GAME_PAGE);
    expect(criticalPath(load, 2_000, GAME)).toEqual([]);
  });

  it('counts a round trip and the bytes of each request sent, nothing for a cache hit', () => {
    const path = criticalPath(load, 2_800, GAME);
    const sent = path.length - 1;
    const bytes = sent * 1_000;
    expect(networkFloorMs(path)).toBeCloseTo(
      sent * MOBILE.rttMs + (bytes / MOBILE.downloadBytesPerSecond) * 1_000,
    );
  });
});
