// Runs in Node: the smallest parent a game can have, for the heavy game's tax (issue 32, measure
// 3): a page on a port of its own that frames the game, with the game's parentOrigin pointing at
// it, and answers its handshake as the container would (protocol version 1: a welcome to a hello).
// The game then runs as inside the container, a real parent and all, with nothing else beside it.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running harness: its origin, the page that frames a game, and the way to stop it. */
export interface GameHarness {
  origin: string;
  /** The harness page framing `gameUrl`, its parentOrigin set to the harness. */
  pageFor(gameUrl: string): string;
  /** `gameUrl` as the harness frames it. */
  framed(gameUrl: string): string;
  close(): Promise<void>;
}

/** What the container answers a hello with (the brief's protocol, version 1). */
const WELCOME = { v: 1, type: 'welcome', versions: [1] };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The harness page: an answer to the game's hello, then the game's frame, as the parser meets it. */
function page(gameUrl: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>game harness</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;display:block}</style>
<script>
addEventListener('message', (event) => {
  const frame = document.querySelector('iframe');
  const data = event.data;
  if (!frame || event.source !== frame.contentWindow || !data || data.type !== 'hello') return;
  event.source.postMessage(${JSON.stringify(WELCOME)}, event.origin);
});
</script></head>
<body><iframe src="${escapeHtml(gameUrl)}" allow="autoplay; fullscreen"></iframe></body></html>
`;
}

/** Starts the harness on a free port of 127.0.0.1 (the game's site, so one renderer, as inside). */
export async function startHarness(): Promise<GameHarness> {
  const server: Server = createServer((req, res) => {
    const game = new URL(req.url ?? '/', 'http://harness').searchParams.get('game');
    if (game === null || !/^https?:\/\//.test(game)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(page(game));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const framed = (gameUrl: string): string => {
    const url = new URL(gameUrl);
    url.searchParams.set('parentOrigin', origin);
    return url.href;
  };
  return {
    origin,
    framed,
    pageFor: (gameUrl) => `${origin}/?game=${encodeURIComponent(framed(gameUrl))}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
