// Runs in the worker (and in Node): whether this session reports its load, and the two events
// it then logs once each, `perf`/`timeline` and `perf`/`vitals` (docs/rum.md). What builds
// them is a chunk of its own (perf-events.ts), loaded only by a session that reports.
import { configPath } from '../../shared/boot/config-address.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { PageTimings, VitalReport } from '../../shared/perf/perf-wire.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';

/** The share of sessions that report when the config names none (docs/decisions.md). */
export const DEFAULT_PERF_SAMPLE_RATE = 0.1;

/** The engine's part: the game's ready, the config's rate, and the page's two hand-overs. */
export interface PerfService {
  /** The boot's config is in: its `perfSampleRate` (absent: the default). */
  configured(rate: number | undefined): void;
  /** The game said ready (its first time counts). */
  gameReady(): void;
  /** Logs the load timeline when this session is sampled; true when it was (vitals wanted). */
  timeline(page: PageTimings): Promise<boolean>;
  /** Logs the Web Vitals once, in a sampled session that sent its timeline, and sends them. */
  vitals(reports: VitalReport[]): void;
}

export function createPerf(ports: EnginePorts, state: EngineState, logs: LogPipeline): PerfService {
  let rate: number | null = null;
  let readyAt: number | null = null;
  let traceId: string | null = null;
  let context: PageTimings['context'] | null = null;
  let vitalsSent = false;
  const session = () => ({
    traceId: traceId ?? '',
    gameId: state.gameId,
    locale: state.locale,
    sampleRate: rate ?? 0,
    context,
  });
  return {
    configured(value) {
      rate ??= value ?? DEFAULT_PERF_SAMPLE_RATE;
    },
    gameReady() {
      readyAt ??= ports.clock.now();
    },
    async timeline(page) {
      // Once a session, only after the config and the game's ready, and only when drawn.
      if (traceId !== null || rate === null || readyAt === null) return false;
      traceId = ports.randomId().replace(/[^0-9a-f]/gi, '');
      if ((ports.random ?? Math.random)() >= rate) return false;
      context = page.context;
      const { timelineContent } = await import('./perf-events.ts');
      const content = timelineContent({
        ...session(),
        page,
        workerPerf: ports.perf ?? null,
        readyAt,
        configPath: configPath(ports.configHost, ports.query.e),
        line: state.apiLine ?? '',
        gameUrl: state.gameUrl ?? '',
      });
      logs.log('perf', 'timeline', content);
      return true;
    },
    vitals(reports) {
      if (context === null || vitalsSent || reports.length === 0) return;
      vitalsSent = true;
      void import('./perf-events.ts').then(({ vitalsContent }) => {
        logs.log('perf', 'vitals', vitalsContent({ ...session(), reports }));
        // The page is going: everything waiting leaves now with keepalive (docs/logs.md).
        logs.pageHidden();
      });
    },
  };
}
