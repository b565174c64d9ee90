// Runs in Node (and in unit tests): GET /__sim/chain-alone, the bench's reference page. It takes
// a player URL's query and does only the chain SPEC forces before a game is ready, nothing else:
// the config, the speed test, the login, the game address with the ticket, the game's frame and
// the game's hello. What a page that does nothing more takes to ready, against the same
// necessary chain, is the part of the container's ratio no container could remove: the browser's
// own work of committing two documents and running the game (docs/performance.md).
import { HttpResponse, http, type RequestHandler } from 'msw';

/** Where the simulator serves it, on every origin (the bench asks the app's). */
export const CHAIN_ALONE_PATH = '/__sim/chain-alone';

/**
 * The page's one script, as plain as the chain allows: each request as the container sends it
 * (SPEC §7; its unit test holds the config's address and the login to shared/boot/'s rules), the
 * game's frame with the class the bench reads, and a welcome for its hello.
 */
const SCRIPT = `(async () => {
const q = new URLSearchParams(location.search);
const x = q.get('x') ?? '';
const minute = Math.floor(Date.now() / 60000);
const config = await (await fetch('/env/' + encodeURIComponent(q.get('e') ?? '') + '.json?v=' + minute)).json();
const racing = [];
const line = await Promise.any(config.lines.map(async (origin) => {
  const controller = new AbortController();
  racing.push(controller);
  const answer = await fetch(origin + '/env/speedtest.png?r=' + Math.random(), { signal: controller.signal, cache: 'no-store' });
  await answer.blob();
  return origin;
}));
for (const controller of racing) controller.abort();
const api = async (action, fields = {}) => (await fetch(line + '/frontendAPI.do', {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ action, x, ...fields }),
})).json();
const login = (await api('101')).data;
const [gameName, gameVersion = ''] = (q.get('gName') ?? '').split('_');
const game = { gameType: q.get('gameType') ?? '1', mType: q.get('mType') ?? String(login.gameId) };
const [address] = await Promise.all([
  api('7', { ...game, lang: 'en', lobbyURL: q.get('origin') ?? login.origin ?? '', customBrand: '', gameName, gameVersion }),
  api('10', { ...game, clientType: 'mobile' }),
]);
const frame = document.createElement('iframe');
frame.className = 'game-frame';
frame.src = address.data.path;
addEventListener('message', ({ source, origin, data }) => {
  if (source !== frame.contentWindow || data?.type !== 'hello') return;
  const v = Math.max(...data.versions);
  frame.contentWindow.postMessage({ type: 'welcome', versions: data.versions, v }, origin);
});
document.body.append(frame); // parsed long before: four round trips have passed
})();
`;

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<script>${SCRIPT}</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The chain alone</title>
<style>html, body { height: 100%; margin: 0; } .game-frame { border: 0; width: 100%; height: 100%; }</style>
</head>
<body></body>
</html>
`;

/** The reference page, never cached (a fresh token each load, as a player's). */
export function chainAloneHandlers(): RequestHandler[] {
  return [
    http.get(`*${CHAIN_ALONE_PATH}`, () =>
      HttpResponse.html(HTML, { headers: { 'Cache-Control': 'no-store' } }),
    ),
  ];
}
