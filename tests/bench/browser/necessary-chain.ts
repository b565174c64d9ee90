// Runs in Node: what SPEC makes a cold load wait for (issue 32, measure 1), read from a load's
// transfers: the necessary chain and its floor, the requests that ran one after another before
// the game's document, and what the container downloaded while the game loaded.
import { type Transfer, withoutQuery } from './transfers.ts';

/** The main API's actions on the chain (SPEC §7). */
const ACTION = { login: 101, gameAddress: 7 } as const;

/** The steps SPEC forces one after another, in order. */
export const CHAIN_STEPS = [
  'page',
  'config',
  'speed test',
  'login',
  'game address',
  'game document',
  'game script',
] as const;
export type ChainStepName = (typeof CHAIN_STEPS)[number];

/** One step of the necessary chain at its own measured duration (request sent to last byte). */
export interface ChainStep {
  step: ChainStepName;
  transfer: Transfer;
  ms: number;
}

const pathOf = (url: string): string => new URL(url).pathname;
const done = (t: Transfer): boolean => t.finished;

/**
 * The necessary chain of one load: the page (`pageUrl`), its environment's config, the speed
 * test that won (the one on the line the login went to, the last started before it), the login (101), the
 * game address (7), the game's document (`gameUrl`) and the first script its frame asked for.
 * Throws naming the step it cannot find.
 */
export function necessaryChain(
  transfers: readonly Transfer[],
  pageUrl: string,
  gameUrl: string,
): ChainStep[] {
  const find = (step: ChainStepName, accept: (t: Transfer) => boolean): Transfer => {
    const found = transfers.find((t) => done(t) && accept(t));
    if (!found) {
      const byWorker = transfers.filter((t) => t.worker);
      const first = byWorker[0] ? `, the first ${withoutQuery(byWorker[0].url)}` : '';
      const seen = `${String(transfers.length)} requests seen, ${String(byWorker.length)} by a worker${first}`;
      throw new Error(`the necessary chain has no ${step} request (${seen})`);
    }
    return found;
  };
  const page = find('page', (t) => t.type === 'Document' && t.url === pageUrl);
  const config = find('config', (t) => /\/env\/[^/]+\.json$/.test(pathOf(t.url)));
  const login = find('login', (t) => t.action === ACTION.login);
  const lineOrigin = new URL(login.url).origin;
  // The login's line's test, started before the login. The engine logs in once that test's body
  // is in, which can be a few ms before CDP dates its last byte: "ended before the login" missed
  // it on a busy machine.
  const tests = transfers.filter((t) => pathOf(t.url).endsWith('/env/speedtest.png'));
  const speedTest = tests
    .filter((t) => done(t) && new URL(t.url).origin === lineOrigin && t.start < login.start)
    .sort((a, b) => b.start - a.start)[0];
  if (!speedTest) {
    const seen = tests.map((t) => `${new URL(t.url).origin}${done(t) ? '' : ' (unfinished)'}`);
    throw new Error(
      `the necessary chain has no speed test of ${lineOrigin} (speed tests seen: ${seen.join(', ') || 'none'}; a test that timed out sends the login to the first line)`,
    );
  }
  const address = find('game address', (t) => t.action === ACTION.gameAddress);
  const game = find('game document', (t) => t.type === 'Document' && t.url === gameUrl);
  const script = find(
    'game script',
    (t) => t.type === 'Script' && t.frameId === game.frameId && t.start >= game.start,
  );
  const steps = [page, config, speedTest, login, address, game, script];
  return steps.map((transfer, i) => ({
    step: CHAIN_STEPS[i] ?? 'page',
    transfer,
    ms: transfer.end - transfer.start,
  }));
}

/** The necessary floor: the chain's steps, each at its own measured duration, end to end. */
export const chainFloorMs = (chain: readonly ChainStep[]): number =>
  chain.reduce((sum, s) => sum + s.ms, 0);

/** The floor of the chain's steps before the game's document: what the container must wait. */
export const floorBeforeGameMs = (chain: readonly ChainStep[]): number =>
  chainFloorMs(chain.slice(0, CHAIN_STEPS.indexOf('game document')));

/** The time between two steps of the chain (negative when they overlap). */
export interface Gap {
  /** What ended: `navigation` or a step. */
  after: string;
  /** What started: a step, or `ready`. */
  before: string;
  ms: number;
}

