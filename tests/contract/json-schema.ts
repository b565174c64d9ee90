// Runs in Node: the schema kit's schemas (shared/lib/wire-schema.ts) as JSON Schema (2020-12,
// the dialect of OpenAPI 3.1), for the operator's contract. It states what the container reads:
// a field with a fallback is optional (and says what it reads as when missing or unreadable); a
// field without one is required; a list drops a bad item rather than failing.
import type { Schema } from '../../shared/lib/wire-schema.ts';

/** A JSON Schema object (the subset this converter writes). */
export type JsonSchema = Record<string, unknown>;

/** A value JSON can hold (an example or a default), checked so no undefined or symbol leaks. */
const isJson = (value: unknown): boolean => {
  try {
    // JSON.stringify answers undefined (despite its type) for undefined, a function or a symbol.
    return (JSON.stringify(value) as string | undefined) !== undefined;
  } catch {
    return false;
  }
};

/** True when the field may be missing: it falls back, or it is optional, or a list read as []. */
export function isOptional(schema: Schema<unknown>): boolean {
  return (
    'fallback' in schema ||
    schema.optional === true ||
    ((schema.type === 'array' || schema.type === 'record') && schema.required !== true)
  );
}

function leaf(schema: Schema<unknown>): JsonSchema {
  const min =
    schema.min !== undefined && Number.isFinite(schema.min) ? { minimum: schema.min } : {};
  switch (schema.type) {
    case 'number':
      return { type: 'number', ...min, description: 'A number (a numeric text is read too).' };
    case 'integer':
      return {
        type: 'integer',
        ...min,
        description: 'A whole number (a numeric text is read too).',
      };
    case 'string':
      return { type: 'string' };
    case 'id':
      return { type: ['string', 'number'], description: 'An id: a non-empty text or a number.' };
    case 'flag':
      return { type: 'boolean' };
    case 'enum':
      return { enum: [...(schema.values ?? [])] };
    default:
      return {};
  }
}

/** The JSON Schema of one kit schema. */
export function toJsonSchema(schema: Schema<unknown>): JsonSchema {
  let out: JsonSchema;
  if (schema.type === 'object') {
    const entries = Object.entries(schema.entries ?? {});
    const required = entries.filter(([, s]) => !isOptional(s)).map(([key]) => key);
    out = {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, s]) => [key, toJsonSchema(s)])),
      ...(required.length > 0 ? { required } : {}),
    };
  } else if (schema.type === 'array') {
    out = {
      type: 'array',
      items: toJsonSchema(schema.item ?? { type: 'any', read: (v) => v }),
      description: 'A bad item is dropped, not the list.',
    };
  } else if (schema.type === 'record') {
    out = {
      type: 'object',
      additionalProperties: toJsonSchema(schema.item ?? { type: 'any', read: (v) => v }),
    };
  } else {
    out = leaf(schema);
  }
  if ('fallback' in schema && schema.fallback !== undefined && isJson(schema.fallback)) {
    out['default'] = schema.fallback;
  }
  // A field that reads as null when missing may also be sent as null (the simulator does).
  return 'fallback' in schema && schema.fallback === null ? nullable(out) : out;
}

/** `out`, also accepting null. */
function nullable(out: JsonSchema): JsonSchema {
  const type = out['type'];
  if (typeof type === 'string') return { ...out, type: [type, 'null'] };
  if (Array.isArray(type)) return { ...out, type: [...(type as unknown[]), 'null'] };
  if (Array.isArray(out['enum'])) return { ...out, enum: [...(out['enum'] as unknown[]), null] };
  return out;
}
