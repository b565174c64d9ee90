// Runs in the worker (and in Node): the worker's own failures counted by fingerprint and logged
// as `failure` events with the breadcrumbs the page tells (pageCrumbs), and the page's own
// events (pageLog) written through the pipeline (docs/logs.md, Failures).
import type { FeatureApi } from '../../shared/engine/boundary.ts';
import type { EngineState, PageLogType } from '../../shared/engine/engine-api.ts';
import { FailureBook } from '../../shared/failures/failure-book.ts';
import {
  type Breadcrumb,
  type FailureKind,
  cleanReport,
  screenOf,
} from '../../shared/failures/failure.ts';
import { MAX_BREADCRUMBS, messageOf, stackOf } from '../../shared/failures/reason.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { LogPipeline } from '../logs/log-pipeline.ts';

const PAGE_LOG_TYPES: ReadonlySet<string> = new Set<PageLogType>(['failure', 'session', 'perf']);
const EVENT_NAME = /^[a-z][a-z-]{0,39}$/;
const EVENT_ID = /^[\w-]{8,64}$/;
const CRUMB_KINDS: ReadonlySet<string> = new Set<Breadcrumb['kind']>([
  'dialog',
  'tap',
  'connection',
  'game',
]);

/** The page's breadcrumbs as read from a message: the well-formed ones, the last 20. */
function readCrumbs(crumbs: unknown): Breadcrumb[] {
  if (!Array.isArray(crumbs)) return [];
  const read = crumbs.flatMap((crumb: unknown): Breadcrumb[] => {
    if (!isRecord(crumb)) return [];
    const { at, kind, label } = crumb;
    if (typeof at !== 'number' || typeof label !== 'string') return [];
    if (typeof kind !== 'string' || !CRUMB_KINDS.has(kind)) return [];
    return [{ at, kind: kind as Breadcrumb['kind'], label }];
  });
  return read.slice(-MAX_BREADCRUMBS);
}

/** The worker's failures and the page's events. */
export interface FailureService {
  /** Counts something the worker threw or rejected with and nobody caught. */
  caught(kind: Extract<FailureKind, 'worker-error' | 'worker-rejection'>, reason: unknown): void;
  members: FeatureApi<'failures'>;
  /** The page was shown or hidden: counted failures leave before the session's keepalive. */
  pageVisible(visible: boolean): void;
  dispose(): void;
}

/** `pageVisibility` is the session's own (its keepalive): counted failures leave before it. */
export function createFailures(
  ports: EnginePorts,
  state: EngineState,
  logs: LogPipeline,
  pageVisibility: (visible: boolean) => void,
): FailureService {
  const book = new FailureBook(ports.clock, (content) => {
    logs.log('failure', content.kind, content);
    void logs.flush();
  });
  /** The page's last breadcrumbs, as it last told them (pageCrumbs). */
  let crumbs: Breadcrumb[] = [];
  return {
    caught(kind, reason) {
      const report = {
        kind,
        message: messageOf(reason),
        stack: stackOf(reason),
        side: 'worker' as const,
        panel: null,
        screen: screenOf(state),
        breadcrumbs: crumbs,
      };
      book.add(cleanReport(report, [ports.query.x]));
    },
    members: {
      pageLog(type, event, content, id, sentByPage) {
        // The page is ours, but what crosses a boundary is read as input: a bad one is dropped.
        if (!PAGE_LOG_TYPES.has(type) || !EVENT_NAME.test(event) || !isRecord(content)) return;
        const known = EVENT_ID.test(id) ? id : undefined;
        // Only an event the page sent by its own id is not sent again now.
        logs.log(type, event, content, { id: known, sentByPage: sentByPage && !!known });
        if (type !== 'perf') void logs.flush();
      },
      pageCrumbs(list) {
        crumbs = readCrumbs(list);
      },
    },
    pageVisible(visible) {
      if (!visible) book.drain();
      pageVisibility(visible);
    },
    dispose: () => book.drain(),
  };
}

/** Hands every uncaught error and unhandled rejection of the worker's scope to `failures`. */
export function watchWorkerFailures(
  scope: Pick<EventTarget, 'addEventListener'>,
  failures: () => FailureService | null,
): void {
  scope.addEventListener('error', (event) => {
    const caughtEvent = event as ErrorEvent;
    const error: unknown = caughtEvent.error;
    failures()?.caught('worker-error', error ?? caughtEvent.message);
  });
  scope.addEventListener('unhandledrejection', (event) => {
    failures()?.caught('worker-rejection', (event as PromiseRejectionEvent).reason);
  });
}
