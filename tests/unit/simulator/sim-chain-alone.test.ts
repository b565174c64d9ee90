// Runs in Vitest (Node): the bench's reference page (operator-sim/chain-alone.ts), its script run
// over a fake window on the simulator's msw handlers. The bench reads its ratio as the part of
// the container's that no container removes, so it must do the whole chain, in SPEC's order, and
// nothing else, and embed the game the container would.
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { CHAIN_ALONE_PATH } from '../../../operator-sim/chain-alone.ts';
import { configAddress, configPath, minuteStamp } from '../../../shared/boot/config-address.ts';
import { ACTIONS, actionRequest } from '../../../shared/boot/main-api-request.ts';
import { SCENARIOS, scenarioUrl } from '../../../operator-sim/scenarios.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, server } = useSimServer();

interface FakeFrame {
  className: string;
  src: string;
  contentWindow: { postMessage: (message: unknown, origin: string) => void };
}
type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

/** The page as the simulator serves it, its script run for the demo player's address. */
async function openPage(): Promise<{
  frames: FakeFrame[];
  posted: [unknown, string][];
  hear: Listener;
  asked: string[];
  sent: { url: string; body: string }[];
}> {
  const answer = await fetch(`${world.appOrigin}${CHAIN_ALONE_PATH}`);
  expect(answer.headers.get('Cache-Control')).toBe('no-store');
  const script = /<script>([\s\S]*)<\/script>/.exec(await answer.text())?.[1] ?? '';
  const asked: string[] = [];
  const sent: { url: string; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.endsWith('/frontendAPI.do')) {
      asked.push(pathname);
      sent.push({ url: request.url, body: '' });
    } else
      void request
        .clone()
        .text()
        .then((body) => {
          asked.push(`action ${new URLSearchParams(body).get('action') ?? ''}`);
          sent.push({ url: request.url, body });
        });
  });
  const demo = SCENARIOS[0];
  if (!demo) throw new Error('no demo scenario');
  const player = new URL(scenarioUrl(world.appOrigin, demo));
  const frames: FakeFrame[] = [];
  const posted: [unknown, string][] = [];
  const listeners: Listener[] = [];
  const frame: FakeFrame = {
    className: '',
    src: '',
    contentWindow: { postMessage: (message, origin) => posted.push([message, origin]) },
  };
  // Run as the page's classic script runs, in a context of its own: the page's globals are
  // these, the language's own (Promise, Math, JSON) the context's.
  runInNewContext(script, {
    location: { search: player.search },
    document: { createElement: () => frame, body: { append: (f: FakeFrame) => frames.push(f) } },
    addEventListener: (type: string, listener: Listener) =>
      type === 'message' && listeners.push(listener),
    fetch: (input: string, init?: RequestInit) => fetch(new URL(input, world.appOrigin), init),
    URLSearchParams,
    AbortController,
  });
  await vi.waitFor(() => expect(frames).toHaveLength(1));
  const hear: Listener = (event) => {
    for (const listener of listeners) listener(event);
  };
  return { frames, posted, hear, asked, sent };
}

describe('the chain alone (the bench’s reference page)', () => {
  it('does the chain in its order and frames the game the container would', async () => {
    const { frames, asked } = await openPage();
    const [config, ...rest] = asked;
    expect(config).toBe('/env/demo.json');
    const races = rest.filter((p) => p === '/env/speedtest.png');
    expect(races.length).toBeGreaterThan(1);
    expect(rest.slice(0, races.length)).toEqual(races);
    const actions = rest.slice(races.length);
    expect(actions[0]).toBe('action 101');
    expect(actions.slice(1).sort()).toEqual(['action 10', 'action 7']);
    const [frame] = frames;
    expect(frame?.className).toBe('game-frame');
    const address = new URL(frame?.src ?? '');
    expect(address.origin).toBe(world.gameOrigin);
    expect(address.pathname).toBe('/demo-slot/index.html');
    expect(address.searchParams.get('mType')).toBe('2001');
    expect(address.searchParams.get('version')).toBe('1.0.0');
  });

  it("asks the config and logs in by the container's own rules", async () => {
    // Written as plain script in the page, checked here against the head's and engine's code
    // (shared/boot/), so a change of either rule shows.
    const { sent } = await openPage();
    const config = sent[0]?.url ?? '';
    expect(config.split('?')[0]).toBe(configPath(world.appOrigin, 'demo'));
    expect(new URL(config).search).toBe(
      new URL(configAddress(world.appOrigin, 'demo', minuteStamp(Date.now()))).search,
    );
    const login = sent.find((r) => new URLSearchParams(r.body).get('action') === '101');
    const line = new URL(login?.url ?? '').origin;
    const [url, init] = actionRequest(line, SCENARIOS[0]?.token ?? '', ACTIONS.login);
    expect(login).toEqual({ url, body: init.body });
  });

  it("welcomes its game's hello, and no one else's", async () => {
    const { frames, posted, hear } = await openPage();
    const game = frames[0]?.contentWindow;
    hear({ source: {}, origin: world.gameOrigin, data: { type: 'hello', versions: [1, 2] } });
    hear({ source: game, origin: world.gameOrigin, data: { type: 'ready' } });
    expect(posted).toEqual([]);
    hear({ source: game, origin: world.gameOrigin, data: { type: 'hello', versions: [1, 2] } });
    expect(posted).toEqual([[{ type: 'welcome', versions: [1, 2], v: 2 }, world.gameOrigin]]);
  });
});
