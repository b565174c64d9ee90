// Runs in Node: the operator lobby page on the app origin, where "return to lobby" lands.
import type { Fallback } from './node-server.ts';

/** One link the lobby lists. */
export interface LobbyLink {
  name: string;
  url: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The lobby page: a heading, the query it was reached with, and links to the scenarios. */
export function lobbyHtml(search: string, links: readonly LobbyLink[]): string {
  const items = links
    .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a></li>`)
    .join('\n');
  const query = search === '' ? '(no query)' : escapeHtml(search);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Operator lobby</title>
</head>
<body>
<h1>Operator lobby</h1>
<p>Reached with: <code id="lobby-query">${query}</code></p>
<ul>
${items}
</ul>
</body>
</html>
`;
}

/** A fallback answering GET /lobby (and /lobby/) with the lobby page. */
export function createLobbyHandler(links: () => readonly LobbyLink[]): Fallback {
  return (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return Promise.resolve(null);
    if (url.pathname !== '/lobby' && url.pathname !== '/lobby/') return Promise.resolve(null);
    return Promise.resolve(
      new Response(lobbyHtml(url.search, links()), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    );
  };
}
