// Runs in the worker: hands errors to the SPEC §8 policy and keeps its count; answers the
// engine's error members (dismissError, resetErrors).
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { FeatureApi } from '../../shared/engine/boundary.ts';
import {
  type Decision,
  DEFAULT_THROTTLE,
  type Incoming,
  decide,
  reset,
} from '../errors/error-policy.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';
import type { Connection } from '../errors/connection.ts';
import type { EnginePorts } from '../lib/ports.ts';

/** Optional engine settings. */
export interface EngineOptions {
  /** The error throttle (SPEC §8), default 1. */
  throttle?: number;
  /** Called with every error the policy logs, besides the log pipeline. */
  onErrorLog?: (log: NonNullable<Decision['log']>) => void;
}

interface ErrorReporter {
  /** Hands an error to the SPEC §8 policy: a status code, or anything thrown. */
  report: (incoming: Incoming) => void;
  members: Pick<FeatureApi<'errors'>, 'dismissError' | 'resetErrors'>;
}

/** `connection` keeps the disconnected flag; `gameForLogs` names the game an error is about. */
export function createErrorReporter(
  ports: EnginePorts,
  state: EngineState,
  logs: LogPipeline,
  options: EngineOptions,
  connection: Pick<Connection, 'ended' | 'back'>,
  gameForLogs: () => Record<string, unknown>,
): ErrorReporter {
  let errorCount = 0;

  const context = () => ({
    current: state.error,
    count: errorCount,
    throttle: options.throttle ?? DEFAULT_THROTTLE,
    gameReady: state.gameReady,
    // A dead token is never restored: 9020 then shows its dialog.
    savedQuery: state.tokenRevoked ? null : ports.savedQuery,
  });

  const report = (incoming: Incoming): void => {
    const decision = decide(context(), incoming, ports.randomId());
    errorCount = decision.count;
    if (decision.error !== state.error) state.error = decision.error;
    // SPEC §4: these statuses set the flag for good (the network's failures reach the connection
    // from the requests themselves: connection.ts).
    if (decision.sessionEnded) connection.ended();
    if (decision.restoreQuery !== null) state.restoreQuery = decision.restoreQuery;
    // The stored access key is the token in the page's saved query: the page forgets it.
    if (decision.removeAccessKey) state.tokenRevoked = true;
    if (decision.log) {
      const { code, ...content } = decision.log;
      logs.log('error', code, { ...content, ...gameForLogs() });
      void logs.flush();
      options.onErrorLog?.(decision.log);
    }
  };

  return {
    report,
    members: {
      dismissError() {
        state.error = null;
      },
      resetErrors() {
        const next = reset(context());
        errorCount = next.count;
        state.error = next.error;
        connection.back();
      },
    },
  };
}