/**
 * The time from navigation to ready not inside a step of the chain: with the floor it adds up to
 * the time to ready, so a ratio over budget says between which steps the time went.
 */
export function chainGaps(chain: readonly ChainStep[], navigationAt: number, readyAt: number) {
  const gaps: Gap[] = [];
  let after = 'navigation';
  let cursor = navigationAt;
  for (const { step, transfer } of chain) {
    gaps.push({ after, before: step, ms: transfer.start - cursor });
    after = step;
    cursor = transfer.end;
  }
  gaps.push({ after, before: 'ready', ms: readyAt - cursor });
  return gaps;
}

/**
 * The requests that ran one after another before `target` was asked for, first to last: walked
 * back from it, each request depends on its document when its document's parser asked for it,
 * else on the request that ended last before it started, else (asked for while the page still
 * loaded) on the page. A request the page's own inline script asked for (the head's config,
 * speed test and login), or its answer's headers preloaded (the config), can only have waited
 * for the page or for the head's other requests: the worker's script or the entry's chunks
 * ending in the few ms between two of them hold up nothing the head does; a request of the
 * worker can wait for its own, its script, the head's and the entry's chunk, not for a chunk the
 * entry imported later. Cache hits and event streams take no round trip and are skipped. On
 * this throttled line a request takes at least a round trip (150 ms), so a request that merely
 * ran beside the path joins it only where a gap between two of its steps is longer than that.
 */
export function sequentialPath(
  transfers: readonly Transfer[],
  page: Transfer,
  target: Transfer,
): Transfer[] {
  const onLine = transfers.filter((t) => done(t) && !t.cached && !t.stream);
  const chain: Transfer[] = [];
  let current = target;
  while (current !== page) {
    const { type, url } = current.initiator;
    const now = current;
    const document =
      type === 'parser' ? onLine.find((t) => t.url === url && t.start < now.start) : undefined;
    // The head makes the worker too, but never waits for its script. The config the page's
    // answer preloads (its Link header: no initiator but the page) is the head's request too:
    // the head's fetch takes its answer.
    const byHead = (t: Transfer): boolean =>
      (t.initiator.type === 'script' && t.initiator.url === page.url && !t.workerScript) ||
      (t.initiator.type === 'other' && t.type !== 'Document' && t.frameId === page.frameId);
    // What the worker's requests can wait for: its own requests and script, the head's answers
    // and the entry's start (the chunks the page's parser asked for), never a chunk the entry
    // imported later (the language), which it never sees.
    const workerWaitsFor = (t: Transfer): boolean =>
      t.worker ||
      t.workerScript ||
      byHead(t) ||
      t.type === 'Document' ||
      t.initiator.type === 'parser';
    const before = onLine
      .filter((t) => t !== now && !chain.includes(t) && t.end <= now.start + 1)
      .filter((t) => !byHead(now) || t === page || byHead(t))
      .filter((t) => !now.worker || workerWaitsFor(t))
      .sort((a, b) => b.end - a.end)[0];
    const next = document ?? before ?? (page.start < now.start ? page : undefined);
    if (next === undefined) break;
    chain.unshift(next);
    current = next;
  }
  return chain;
}

/** What the container downloaded in a window of time, and from which requests. */
export interface WindowBytes {
  bytes: number;
  requests: { url: string; atMs: number; bytes: number }[];
}

/**
 * The bytes that requests not of `gameOrigin` brought in from `from` to `until`, by the chunks as
 * they came (the headers, which come before the first chunk, counted when the last byte came),
 * and those requests (`atMs`: when each was sent, relative to `from`).
 */
export function containerBytes(
  transfers: readonly Transfer[],
  gameOrigin: string,
  from: number,
  until: number,
): WindowBytes {
  const requests: WindowBytes['requests'] = [];
  for (const t of transfers) {
    if (new URL(t.url).origin === gameOrigin || t.cached) continue;
    const inWindow = (at: number): boolean => at >= from && at <= until;
    const chunked = t.chunks.reduce((sum, c) => sum + c.bytes, 0);
    let bytes = t.chunks.filter((c) => inWindow(c.at)).reduce((sum, c) => sum + c.bytes, 0);
    if (t.finished && inWindow(t.end)) bytes += Math.max(0, t.bytes - chunked);
    if (bytes > 0) requests.push({ url: withoutQuery(t.url), atMs: t.start - from, bytes });
  }
  return { bytes: requests.reduce((sum, r) => sum + r.bytes, 0), requests };
}
