// Runs in Node (the build): the operator's origins, from deploy/operator.json (or the committed
// example when there is none) with OPERATOR_* environment variables on top. Bad entries are
// dropped with a warning, never a crash: the config is built from what is left.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperatorOrigins } from './headers.ts';

/** The origin lists of the operator file, in its order. */
export const ORIGIN_FIELDS = [
  'lines',
  'gameServers',
  'promotion',
  'seat',
  'jackpot',
  'player',
  'log',
  'assets',
  'pages',
  'lobbies',
  'config',
] as const satisfies readonly (keyof OperatorOrigins)[];

type OriginField = (typeof ORIGIN_FIELDS)[number];

/** Origins naming only `named`: every other list empty, and no report address unless named. */
export function operatorOrigins(named: Partial<OperatorOrigins>): OperatorOrigins {
  const none = (): string[] => [];
  const empty = Object.fromEntries(ORIGIN_FIELDS.map((f) => [f, none()]));
  return { ...(empty as Record<OriginField, string[]>), cspReports: null, ...named };
}

/** The environment variable of a field: `gameServers` is OPERATOR_GAME_SERVERS. */
export function envName(field: OriginField | 'cspReports'): string {
  return `OPERATOR_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** The origin of an http(s) address, or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A report address: an http(s) URL or an absolute path, without quotes or spaces. */
function reportAddress(value: string): string | null {
  if (/[\s'";]/.test(value) || value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return originOf(value) === null ? null : new URL(value).href;
}

/** The entries of a field as given: a list, or a string of entries split by commas or spaces. */
function entries(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[\s,]+/).filter((v) => v !== '');
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** What readOperator found: the origins, where they came from, and what it dropped. */
export interface OperatorFile {
  origins: OperatorOrigins;
  source: string;
  warnings: string[];
}

/** Reads the operator file's JSON; a missing or unreadable file gives an empty object. */
function readJson(path: string, warnings: string[]): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
    warnings.push(`${path}: not a JSON object, ignored`);
  } catch (error) {
    warnings.push(`${path}: ${String(error)}, ignored`);
  }
  return {};
}

/**
 * The operator's origins from `dir`/operator.json, or `dir`/operator.example.json when there is
 * none; each OPERATOR_* variable of `env` that is set wins over its field of the file.
 */
export function readOperator(dir: string, env: NodeJS.ProcessEnv): OperatorFile {
  const own = join(dir, 'operator.json');
  const source = existsSync(own) ? own : join(dir, 'operator.example.json');
  const warnings: string[] = [];
  const file = readJson(source, warnings);
  const raw = (field: OriginField | 'cspReports'): unknown => env[envName(field)] ?? file[field];
  const list = (field: OriginField): string[] => {
    const kept: string[] = [];
    for (const entry of entries(raw(field))) {
      const origin = originOf(entry);
      if (origin === null) warnings.push(`${field}: "${entry}" is not an http(s) address, dropped`);
      else if (!kept.includes(origin)) kept.push(origin);
    }
    return kept;
  };
  const reports = raw('cspReports');
  const cspReports = typeof reports === 'string' ? reportAddress(reports) : null;
  if (typeof reports === 'string' && cspReports === null) {
    warnings.push(`cspReports: "${reports}" is not an address or a path, dropped`);
  }
  const origins = Object.fromEntries(ORIGIN_FIELDS.map((f) => [f, list(f)])) as Record<
    OriginField,
    string[]
  >;
  return { origins: { ...origins, cspReports }, source, warnings };
}
