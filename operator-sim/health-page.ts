// Runs in Node (and in unit tests): the health part of GET /__sim/perf: crash-free sessions
// per release and the top failures by fingerprint, each with its count and one sample stack.
import { escapeXml } from './art/svg.ts';
import type { ReleaseHealth, TopFailure } from './health-stats.ts';

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

function releases(rows: readonly ReleaseHealth[]): string {
  if (rows.length === 0) return '<p>No session has reported its health yet.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr data-release="${escapeXml(r.release)}"><th scope="row">${escapeXml(r.release)}</th><td>${r.sessions}</td><td data-crash-free>${percent(r.crashFree)}</td><td>${r.clean}</td><td>${r.errored}</td><td>${r.crashed}</td></tr>`,
    )
    .join('\n');
  return `<table id="release-health"><thead><tr><th>release</th><th>sessions</th><th>crash-free</th><th>clean</th><th>error dialog</th><th>crashed</th></tr></thead><tbody>${body}</tbody></table>`;
}

function failures(rows: readonly TopFailure[]): string {
  if (rows.length === 0) return '<p>No failure received.</p>';
  const items = rows
    .map(
      (f) =>
        `<li data-fingerprint="${escapeXml(f.fingerprint)}"><strong>${f.count}×</strong> in ${f.sessions} session(s) · <code>${escapeXml(f.kind)}</code> · <code>${escapeXml(f.fingerprint)}</code> · ${escapeXml(f.release)}<br>${escapeXml(f.message)}<details><summary>sample stack</summary><pre>${escapeXml(f.stack || '(no stack)')}</pre></details></li>`,
    )
    .join('\n');
  return `<ol id="top-failures">${items}</ol>`;
}

/** The health section: crash-free sessions per release, then the top failures. */
export function healthHtml(health: readonly ReleaseHealth[], top: readonly TopFailure[]): string {
  return `<section id="health"><h2>Session health</h2>\n${releases(health)}\n<h2>Top failures</h2>\n${failures(top)}</section>`;
}
