// Runs in Node: the operator lobby page on the app origin, where "return to lobby" lands.
import { escapeXml } from './art/svg.ts';
import { htmlPage } from './html-page.ts';
import type { Fallback } from './node-server.ts';

/** One link the lobby lists. */
export interface LobbyLink {
  name: string;
  url: string;
}

/** The lobby page: a heading, the query it was reached with, and links to the scenarios. */
export function lobbyHtml(search: string, links: readonly LobbyLink[]): string {
  const items = links
    .map((l) => `<li><a href="${escapeXml(l.url)}">${escapeXml(l.name)}</a></li>`)
    .join('\n');
  const query = search === '' ? '(no query)' : escapeXml(search);
  return htmlPage(
    'Operator lobby',
    `
<h1>Operator lobby</h1>
<p>Reached with: <code id="lobby-query">${query}</code></p>
<ul>
${items}
</ul>
`,
  );
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
