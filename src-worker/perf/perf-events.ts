// Runs in the worker (a chunk of its own, loaded by a session that reports): the content of the
// `perf`/`timeline` and `perf`/`vitals` log events, shaped after OpenTelemetry's traces and
// semantic conventions (docs/rum.md has the JSON and the mapping).
import { VERSION } from '../../shared/lib/constants.ts';
import {
  type PageTimings,
  type PerfContext,
  type PerfLike,
  type RequestTiming,
  type VitalReport,
  requestTimings,
  vitalMetrics,
  withoutQuery,
} from '../../shared/perf/perf-wire.ts';

/** The steps of a load, in the order they happen (docs/rum.md). */
export const TIMELINE_STEPS = [
  'document',
  'config',
  'speed_test',
  'login',
  'game_address',
  'game_document',
  'game_ready',
  'first_spin',
] as const;

type Step = (typeof TIMELINE_STEPS)[number];
type Attributes = Record<string, string | number>;

/** One span: ms since the navigation's start (add `timeOrigin` for the epoch). */
export interface PerfSpan {
  name: Step | 'page_load';
  spanId: string;
  parentSpanId?: string;
  kind: 'client' | 'internal';
  start: number;
  end: number;
  attributes: Attributes;
}

interface Session {
  traceId: string;
  gameId: number | null;
  locale: string;
  sampleRate: number;
  context: PerfContext | null;
}

/** What the timeline is built from: both sides' timings and what the engine knows. */
export interface TimelineInput extends Session {
  page: PageTimings;
  workerPerf: PerfLike | null;
  /** When the engine heard the game's ready, ms since the epoch. */
  readyAt: number;
  /** The config's address without its query; the speed test's winner; the game's address. */
  configPath: string;
  line: string;
  gameUrl: string;
}

type Side = RequestTiming & { side: 'page' | 'worker' };

/** nextHopProtocol (ALPN ids) as `network.protocol.version`. */
const PROTOCOLS: Record<string, string> = {
  'http/1.0': '1.0',
  'http/1.1': '1.1',
  h2: '2',
  h3: '3',
};

const round = (ms: number): number => Math.round(ms * 10) / 10;

/** OpenTelemetry's resource: who and where (service, language, device, network). */
function resource({ gameId, locale, context }: Session): Attributes {
  const attributes: Attributes = {
    'service.name': 'game-container',
    'service.version': VERSION,
    'browser.language': locale,
  };
  if (gameId !== null) attributes['gc.game.id'] = gameId;
  if (context?.memoryGb != null) attributes['gc.device.memory_gb'] = context.memoryGb;
  if (context?.cores != null) attributes['gc.device.cores'] = context.cores;
  if (context?.effectiveType) attributes['gc.network.effective_type'] = context.effectiveType;
  return attributes;
}

/** HTTP client span attributes under the semantic conventions' names. */
function httpAttributes(request: Side, method: string): Attributes {
  const attributes: Attributes = { 'http.request.method': method, 'url.full': request.url };
  try {
    const url = new URL(request.url);
    attributes['server.address'] = url.hostname;
    attributes['server.port'] = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  } catch {
    // Not an address: the span keeps its method.
  }
  const version = PROTOCOLS[request.protocol];
  if (version) {
    attributes['network.protocol.name'] = 'http';
    attributes['network.protocol.version'] = version;
  }
  if (request.bytes > 0) attributes['http.response.body.size'] = request.bytes;
  attributes['gc.cache'] = request.transfer === 0 && request.bytes > 0 ? 'hit' : 'miss';
  attributes['gc.side'] = request.side;
  return attributes;
}

