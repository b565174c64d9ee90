// Runs in Node (and in unit tests): checks the fault rules QA posts, field by field, with bounds.
import { isRecord } from '../shared/lib/is-record.ts';
import { type FaultRule, MAX_FAULT_DELAY_MS } from './faults.ts';

/** The most bytes a byte count may name: far past any answer the simulator sends. */
const MAX_FAULT_BYTES = 100_000_000;
const MAX_BYTES_PER_SECOND = 10_000_000;
const FLAP_MS = { min: 100, max: 120_000 };

type Numbers = 'delayMs' | 'slowCloseMs' | 'sliceDelayMs' | 'times' | 'status' | ByteField;
type ByteField =
  'stallAfterBytes' | 'bytesPerSecond' | 'sliceBytes' | 'resetAfterBytes' | 'limitBytes';

/** Each number field's bounds, and whether it must be whole. */
const NUMBER_FIELDS: Record<Numbers, { min: number; max: number; integer: boolean }> = {
  delayMs: { min: 0, max: MAX_FAULT_DELAY_MS, integer: false },
  slowCloseMs: { min: 0, max: MAX_FAULT_DELAY_MS, integer: false },
  sliceDelayMs: { min: 0, max: MAX_FAULT_DELAY_MS, integer: false },
  status: { min: 200, max: 599, integer: true },
  times: { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true },
  stallAfterBytes: { min: 0, max: MAX_FAULT_BYTES, integer: true },
  resetAfterBytes: { min: 0, max: MAX_FAULT_BYTES, integer: true },
  limitBytes: { min: 0, max: MAX_FAULT_BYTES, integer: true },
  sliceBytes: { min: 1, max: MAX_FAULT_BYTES, integer: true },
  bytesPerSecond: { min: 1, max: MAX_BYTES_PER_SECOND, integer: true },
};

function checkNumber(name: Numbers, value: unknown): number | string {
  const { min, max, integer } = NUMBER_FIELDS[name];
  const kind = integer ? 'an integer' : 'a number';
  const reason = `${name} must be ${kind} ${String(min)}..${String(max)}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return reason;
  if (integer && !Number.isInteger(value)) return reason;
  return value >= min && value <= max ? value : reason;
}

function checkFlap(value: unknown): NonNullable<FaultRule['flap']> | string {
  const reason = `flap must be {downMs, upMs}, each ${String(FLAP_MS.min)}..${String(FLAP_MS.max)}`;
  if (!isRecord(value)) return reason;
  const { downMs, upMs } = value;
  const within = (ms: unknown): ms is number =>
    typeof ms === 'number' && ms >= FLAP_MS.min && ms <= FLAP_MS.max;
  return within(downMs) && within(upMs) ? { downMs, upMs } : reason;
}

function checkFlags(raw: Record<string, unknown>, rule: FaultRule): string | null {
  for (const name of ['drop', 'hang'] as const) {
    const value = raw[name];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return `${name} must be a boolean`;
    rule[name] = value;
  }
  return null;
}

function checkNumbers(raw: Record<string, unknown>, rule: FaultRule): string | null {
  for (const name of Object.keys(NUMBER_FIELDS) as Numbers[]) {
    if (raw[name] === undefined) continue;
    const value = checkNumber(name, raw[name]);
    if (typeof value === 'string') return value;
    rule[name] = value;
  }
  // A slice size without its pause (or the reverse) is a typo, not a slicer.
  if ((rule.sliceBytes === undefined) !== (rule.sliceDelayMs === undefined)) {
    return 'sliceBytes and sliceDelayMs go together';
  }
  return null;
}

function parseRule(raw: unknown): FaultRule | string {
  if (!isRecord(raw)) return 'a rule must be an object';
  const { method, path, origin, flap } = raw;
  if (typeof path !== 'string' || !/^(\/|\*)/.test(path)) return 'path must start with / or *';
  const rule: FaultRule = { path };
  if (method !== undefined) {
    if (typeof method !== 'string' || !/^[A-Za-z]{1,10}$/.test(method)) return 'bad method';
    rule.method = method.toUpperCase();
  }
  if (origin !== undefined) {
    if (typeof origin !== 'string' || !/^https?:\/\//.test(origin)) return 'origin must be http(s)';
    rule.origin = origin;
  }
  const refused = checkFlags(raw, rule) ?? checkNumbers(raw, rule);
  if (refused !== null) return refused;
  if (flap !== undefined) {
    const checked = checkFlap(flap);
    if (typeof checked === 'string') return checked;
    rule.flap = checked;
  }
  return rule;
}

/** Checks a posted rule or array of rules; a string is the reason it was refused. */
export function parseFaultRules(raw: unknown): FaultRule[] | string {
  const list = Array.isArray(raw) ? raw : [raw];
  const rules: FaultRule[] = [];
  for (const item of list) {
    const rule = parseRule(item);
    if (typeof rule === 'string') return rule;
    rules.push(rule);
  }
  return rules;
}
