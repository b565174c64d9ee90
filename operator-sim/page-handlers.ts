// Runs in Node (and in unit tests): the operator's report page (GET /report) and a stranger's
// page for message tests, on any origin.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { escapeXml } from './art/svg.ts';
import { htmlPage } from './html-page.ts';

/** A few seeded rounds of the demo player, newest first: time (minutes ago), game, bet, win. */
const REPORT_ROWS: readonly [number, string, number, number][] = [
  [3, 'Lucky Fortune', 1, 0],
  [4, 'Lucky Fortune', 1, 5],
  [9, 'Lucky Fortune', 1, 0],
  [26, 'Ocean King', 2, 7.5],
  [41, 'Dragon Treasure', 0.5, 0],
];

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The operator's report page (env config reportUrl): the player's recent bets, in English. */
export function reportHtml(now: number): string {
  const rows = REPORT_ROWS.map(([minutesAgo, game, bet, win]) => {
    const time = new Date(now - minutesAgo * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    return `<tr><td>${time}</td><td>${escapeXml(game)}</td><td>${money.format(bet)}</td><td>${money.format(win)}</td></tr>`;
  }).join('\n');
  const bet = REPORT_ROWS.reduce((sum, r) => sum + r[2], 0);
  const win = REPORT_ROWS.reduce((sum, r) => sum + r[3], 0);
  return htmlPage(
    'Bet report',
    `
<main id="report">
<h1>Bet report</h1>
<p>Demo Hall, player01, THB (times in UTC)</p>
<table>
<thead><tr><th>Time</th><th>Game</th><th>Bet</th><th>Win</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="2">Total</td><td>${money.format(bet)}</td><td>${money.format(win)}</td></tr></tfoot>
</table>
</main>
`,
    `
body { margin: 0; padding: 16px; font: 15px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
h1 { margin: 0 0 4px; font-size: 20px; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 4px; border-bottom: 1px solid #ddd; text-align: left; }
td:nth-child(n+3), th:nth-child(n+3) { text-align: right; }
tfoot td { font-weight: 700; border-bottom: 0; }
`,
  );
}

/**
 * A page of a stranger to the container, for tests of who the container listens to: framed
 * from a line's origin, it posts each message of its `m` query (a JSON array) to its parent.
 */
const STRANGER_HTML = `<!doctype html><meta charset="utf-8"><title>A stranger</title>
<script>
  const messages = JSON.parse(new URLSearchParams(location.search).get('m') || '[]');
  for (const message of messages) parent.postMessage(message, '*');
</script>`;

/** The report and stranger pages. The report page may be framed by any origin (no frame-ancestors). */
export function pageHandlers(): RequestHandler[] {
  return [
    http.get('*/__sim/stranger.html', () =>
      HttpResponse.html(STRANGER_HTML, { headers: { 'Cache-Control': 'no-store' } }),
    ),
    http.get('*/report', () =>
      HttpResponse.html(reportHtml(Date.now()), {
        headers: {
          'Cache-Control': 'no-store',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'",
        },
      }),
    ),
  ];
}
