// Runs in the worker (and in Node): whether this session reports its load (docs/rum.md). A
// session drawn loads its reporter (perf-reporter.ts, a chunk of its own), which logs
// `perf`/`timeline` and `perf`/`vitals` once each; one not drawn loads nothing more.
import type { PageTimings, VitalReport } from '../../shared/perf/perf-wire.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { PerfReporter } from './perf-reporter.ts';

/** The share of sessions that report when the config names none (docs/decisions.md). */
export const DEFAULT_PERF_SAMPLE_RATE = 0.1;

/** The engine's part: the game's ready, the config's rate, and the page's two hand-overs. */
export interface PerfService {
  /** The boot's config is in: its `perfSampleRate` (absent: the default). */
  configured(rate: number | undefined): void;
  /** The game said ready (its first time counts). */
  gameReady(): void;
  /** Logs the load timeline when this session is drawn; true when it was (vitals wanted). */
  timeline(page: PageTimings): Promise<boolean>;
  /** Logs the Web Vitals once, in a session that sent its timeline, and sends them at once. */
  vitals(reports: VitalReport[]): void;
}

export function createPerf(ports: EnginePorts, state: EngineState, logs: LogPipeline): PerfService {
  let rate: number | null = null;
  let readyAt: number | null = null;
  let drawn: boolean | null = null;
  let reporter: Promise<PerfReporter> | null = null;
  return {
    configured(value) {
      rate ??= value ?? DEFAULT_PERF_SAMPLE_RATE;
    },
    gameReady() {
      readyAt ??= ports.clock.now();
    },
    timeline(page) {
      // Once a session, only after the config and the game's ready, and only when drawn.
      if (drawn !== null || rate === null || readyAt === null) return Promise.resolve(false);
      drawn = (ports.random ?? Math.random)() < rate;
      if (!drawn) return Promise.resolve(false);
      const [sampleRate, at] = [rate, readyAt];
      // Answered at once: the page's call never waits for the chunk (a slow line, a chunk that
      // does not load: the game plays on unmeasured, and no call times out on it).
      reporter = import('./perf-reporter.ts').then((chunk) => {
        const made = chunk.createReporter(ports, state, logs, sampleRate);
        made.timeline(page, at);
        return made;
      });
      reporter.catch(() => undefined);
      return Promise.resolve(true);
    },
    vitals(reports) {
      reporter?.then((r) => r.vitals(reports)).catch(() => undefined);
    },
  };
}
