// Runs in the worker, a chunk of its own loaded only by a session drawn to report
// (perf-service.ts): logs the session's `perf`/`timeline` and, once, its `perf`/`vitals`.
import { configPath } from '../../shared/boot/config-address.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { PageTimings, VitalReport } from '../../shared/perf/perf-wire.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import { timelineContent, vitalsContent, vitalsFrame } from './perf-events.ts';

/** A drawn session's reporter. */
export interface PerfReporter {
  /** Logs the timeline of a load whose game said ready at `readyAt` (ms since the epoch). */
  timeline(page: PageTimings, readyAt: number): void;
  /** Logs the vitals once and sends everything waiting at once: the page is going. */
  vitals(reports: VitalReport[]): void;
}

export function createReporter(
  ports: EnginePorts,
  state: EngineState,
  logs: LogPipeline,
  sampleRate: number,
): PerfReporter {
  // OpenTelemetry's trace id: 32 hex digits (a UUID's, in the worker).
  const traceId = ports.randomId().replace(/[^0-9a-f]/gi, '');
  let context: PageTimings['context'] | null = null;
  let vitalsSent = false;
  const session = () => ({
    traceId,
    gameId: state.gameId,
    locale: state.locale,
    sampleRate,
    context,
  });
  return {
    timeline(page, readyAt) {
      context = page.context;
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
      // The page sends the vitals itself as it goes (src-ui/perf/load-report.ts).
      if (state.logTarget) state.logTarget.vitals = vitalsFrame(session());
    },
    vitals(reports) {
      if (vitalsSent || reports.length === 0) return;
      vitalsSent = true;
      logs.log('perf', 'vitals', vitalsContent({ ...session(), reports }));
      logs.pageHidden();
    },
  };
}
