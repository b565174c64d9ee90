// Runs in Node (and in unit tests): the fault table QA uses to slow, drop or fail any route.
import { isRecord } from '../shared/lib/is-record.ts';
import { sameOrigin } from './origins.ts';

/**
 * One fault rule. `path` is an exact pathname (`/frontendAPI.do`) or a prefix ending
 * with `*` (`/env/*`, or `*` for everything). The effects apply in order: wait
 * `delayMs`, then `drop` the connection or answer an empty `status`; a rule with only
 * `delayMs` lets the normal answer through. `times` limits how often it applies.
 */
export interface FaultRule {
  /** HTTP method, any case; every method when absent. */
  method?: string;
  path: string;
  /** Only requests to this origin (e.g. one API line); every origin when absent. */
  origin?: string;
  delayMs?: number;
  drop?: boolean;
  status?: number;
  /** How many matching requests it applies to before it retires; forever when absent. */
  times?: number;
}

/** The longest delay a rule may ask for. */
export const MAX_FAULT_DELAY_MS = 120_000;

function matches(rule: FaultRule, method: string, url: URL): boolean {
  if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (rule.origin !== undefined && !sameOrigin(rule.origin, url.origin)) return false;
  return rule.path.endsWith('*')
    ? url.pathname.startsWith(rule.path.slice(0, -1))
    : url.pathname === rule.path;
}

/** The rules in force, first match wins; shared by every server of a simulator. */
export class FaultTable {
  #rules: FaultRule[] = [];
  #holding = 0;
  #released = 0;

  /**
   * Requests a rule's delay holds right now, and how many it has let go so far: a test that read
   * both knows every late answer of that moment has left once `released` reaches their sum.
   */
  get delays(): { holding: number; released: number } {
    return { holding: this.#holding, released: this.#released };
  }

  /** Waits out a rule's delay, counted in `delays` meanwhile. */
  async hold(wait: () => Promise<unknown>): Promise<void> {
    this.#holding += 1;
    try {
      await wait();
    } finally {
      this.#holding -= 1;
      this.#released += 1;
    }
  }

  /** Adds rules after the existing ones. */
  add(rules: readonly FaultRule[]): void {
    this.#rules.push(...rules.map((r) => ({ ...r })));
  }

  /** Removes every rule. */
  clear(): void {
    this.#rules = [];
  }

  /** Copies of the rules in force, with `times` as what is left. */
  list(): FaultRule[] {
    return this.#rules.map((r) => ({ ...r }));
  }

  /** The first rule matching a request, counting one use of it; null when none matches. */
  take(method: string, url: URL): FaultRule | null {
    const index = this.#rules.findIndex((r) => matches(r, method, url));
    const rule = this.#rules[index];
    if (rule === undefined) return null;
    const applied = { ...rule };
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules.splice(index, 1);
    }
    return applied;
  }
}

function parseRule(raw: unknown): FaultRule | string {
  if (!isRecord(raw)) return 'a rule must be an object';
  const { method, path, origin, delayMs, drop, status, times } = raw;
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
  if (delayMs !== undefined) {
    if (typeof delayMs !== 'number' || !(delayMs >= 0 && delayMs <= MAX_FAULT_DELAY_MS)) {
      return `delayMs must be 0..${MAX_FAULT_DELAY_MS}`;
    }
    rule.delayMs = delayMs;
  }
  if (drop !== undefined) {
    if (typeof drop !== 'boolean') return 'drop must be a boolean';
    rule.drop = drop;
  }
  if (status !== undefined) {
    if (!Number.isInteger(status) || typeof status !== 'number' || status < 200 || status > 599) {
      return 'status must be an integer 200..599';
    }
    rule.status = status;
  }
  if (times !== undefined) {
    if (!Number.isInteger(times) || typeof times !== 'number' || times < 1) {
      return 'times must be a positive integer';
    }
    rule.times = times;
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
