// Runs in Node (and in unit tests): the more-games icons (GET /icons/{gameId}.svg and
// {gameId}_s.svg) and the operator's report page (GET /report), on any origin.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { GameGroup } from '../shared/lib/constants.ts';
import { GAME_TYPES } from '../shared/lib/constants.ts';
import { GAMES } from './game-data.ts';

/** SPEC §9: square game icons are 210x210. */
const ICON_SIZE = 210;

/** Two colours per game type: the icon's gradient. */
const GROUP_COLOURS: Readonly<Record<GameGroup, [string, string]>> = {
  slot: ['#7b2ff7', '#f0a500'],
  fish: ['#0077b6', '#00b4d8'],
  bingo: ['#d81159', '#ff8fab'],
  arcade: ['#2b9348', '#aacc00'],
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function englishName(info: string, gameId: number): string {
  try {
    const parsed = JSON.parse(info) as { gameName?: { en?: unknown } };
    const en = parsed.gameName?.en;
    return typeof en === 'string' ? en : `Game ${gameId}`;
  } catch {
    return `Game ${gameId}`;
  }
}

/** The first letters of the first two words: "Lucky Fortune" is "LF". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/**
 * A game's icon, 210x210: its type's gradient, its initials and its English name. The low-res
 * variant is the same picture drawn on a 21-unit grid, blurred and without text (a stand-in
 * while the full one loads, SPEC §9).
 */
export function iconSvg(gameId: number, lowRes: boolean): string | null {
  const game = GAMES.find((g) => g.gameId === gameId);
  if (game === undefined) return null;
  const [from, to] = GROUP_COLOURS[GAME_TYPES[game.gameType]];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}"`;
  if (lowRes) {
    return `${open} viewBox="0 0 21 21">
<filter id="b"><feGaussianBlur stdDeviation="0.8"/></filter>
<g filter="url(#b)"><rect width="21" height="21" fill="${from}"/><rect y="11" width="21" height="10" fill="${to}"/>
<circle cx="10.5" cy="8.5" r="5" fill="#fff" fill-opacity="0.3"/></g>
</svg>
`;
  }
  const name = englishName(game.info, gameId);
  return `${open} viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="210" height="210" rx="28" fill="url(#g)"/>
<circle cx="105" cy="86" r="54" fill="#fff" fill-opacity="0.2"/>
<text x="105" y="106" text-anchor="middle" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<text x="105" y="180" text-anchor="middle" font-family="sans-serif" font-size="19" font-weight="600" fill="#fff">${escapeXml(name)}</text>
</svg>
`;
}

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
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Bet report</title>
<style>
body { margin: 0; padding: 16px; font: 15px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
h1 { margin: 0 0 4px; font-size: 20px; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 4px; border-bottom: 1px solid #ddd; text-align: left; }
td:nth-child(n+3), th:nth-child(n+3) { text-align: right; }
tfoot td { font-weight: 700; border-bottom: 0; }
</style>
</head>
<body>
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
</body>
</html>
`;
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

/** The icon and report routes. The report page may be framed by any origin (no frame-ancestors). */
export function pageHandlers(): RequestHandler[] {
  return [
    http.get('*/__sim/stranger.html', () =>
      HttpResponse.html(STRANGER_HTML, { headers: { 'Cache-Control': 'no-store' } }),
    ),
    http.get('*/icons/:file', ({ params }) => {
      const file = typeof params['file'] === 'string' ? params['file'] : '';
      const match = /^(\d{1,9})(_s)?\.svg$/.exec(file);
      const svg = match ? iconSvg(Number(match[1]), match[2] !== undefined) : null;
      if (svg === null) return new HttpResponse('no such icon', { status: 404 });
      return new HttpResponse(svg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=600' },
      });
    }),
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
