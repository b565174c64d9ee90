// Runs in Node (and in unit tests): the fault table QA uses to slow, drop, fail or mangle any route.
import { sameOrigin } from './origins.ts';

/**
 * One fault rule. `path` is an exact pathname (`/frontendAPI.do`) or a pattern whose `*`
 * stands for any run of characters (`/env/*`, `/env/*.json`, or `*` for everything). The effects apply in order: wait `delayMs`
 * (latency), then `drop` the connection (or while `flap` has the route down), answer an empty
 * `status`, or `hang`; else the normal answer comes through, its body shaped by the byte
 * fields (Toxiproxy's toxics). `times` limits how often it applies.
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
  /** Accepted and never answered (no status, no headers) until the client gives up. */
  hang?: boolean;
  /** Down (dropped) for `downMs`, then up for `upMs`, repeating from when the rule was added. */
  flap?: { downMs: number; upMs: number };
  /** The first n bytes of body, then nothing more, the connection left open (timeout). */
  stallAfterBytes?: number;
  /** The body at n bytes a second (bandwidth); headers at once. */
  bytesPerSecond?: number;
  /** The body in slices of n bytes, `sliceDelayMs` apart (slicer). */
  sliceBytes?: number;
  /** The pause between two slices of `sliceBytes`. */
  sliceDelayMs?: number;
  /** The first n bytes of body, then the connection reset (reset_peer). */
  resetAfterBytes?: number;
  /** The first n bytes of body, then a clean end (limit_data). */
  limitBytes?: number;
  /** The whole body, but its end only m ms later (slow_close). */
  slowCloseMs?: number;
  /** How many matching requests it applies to before it retires; forever when absent. */
  times?: number;
}

/** The longest delay a rule may ask for, and the longest a hang or a stall holds a request. */
export const MAX_FAULT_DELAY_MS = 120_000;

/** A rule as a request met it: a copy, and whether a flapping route is down at that moment. */
export interface AppliedFault {
  rule: FaultRule;
  down: boolean;
}

interface Entry {
  rule: FaultRule;
  /** Date.now() when it was added: a flap's cycles count from here (fake timers move it). */
  addedAt: number;
}

function matches(rule: FaultRule, method: string, url: URL): boolean {
  if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (rule.origin !== undefined && !sameOrigin(rule.origin, url.origin)) return false;
  if (!rule.path.includes('*')) return url.pathname === rule.path;
  return globPattern(rule.path).test(url.pathname);
}

/** A path with `*` as any run of characters (`/env/*.json`, `/quest/*`, `*`) as a RegExp. */
function globPattern(path: string): RegExp {
  const parts = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

function flapDown({ rule, addedAt }: Entry, now: number): boolean {
  if (rule.flap === undefined) return false;
  const { downMs, upMs } = rule.flap;
  return (now - addedAt) % (downMs + upMs) < downMs;
}

function copy(rule: FaultRule): FaultRule {
  return rule.flap === undefined ? { ...rule } : { ...rule, flap: { ...rule.flap } };
}

/** The rules in force, first match wins; shared by every server of a simulator. */
export class FaultTable {
  #entries: Entry[] = [];
  #holding = 0;
  #released = 0;

  /**
   * Requests a rule holds right now (a delay, a hang, a stalled body), and how many it has let
   * go so far: a test that read both knows every late answer of that moment has left once
   * `released` reaches their sum.
   */
  get delays(): { holding: number; released: number } {
    return { holding: this.#holding, released: this.#released };
  }

  /** Waits out a rule's delay (or hang, or stall), counted in `delays` meanwhile. */
  async hold<T>(wait: () => Promise<T>): Promise<T> {
    this.#holding += 1;
    try {
      return await wait();
    } finally {
      this.#holding -= 1;
      this.#released += 1;
    }
  }

  /** Adds rules after the existing ones. */
  add(rules: readonly FaultRule[]): void {
    const addedAt = Date.now();
    this.#entries.push(...rules.map((rule) => ({ rule: copy(rule), addedAt })));
  }

  /** Removes every rule. */
  clear(): void {
    this.#entries = [];
  }

  /** Copies of the rules in force, with `times` as what is left. */
  list(): FaultRule[] {
    return this.#entries.map((e) => copy(e.rule));
  }

  /** The first rule matching a request, counting one use of it; null when none matches. */
  take(method: string, url: URL): AppliedFault | null {
    const index = this.#entries.findIndex((e) => matches(e.rule, method, url));
    const entry = this.#entries[index];
    if (entry === undefined) return null;
    const applied = { rule: copy(entry.rule), down: flapDown(entry, Date.now()) };
    if (entry.rule.times !== undefined) {
      entry.rule.times -= 1;
      if (entry.rule.times <= 0) this.#entries.splice(index, 1);
    }
    return applied;
  }
}
