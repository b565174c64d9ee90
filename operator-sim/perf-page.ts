// Runs in Node (and in unit tests): GET /__sim/perf, a page of what the log server received of
// the container's load timelines and Web Vitals (docs/rum.md), drawn in plain SVG, no script.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { escapeXml } from './art/svg.ts';
import { htmlPage } from './html-page.ts';
import { logSinkOf } from './log-handlers.ts';
import {
  DIMENSIONS,
  PERCENTILES,
  type PerfSession,
  measures,
  percentile,
  perfSessions,
  readyOf,
  slowestStep,
} from './perf-stats.ts';
import type { SimWorld } from './world.ts';
import { healthHtml } from './health-page.ts';
import { releaseHealth, topFailures } from './health-stats.ts';

/** The dashboard's path, on every origin. */
export const PERF_PATH = '/__sim/perf';

const SLOWEST = 5;
const fmt = (value: number | null, name = ''): string =>
  value === null ? '–' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)}`;

/** A strip of every value (a dot each) with the p50, p75 and p95 marks, on one scale. */
function strip(values: readonly number[]): string {
  const width = 240;
  const height = 24;
  const max = Math.max(...values, 1e-9);
  const x = (v: number): string => ((v / max) * (width - 8) + 4).toFixed(1);
  const dots = values.map(
    (v) => `<circle cx="${x(v)}" cy="12" r="3" fill="#2b6cb0" fill-opacity="0.5"/>`,
  );
  const marks = PERCENTILES.map(([label, p]) => {
    const v = percentile(values, p);
    return v === null
      ? ''
      : `<line x1="${x(v)}" x2="${x(v)}" y1="2" y2="22" stroke="#c53030"><title>${label}</title></line>`;
  });
  return `<svg width="${width}" height="${height}" role="img" aria-label="distribution">${dots.join('')}${marks.join('')}</svg>`;
}

/** The table of every measure: n, p50, p75, p95 and its distribution; the slowest step marked. */
function overall(sessions: readonly PerfSession[]): string {
  const rows = measures(sessions);
  const steps = rows.filter(
    (r) => !r.name.includes('(') && !['LCP', 'INP', 'CLS'].includes(r.name),
  );
  const slow = steps.reduce<{ name: string; p75: number } | null>((worst, r) => {
    const p75 = percentile(r.values, 0.75) ?? 0;
    return worst === null || p75 > worst.p75 ? { name: r.name, p75 } : worst;
  }, null);
  const body = rows
    .map((r) => {
      const cells = PERCENTILES.map(([, p]) => `<td>${fmt(percentile(r.values, p), r.name)}</td>`);
      const name =
        r.name === slow?.name
          ? `<strong>${escapeXml(r.name)}</strong> (slowest step at p75)`
          : escapeXml(r.name);
      return `<tr><th scope="row">${name}</th><td>${r.values.length}</td>${cells.join('')}<td>${r.values.length ? strip(r.values) : ''}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr><th>measure (ms; CLS unitless)</th><th>n</th><th>p50</th><th>p75</th><th>p95</th><th>distribution</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** One table per dimension: each group's ready, first spin and vitals at p50/p75/p95. */
function bySlice(sessions: readonly PerfSession[]): string {
  const wanted = ['ready (since navigation)', 'first spin (since navigation)', 'LCP', 'INP', 'CLS'];
  return DIMENSIONS.map((dimension) => {
    const groups = [...new Set(sessions.map((s) => s.slices[dimension]))].sort();
    const head = wanted.map((w) => `<th>${w} p50 / p75 / p95</th>`).join('');
    const rows = groups.map((group) => {
      const own = sessions.filter((s) => s.slices[dimension] === group);
      const cells = measures(own)
        .filter((m) => wanted.includes(m.name))
        .map(
          (m) =>
            `<td>${PERCENTILES.map(([, p]) => fmt(percentile(m.values, p), m.name)).join(' / ')}</td>`,
        );
      return `<tr><th scope="row">${escapeXml(group)}</th><td>${own.length}</td>${cells.join('')}</tr>`;
    });
    return `<h3>By ${dimension}</h3><table><thead><tr><th>${dimension}</th><th>n</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }).join('\n');
}

/** A session's timeline as bars on a scale of ms since navigation, its slowest step named. */
function waterfall(session: PerfSession): string {
  const end = Math.max(1, ...session.spans.map((s) => s.end));
  const width = 560;
  const x = (ms: number): number => (ms / end) * (width - 150);
  const bars = session.spans.map((s, i) => {
    const y = i * 16;
    const w = Math.max(1, x(s.end) - x(s.start));
    return `<text x="0" y="${y + 11}" font-size="11">${escapeXml(s.name)}</text><rect x="${(110 + x(s.start)).toFixed(1)}" y="${y + 2}" width="${w.toFixed(1)}" height="11" fill="#2b6cb0"><title>${Math.round(s.start)}–${Math.round(s.end)} ms</title></rect>`;
  });
  const slow = slowestStep(session);
  return `<figure><figcaption>${escapeXml(session.traceId)}: ready at ${Math.round(readyOf(session))} ms, ${escapeXml(Object.values(session.slices).join(', '))}; slowest step <strong>${escapeXml(slow?.name ?? '–')}</strong> (${slow ? Math.round(slow.end - slow.start) : 0} ms)</figcaption><svg width="${width}" height="${session.spans.length * 16}" role="img" aria-label="timeline">${bars.join('')}</svg></figure>`;
}

/**
 * The page: the sessions' health and top failures (`health`, from healthHtml), then the load's
 * numbers, overall and by slice, and the slowest sessions' timelines.
 */
export function perfHtml(sessions: readonly PerfSession[], health = ''): string {
  const slowest = [...sessions].sort((a, b) => readyOf(b) - readyOf(a)).slice(0, SLOWEST);
  const content =
    sessions.length === 0
      ? '<p>No load timeline yet: play a session (the demo environment reports every one).</p>'
      : `${overall(sessions)}\n<h2>By slice</h2>\n${bySlice(sessions)}\n<h2>Slowest sessions</h2>\n${slowest.map(waterfall).join('\n')}`;
  return htmlPage(
    'Load timelines',
    `
<main id="perf">
<h1>Session health, failures, load timelines and Web Vitals</h1>
${health}
<h2>Load timelines</h2>
<p data-sessions="${sessions.length}">${sessions.length} sessions received by the log server.</p>
${content}
</main>
`,
    `
body { margin: 0; padding: 16px; font: 14px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin-bottom: 12px; }
th, td { padding: 4px 8px; border-bottom: 1px solid #ddd; text-align: right; }
th[scope=row], thead th:first-child { text-align: left; }
figure { margin: 8px 0 16px; }
pre { white-space: pre-wrap; font-size: 12px; background: #f6f6f6; padding: 8px; }
#top-failures li { margin-bottom: 8px; }
`,
  );
}

/** GET {any}/__sim/perf: the page, drawn from the world's received log events. */
export function perfHandlers(world: SimWorld): RequestHandler[] {
  return [
    http.get(`*${PERF_PATH}`, () => {
      const events = logSinkOf(world).events;
      const health = healthHtml(releaseHealth(events), topFailures(events));
      return HttpResponse.html(perfHtml(perfSessions(events), health), {
        headers: {
          'Cache-Control': 'no-store',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'",
        },
      });
    }),
  ];
}