/** The requests of each step, found by address and order in both sides' Resource Timing. */
function findRequests(input: TimelineInput, all: Side[]): Partial<Record<Step, Side | undefined>> {
  const byEnd = (a: Side, b: Side): number => a.end - b.end;
  const mainApi = all.filter((r) => r.url === `${input.line}/frontendAPI.do`);
  const login = mainApi[0];
  const game = withoutQuery(input.gameUrl);
  const frames = all.filter((r) => r.side === 'page' && r.kind === 'iframe');
  return {
    config: all.find((r) => r.url === input.configPath),
    speed_test: all.filter((r) => r.url === `${input.line}/env/speedtest.png`).sort(byEnd)[0],
    login,
    // The game's address (action 7) is the first main API call after the login's answer.
    game_address: login && mainApi.find((r) => r.start >= login.end),
    game_document: frames.find((r) => r.url === game) ?? frames[0],
  };
}

/** Warm: the engine's script came from the HTTP cache (a returning player's load). */
function loadKind(page: Side[]): 'cold' | 'warm' | 'unknown' {
  const scripts = page.filter((r) => r.url.includes('engine-worker') || r.kind === 'script');
  if (scripts.length === 0) return 'unknown';
  return scripts.every((r) => r.transfer === 0 && r.bytes > 0) ? 'warm' : 'cold';
}

/** The `perf`/`timeline` event's content: one trace of the load, a span per step. */
export function timelineContent(input: TimelineInput) {
  const { page } = input;
  const rel = (epochMs: number): number => round(epochMs - page.origin);
  const pageSide: Side[] = page.requests.map((r) => ({ ...r, side: 'page' }));
  const all: Side[] = [
    ...pageSide,
    ...(input.workerPerf ? requestTimings(input.workerPerf) : []).map((r): Side => ({
      ...r,
      side: 'worker',
    })),
  ].sort((a, b) => a.start - b.start);
  const found = findRequests(input, all);
  const times: Partial<Record<Step, { start: number; end: number; request?: Side }>> = {};
  if (page.document)
    times.document = { ...page.document, request: { ...page.document, side: 'page' } };
  for (const step of ['config', 'speed_test', 'login', 'game_address', 'game_document'] as const) {
    const request = found[step];
    if (request) times[step] = { start: request.start, end: request.end, request };
  }
  // The game's own start-up: from its document's answer (or its address's) to its ready.
  const gameStart = times.game_document?.end ?? times.game_address?.end ?? input.readyAt;
  times.game_ready = { start: Math.min(gameStart, input.readyAt), end: input.readyAt };
  if (page.shown !== null) {
    times.first_spin = { start: input.readyAt, end: Math.max(input.readyAt, page.shown) };
  }
  const root = '0000000000000001';
  const spans: PerfSpan[] = [];
  TIMELINE_STEPS.forEach((name, i) => {
    const time = times[name];
    if (!time) return;
    const method = name === 'login' || name === 'game_address' ? 'POST' : 'GET';
    spans.push({
      name,
      spanId: (i + 2).toString(16).padStart(16, '0'),
      parentSpanId: root,
      kind: time.request ? 'client' : 'internal',
      start: rel(time.start),
      end: rel(time.end),
      attributes: time.request ? httpAttributes(time.request, method) : {},
    });
  });
  const end = Math.max(0, ...spans.map((s) => s.end));
  const load = loadKind(pageSide);
  return {
    traceId: input.traceId,
    timeOrigin: page.origin,
    load,
    sampleRate: input.sampleRate,
    resource: resource(input),
    spans: [
      {
        name: 'page_load',
        spanId: root,
        kind: 'internal',
        start: 0,
        end,
        attributes: { 'gc.load': load },
      },
      ...spans,
    ] satisfies PerfSpan[],
    missing: TIMELINE_STEPS.filter((step) => !times[step]),
  };
}

/** The `perf`/`vitals` event's content: LCP, CLS and INP with what they name as the cause. */
export function vitalsContent(input: Session & { reports: VitalReport[] }) {
  return {
    traceId: input.traceId,
    sampleRate: input.sampleRate,
    resource: resource(input),
    metrics: vitalMetrics(input.reports),
  };
}

/** What the page needs to send the vitals itself: all of their event but the metrics. */
export function vitalsFrame(input: Session) {
  return { traceId: input.traceId, sampleRate: input.sampleRate, resource: resource(input) };
}
