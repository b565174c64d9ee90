// Shared by the worker's pipeline and the page's courier (src-ui/failures/): log events (SPEC §3),
// made with their id, time and identity, and no secret.
import { isRecord } from '../lib/is-record.ts';

/** One event's JSON is capped so any event fits in a keepalive request. */
export const LOG_MAX_EVENT_BYTES = 16 * 1024;
/** What replaces the login token (or any other secret) in a log event. */
export const REDACTED = '[redacted]';

/** One log event as POSTed to logCdn (SPEC §3). */
export interface LogEvent {
  event_id: string;
  timestamp: number;
  type: string;
  event: string;
  player_id: string;
  client_code: string;
  uid: string;
  session_id: string;
  content: unknown;
}

/** Who the events are about; applied to events created after it is set. */
export interface LogIdentity {
  player_id: string;
  client_code: string;
  uid: string;
  session_id: string;
}

/** The identity before login: every field empty. */
export const EMPTY_IDENTITY: Readonly<LogIdentity> = {
  player_id: '',
  client_code: '',
  uid: '',
  session_id: '',
};

/** What createLogEvent needs. */
export interface NewLogEvent {
  id: string;
  now: number;
  type: string;
  event: string;
  content: unknown;
  identity: Readonly<LogIdentity>;
  secrets: readonly string[];
}

const MAX_LABEL_CHARS = 1_000;
const PREVIEW_CHARS = 1_000;
const encoder = new TextEncoder();
const sizes = new WeakMap<LogEvent, number>();

/** The UTF-8 size of an event's JSON, measured once per event. */
export function eventBytes(event: LogEvent): number {
  let size = sizes.get(event);
  if (size === undefined) {
    size = encoder.encode(JSON.stringify(event)).length;
    sizes.set(event, size);
  }
  return size;
}

/** Every spelling of the secrets to hide, longest first (a URL may carry the token encoded). */
export function secretSpellings(secrets: readonly string[]): string[] {
  const all = new Set<string>();
  for (const secret of secrets) {
    if (secret === '') continue;
    all.add(secret);
    all.add(encodeURIComponent(secret));
    all.add(new URLSearchParams({ s: secret }).toString().slice(2));
  }
  return [...all].sort((a, b) => b.length - a.length);
}

export function redactSecrets(text: string, hidden: readonly string[]): string {
  let out = text;
  for (const secret of hidden) out = out.split(secret).join(REDACTED);
  return out;
}

function redactDeep(value: unknown, hidden: readonly string[]): unknown {
  if (typeof value === 'string') return redactSecrets(value, hidden);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, hidden));
  if (isRecord(value)) {
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        redactSecrets(key, hidden),
        redactDeep(item, hidden),
      ]),
    );
  }
  return value;
}

/** Content as plain JSON data (what the body will carry), or a note when it cannot be. */
function plainJson(content: unknown): unknown {
  try {
    const json = JSON.stringify(content) as string | undefined;
    return json === undefined ? null : (JSON.parse(json) as unknown);
  } catch {
    return '[unserializable content]';
  }
}

/** Content as plain JSON data with every secret (and its URL-encoded forms) replaced. */
export function redactContent(content: unknown, secrets: readonly string[]): unknown {
  return redactDeep(plainJson(content), secretSpellings(secrets));
}

function clip(text: string): string {
  return text.length > MAX_LABEL_CHARS ? `${text.slice(0, MAX_LABEL_CHARS)}…` : text;
}

/**
 * A new event: secrets replaced by [redacted] in every string and key, content turned into
 * plain JSON, and content too big for one keepalive request replaced by a short preview.
 */
export function createLogEvent(input: NewLogEvent): LogEvent {
  const hidden = secretSpellings(input.secrets);
  const event: LogEvent = {
    event_id: input.id,
    timestamp: input.now,
    type: clip(redactSecrets(input.type, hidden)),
    event: clip(redactSecrets(input.event, hidden)),
    player_id: clip(redactSecrets(input.identity.player_id, hidden)),
    client_code: clip(redactSecrets(input.identity.client_code, hidden)),
    uid: clip(redactSecrets(input.identity.uid, hidden)),
    session_id: clip(redactSecrets(input.identity.session_id, hidden)),
    content: redactDeep(plainJson(input.content), hidden),
  };
  const bytes = eventBytes(event);
  if (bytes <= LOG_MAX_EVENT_BYTES) return event;
  const preview = JSON.stringify(event.content).slice(0, PREVIEW_CHARS);
  return { ...event, content: { truncated: true, bytes, preview } };
}

/** True for a stored value shaped like a LogEvent (what unsent_logs holds). */
export function isLogEvent(value: unknown): value is LogEvent {
  if (!isRecord(value)) return false;
  const strings = ['event_id', 'type', 'event', 'player_id', 'client_code', 'uid', 'session_id'];
  return (
    strings.every((key) => typeof value[key] === 'string') &&
    typeof value['timestamp'] === 'number' &&
    'content' in value
  );
}
