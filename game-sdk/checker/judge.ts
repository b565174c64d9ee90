// Runs in Node (the checker): what a judgement is made of. A check that held, a finding, or a
// check that could not run, which is never a pass (a warning, a failure under --strict).

/** One thing wrong: a failure fails the check, a warning does not. */
export interface Finding {
  level: 'fail' | 'warn';
  /** A stable name (tests and scripts read it): no-hello, malformed, not-checked... */
  code: string;
  /** For `not-checked`: the check that could not run (its failure's code, or `sandbox`). */
  check?: string;
  text: string;
}

/** A message's type, or '(no type)'. */
export const typeOf = (data: unknown): string => {
  const type = (data as Record<string, unknown> | null)?.['type'];
  return typeof type === 'string' ? type : '(no type)';
};
/** A message as short text. */
export const brief = (data: unknown): string => {
  // undefined for a value JSON has no text for (a function's result, say).
  const json = (JSON.stringify(data) as string | undefined) ?? String(data);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
};
/** A browser's report cut to a readable length. */
export const clip = (text: string): string =>
  text.length > 160 ? `${text.slice(0, 157)}...` : text;
/** Looks like a message of the protocol (any frame may post other things). */
export const protocolLike = (data: unknown): boolean => typeOf(data) !== '(no type)';

/** Collects findings and passed checks. */
export class Judge {
  readonly findings: Finding[] = [];
  readonly passed: string[] = [];
  /** `strict`: a check that could not run fails the report (--strict). */
  constructor(private readonly strict: boolean) {}
  fail(code: string, text: string): void {
    this.findings.push({ level: 'fail', code, text });
  }
  warn(code: string, text: string): void {
    this.findings.push({ level: 'warn', code, text });
  }
  check(held: boolean, code: string, failText: string, passText: string): void {
    if (held) this.passed.push(passText);
    else this.fail(code, failText);
  }
  /** A check that could not look, and why: never an ok. */
  notChecked(check: string, reason: string): void {
    const level = this.strict ? 'fail' : 'warn';
    this.findings.push({ level, code: 'not-checked', check, text: `${check}: ${reason}` });
  }
}
