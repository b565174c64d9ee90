// Shared by the UI and the worker: one failure as the operator reads it (docs/logs.md, Failures):
// its kind, where it happened, a stable fingerprint, and text with no secret and no query value.
import { REDACTED, redactSecrets, secretSpellings } from '../logs/log-event.ts';
import { MAX_BREADCRUMBS } from './reason.ts';

/** What failed: the event name of the `failure` log event. */
export type FailureKind =
  | 'page-error'
  | 'rejection'
  | 'render-error'
  | 'render-crash'
  | 'chunk-lost'
  | 'game-frame'
  | 'csp'
  | 'worker-error'
  | 'worker-rejection'
  | 'worker-dead';

/** One of the last things the player met before the failure. */
export interface Breadcrumb {
  /** ms since the epoch */
  at: number;
  kind: 'dialog' | 'tap' | 'connection' | 'game';
  label: string;
}

/** A failure as it is caught, before it is counted. */
export interface FailureReport {
  kind: FailureKind;
  message: string;
  stack: string;
  side: 'page' | 'worker';
  /** The panel whose boundary caught it; null elsewhere. */
  panel: string | null;
  /** The screen the player was on (main: the game; else a dialog, prompt, panel or modal). */
  screen: string;
  breadcrumbs: Breadcrumb[];
}

/** The `failure` event's content: the report, counted (failure-book.ts). */
export interface FailureContent extends FailureReport {
  fingerprint: string;
  release: string;
  count: number;
  firstAt: number;
  lastAt: number;
}

const MAX_MESSAGE_CHARS = 500;
const MAX_STACK_CHARS = 4_000;
const MAX_STACK_LINES = 30;
const MAX_LABEL_CHARS = 80;
/** A query's values (`?a=1&b=2` in any URL of the text) replaced; the names stay. */
export function redactQueries(text: string): string {
  return text.replace(/([?&][^=&#\s"'`()<>]+=)[^&#\s"'`()<>]*/g, `$1${REDACTED}`);
}

/** Text fit to leave: secrets and query values replaced, then cut to `max` characters. */
export function scrub(text: string, secrets: readonly string[], max: number): string {
  const clean = redactQueries(redactSecrets(text, secretSpellings(secrets)));
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** A report's texts bounded and with no secret or query value (every report passes here). */
export function cleanReport(report: FailureReport, secrets: readonly string[]): FailureReport {
  const stack = report.stack.split('\n').slice(0, MAX_STACK_LINES).join('\n');
  return {
    ...report,
    message: scrub(report.message, secrets, MAX_MESSAGE_CHARS),
    stack: scrub(stack, secrets, MAX_STACK_CHARS),
    screen: scrub(report.screen, secrets, MAX_LABEL_CHARS),
    breadcrumbs: report.breadcrumbs.slice(-MAX_BREADCRUMBS).map((crumb) => ({
      ...crumb,
      label: scrub(crumb.label, secrets, MAX_LABEL_CHARS),
    })),
  };
}

/** FNV-1a, 32 bits, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The same failure's fingerprint in every session of a release: its kind, its message with the
 * numbers, ids and addresses that vary taken out, and its first three frames' function and
 * file (no line or column: those are the release's).
 */
export function fingerprintOf(report: Pick<FailureReport, 'kind' | 'message' | 'stack'>): string {
  const message = report.message
    .replace(/\b[a-z]+:\/\/\S+/gi, '<url>')
    .replace(/\b[0-9a-f]{8,}\b|\d+/gi, '<n>');
  const frames = report.stack
    .split('\n')
    .filter((line) => /:\d+:\d+\)?\s*$/.test(line))
    .slice(0, 3)
    .map((line) => line.replace(/[?#][^:]*/, '').replace(/:\d+:\d+\)?\s*$/, ''))
    .map((line) => line.trim());
  return hash([report.kind, message, ...frames].join('\n'));
}

/** The part of the engine's state that says which screen the player is on. */
export interface ScreenState {
  phase: string;
  error: { code: number | string } | null;
  prompt: { kind: string } | null;
  modal: { kind: string } | null;
  promotions: { panel: string | null };
}

/** The screen the player is on: a dialog, a prompt, a modal, a panel, or the game (by phase). */
export function screenOf(state: ScreenState): string {
  if (state.error) return `dialog:${state.error.code}`;
  if (state.prompt) return `prompt:${state.prompt.kind}`;
  if (state.modal) return `modal:${state.modal.kind}`;
  if (state.promotions.panel) return `panel:${state.promotions.panel}`;
  return state.phase === 'ready' ? 'game' : `boot:${state.phase}`;
}
