// Runs in Node: the session part's table (issue 62, 1), each figure per minute of its phase, the
// container against the chain alone measured in the same run. Budgets: idle and playing, the
// browser's CPU at most 10 % over the chain alone's; idle, no layout and no paint beyond the
// chain alone's but for a change the container showed; playing, no long task of the container.
// A figure that could not be read is "not checked", never ok.
import type { PartReport, Row } from './report.ts';
import type { Phase, SessionTurn, Side } from './session.ts';

export const SESSION_BUDGET = { cpuOverAlone: 1.1, longTasks: 0 } as const;

type Sums = Omit<SessionTurn, 'phase' | 'side' | 'longTasksMs' | 'browserCpuS'> & {
  browserCpuS: number | null;
  longTasksMs: number[];
};

/** The turns of one phase and side, added up and scaled to a minute. */
export function perMinute(turns: readonly SessionTurn[], phase: Phase, side: Side): Sums | null {
  const mine = turns.filter((t) => t.phase === phase && t.side === side);
  const seconds = mine.reduce((s, t) => s + t.seconds, 0);
  if (mine.length === 0 || seconds <= 0) return null;
  const scale = 60 / seconds;
  const sum = (pick: (t: SessionTurn) => number) => mine.reduce((s, t) => s + pick(t), 0) * scale;
  const cpu = mine.every((t) => t.browserCpuS !== null) ? sum((t) => t.browserCpuS ?? 0) : null;
  return {
    seconds: 60,
    browserCpuS: cpu,
    taskS: sum((t) => t.taskS),
    scriptS: sum((t) => t.scriptS),
    styleS: sum((t) => t.styleS),
    layoutS: sum((t) => t.layoutS),
    layouts: sum((t) => t.layouts),
    paints: sum((t) => t.paints),
    pageTimers: sum((t) => t.pageTimers),
    workerTimers: sum((t) => t.workerTimers),
    workerCpuS: sum((t) => t.workerCpuS),
    changes: sum((t) => t.changes),
    longTasksMs: mine.flatMap((t) => t.longTasksMs),
  };
}

const notChecked = (what: string, budget: string): Row => ({
  what,
  value: 'not checked',
  budget,
  pass: false,
  over: `${what}: not checked`,
});

/** The container's browser CPU over the chain alone's: at most 1.10. */
function cpuRow(phase: Phase, c: Sums, a: Sums): Row {
  const what = `${phase}: browser CPU per minute, container / chain alone`;
  const budget = `≤ ${SESSION_BUDGET.cpuOverAlone.toFixed(2)}`;
  if (c.browserCpuS === null || a.browserCpuS === null || a.browserCpuS <= 0)
    return notChecked(what, budget);
  const ratio = c.browserCpuS / a.browserCpuS;
  const pass = ratio <= SESSION_BUDGET.cpuOverAlone;
  return {
    what,
    value: `${ratio.toFixed(2)} (${c.browserCpuS.toFixed(2)} s / ${a.browserCpuS.toFixed(2)} s)`,
    budget,
    pass,
    ...(pass ? {} : { over: `${what} ${ratio.toFixed(2)}` }),
  };
}

/** Layouts or paints beyond the chain alone's and the changes the container showed: none. */
function restRow(kind: 'layouts' | 'paints', c: Sums, a: Sums): Row {
  const what = `idle: ${kind} per minute beyond the chain alone's and the container's DOM changes`;
  const beyond = Math.max(0, c[kind] - a[kind] - c.changes);
  const value = `${beyond.toFixed(0)} (${c[kind].toFixed(0)} − ${a[kind].toFixed(0)} − ${c.changes.toFixed(0)} changes)`;
  return {
    what,
    value,
    budget: '0',
    pass: beyond === 0,
    ...(beyond === 0 ? {} : { over: `${what}: ${value}` }),
  };
}

const FIGURES: readonly (readonly [string, (s: Sums) => string])[] = [
  ['task time', (s) => `${s.taskS.toFixed(2)} s`],
  ['script time', (s) => `${s.scriptS.toFixed(2)} s`],
  ['style time', (s) => `${s.styleS.toFixed(3)} s`],
  ['layout time', (s) => `${s.layoutS.toFixed(3)} s`],
  ['layouts / paints', (s) => `${s.layouts.toFixed(0)} / ${s.paints.toFixed(0)}`],
  [
    'timers fired, page / worker',
    (s) => `${s.pageTimers.toFixed(0)} / ${s.workerTimers.toFixed(0)}`,
  ],
  ["worker's CPU", (s) => `${s.workerCpuS.toFixed(2)} s`],
];

const figures = (phase: Phase, c: Sums, a: Sums): Row[] =>
  FIGURES.map(([label, show]) => ({
    what: `${phase}: ${label} per minute, container | chain alone`,
    value: `${show(c)} | ${show(a)}`,
    budget: 'reported',
    pass: null,
  }));

/** The table: both phases' budgets and figures. */
export function sessionReport(turns: readonly SessionTurn[]): PartReport {
  const rows: Row[] = [];
  for (const phase of ['idle', 'play'] as const) {
    const c = perMinute(turns, phase, 'container');
    const a = perMinute(turns, phase, 'alone');
    if (!c || !a) {
      rows.push(notChecked(`${phase}: the container against the chain alone`, 'measured'));
      continue;
    }
    rows.push(cpuRow(phase, c, a));
    if (phase === 'idle') rows.push(restRow('layouts', c, a), restRow('paints', c, a));
    else {
      const blocking = c.longTasksMs.reduce((s, ms) => s + Math.max(0, ms - 50), 0);
      const pass = c.longTasksMs.length <= SESSION_BUDGET.longTasks;
      const what = 'play: long tasks of the container (their blocking)';
      rows.push({
        what,
        value: `${String(c.longTasksMs.length)} (${String(blocking)} ms)`,
        budget: String(SESSION_BUDGET.longTasks),
        pass,
        ...(pass ? {} : { over: `${what}: ${String(c.longTasksMs.length)}` }),
      });
    }
    rows.push(...figures(phase, c, a));
  }
  const details = turns.map(
    (t) =>
      `- ${t.phase} ${t.side}: ${t.seconds.toFixed(0)} s, browser CPU ${t.browserCpuS?.toFixed(2) ?? '–'} s, tasks ${t.taskS.toFixed(2)} s, ${t.layouts.toFixed(0)} layouts, ${String(t.paints)} paints, ${String(t.changes)} changes`,
  );
  return { rows, details };
}
