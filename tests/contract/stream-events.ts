// Runs in Node (the contract's tests): the notification stream's events checked against the
// document itself. OpenAPI has no schema for the items of a stream, so docs/operator-api.yaml
// lists them under `x-events` of GET /promotion/v1/notification/{playerId}; a standard JSON
// Schema validator (Ajv, draft 2020-12) checks each event's name, id and data there, and a JSON
// `data` against its `contentSchema` (an annotation Ajv leaves to its caller).
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { OPERATOR_API_FILE } from './operator-api.ts';

/** One event as a stream parser hands it (eventsource-parser's fields). */
export interface StreamEvent {
  event?: string | undefined;
  id?: string | undefined;
  data: string;
}

/** One event kind of `x-events`: its name, and the schema of its data when that is JSON. */
interface EventVariant {
  properties: {
    event: { const: string };
    data: { contentMediaType?: string; contentSchema?: Record<string, unknown> };
  };
}

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Content> }>>;
}
type Content = { content?: Record<string, { 'x-events'?: { oneOf: EventVariant[] } }> };

/** The stream's `x-events` in the document at `file` (the committed one by default). */
function streamEvents(file: string): { oneOf: EventVariant[] } {
  const doc = parse(readFileSync(file, 'utf8')) as Document;
  const ok = doc.paths['/promotion/v1/notification/{playerId}']?.['get']?.responses['200'];
  const events = ok?.content?.['text/event-stream']?.['x-events'];
  if (events === undefined) throw new Error(`${file}: the stream lists no x-events`);
  return events;
}

/**
 * A check of one event against the document: the problems found, none when it fits. An event
 * without a name is a `message`, which the document does not list.
 */
export function streamEventCheck(file = OPERATOR_API_FILE): (event: StreamEvent) => string[] {
  const events = streamEvents(file);
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const fits = ajv.compile(events);
  const contents = new Map<string, ValidateFunction>();
  for (const { properties } of events.oneOf) {
    const { contentMediaType, contentSchema } = properties.data;
    if (contentMediaType === 'application/json' && contentSchema !== undefined) {
      contents.set(properties.event.const, ajv.compile(contentSchema));
    }
  }
  return ({ event = 'message', id, data }) => {
    const problems: string[] = [];
    if (!fits({ event, data, ...(id === undefined ? {} : { id }) })) {
      problems.push(ajv.errorsText(fits.errors, { dataVar: 'event' }));
    }
    const content = contents.get(event);
    if (content === undefined) return problems;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return [...problems, 'data is not JSON'];
    }
    if (!content(parsed)) problems.push(ajv.errorsText(content.errors, { dataVar: 'data' }));
    return problems;
  };
}
