// Runs on the main thread, in the first script: the page's failure listeners, set before
// anything else can fail, and the taps for the breadcrumbs. What they catch waits here, raw,
// until the courier's chunk (courier.ts) takes it over (docs/logs.md, Failures).
import type { Breadcrumb, FailureKind } from '../../shared/failures/failure.ts';
import { MAX_BREADCRUMBS, messageOf, stackOf } from '../../shared/failures/reason.ts';

/** A failure as caught, before the courier cleans and counts it. */
export interface Caught {
  kind: FailureKind;
  message: string;
  stack: string;
  panel: string | null;
}

type Sink = (caught: Caught) => void;

/** The most failures held before the courier is in (a loop at boot cannot grow it). */
const MAX_HELD = 100;
const held: Caught[] = [];
/** The last breadcrumbs, oldest first. */
export const breadcrumbs: Breadcrumb[] = [];
let sink: Sink | null = null;
let wake: () => void = () => undefined;
/** Hears each breadcrumb added (the courier tells the worker). */
let heard: () => void = () => undefined;

/** A dynamic import that failed: its chunk was lost (every engine's wording). */
const CHUNK_LOST = /dynamically imported module|Importing a module script failed/i;

/** Counts a failure: to the courier, or held until it comes (and it is asked for). */
export function caught(
  kind: FailureKind,
  reason: unknown,
  extra: { stack?: string; panel?: string | null } = {},
): void {
  const message = messageOf(reason);
  const item: Caught = {
    kind: CHUNK_LOST.test(message) ? 'chunk-lost' : kind,
    message,
    stack: extra.stack ?? stackOf(reason),
    panel: extra.panel ?? null,
  };
  if (sink) {
    sink(item);
    return;
  }
  if (held.length < MAX_HELD) held.push(item);
  wake();
}

/** Adds a breadcrumb; the oldest goes past MAX_BREADCRUMBS. */
export function crumb(kind: Breadcrumb['kind'], label: string): void {
  breadcrumbs.push({ at: Date.now(), kind, label });
  if (breadcrumbs.length > MAX_BREADCRUMBS) breadcrumbs.shift();
  heard();
}

/** `fn` hears each breadcrumb added from now on. */
export function hearCrumbs(fn: () => void): void {
  heard = fn;
}

/** The courier takes over: what was held, then each new failure. */
export function takeOver(next: Sink): void {
  sink = next;
  for (const item of held.splice(0)) next(item);
}

/** A button's name for a breadcrumb: its label, its text, or its class. */
function buttonName(button: Element): string {
  return (
    button.getAttribute('aria-label') ??
    (button.textContent.trim().slice(0, 40) || button.className)
  );
}

/**
 * Listens for the page's uncaught errors, unhandled rejections, CSP violations and the taps on
 * the container's buttons; `onFirst` loads the courier at the first failure.
 */
export function watchPage(onFirst: () => void): void {
  wake = onFirst;
  addEventListener('error', (event) => {
    const at = event.filename ? `\n    at ${event.filename}:${event.lineno}:${event.colno}` : '';
    caught('page-error', event.error ?? event.message, event.error ? {} : { stack: at.trim() });
  });
  addEventListener('unhandledrejection', (event) => caught('rejection', event.reason));
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile
      ? `at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
      : '';
    caught('csp', `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`, {
      stack: where,
    });
  });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && !button.closest('#game')) crumb('tap', buttonName(button));
    },
    true,
  );
}

/** What React tells of a render error. */
interface RenderInfo {
  componentStack?: string | undefined;
  errorBoundary?: unknown;
}

/** The part whose boundary caught it (PanelBoundary's `name`), else null. */
function partOf(info: RenderInfo): string | null {
  const props = (info.errorBoundary as { props?: { name?: unknown } } | undefined)?.props;
  return typeof props?.name === 'string' ? props.name : null;
}

/**
 * React 19's root error callbacks: every render error is a failure (an uncaught one blanks the
 * page). Each still goes to the console, as React's own defaults do (but not through
 * reportError, which the page's error listener would count a second time).
 */
export function rootErrorOptions() {
  const stack = (error: unknown, info: RenderInfo) =>
    `${stackOf(error)}${info.componentStack ?? ''}`;
  const seen =
    (kind: FailureKind, part: boolean) =>
    (error: unknown, info: RenderInfo): void => {
      console.error(error);
      caught(kind, error, { stack: stack(error, info), panel: part ? partOf(info) : null });
    };
  return {
    onUncaughtError: seen('render-crash', false),
    onCaughtError: seen('render-error', true),
    onRecoverableError: seen('render-error', false),
  };
}
