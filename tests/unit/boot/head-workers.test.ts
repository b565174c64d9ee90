// The page's head starts two workers (src-ui/engine/head-boot.ts): the chain's, from its own text,
// which asks the config, races the lines and logs in (head-chain-worker.ts), and the engine
// worker, which takes the chain's results through a port (src-worker/boot/head-results.ts). Here
// the chain's worker runs in this process on the real chain code (pageHere), the engine worker
// is a stand-in handing what it hears to a real engine's handoff. On the simulator's msw
// handlers, with fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import { type HeadPage, LINES_KEY, headBoot } from '../../../src-ui/engine/head-boot.ts';
import { serveChain } from '../../../src-ui/engine/head-chain-worker.ts';
import { headRequestsSent } from '../../../src-ui/engine/worker-starter.ts';
import { createHeadHandoff } from '../../../src-worker/boot/head-results.ts';
import {
  asked,
  configs,
  headDeps,
  memoryStorage,
  pageHere,
  speedTests,
} from '../support/head-page.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;
const engines = useEngines(sim);
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The logins (action 101) the simulator was asked, by token. */
function logins(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/frontendAPI.do')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        const form = new URLSearchParams(body);
        if (form.get('action') === '101') seen.push(form.get('x'));
      });
  });
  return seen;
}

/**
 * A page at `search` whose `new Worker` is the engine worker's stand-in: what it is posted (a
 * port as it is, being transferred) goes to a real engine's handoff, whose messages' kinds
 * `heard` lists. `order` lists which worker the head made when; `refused` makes `new Worker` throw.
 */
function headPageAt(search: string, page: HeadPage, refused = false) {
  const handoff = createHeadHandoff();
  const heard: string[] = [];
  const order: string[] = [];
  const receive = (data: unknown): boolean => {
    heard.push(String((data as { headBoot?: unknown }).headBoot));
    return handoff.receive(data);
  };
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        if (refused) throw new Error('blocked by the policy');
        order.push('engine');
      }
      postMessage(message: unknown, transfer?: Transferable[]): void {
        receive(transfer?.length ? message : structuredClone(message));
      }
      addEventListener(): void {}
    },
  );
  const counted: HeadPage = {
    lines: page.lines,
    chain(source) {
      order.push('chain');
      return page.chain(source);
    },
  };
  const win = { location: { pathname: '/', search } } as unknown as Window;
  headBoot('/worker.js', world.appOrigin, '', win, counted);
  return { handoff, heard, order, win };
}

describe("the page head's two workers", () => {
  it('makes the chain’s worker first; the engine hears start, config, line and login, and boots on them', async () => {
    const urls = asked(server);
    const tokens = logins();
    const { handoff, order, win } = headPageAt(`?e=demo&x=demo-token&${GAME}`, pageHere());
    expect(order).toEqual(['chain', 'engine']);
    await settle(headRequestsSent(win));
    const engine = engines.start(`?e=demo&x=demo-token&${GAME}`, { head: handoff.results });
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    // Each request once: the engine took the chain's answers as its own.
    expect(configs(urls)).toEqual([`${world.appOrigin}/env/demo.json`]);
    expect(speedTests(urls)).toHaveLength(world.lines.length);
    expect(tokens).toEqual(['demo-token']);
  });

  it('leaves the login to the engine, with the saved token, on a reload without one', async () => {
    const tokens = logins();
    const { handoff, win } = headPageAt(`?e=demo&${GAME}`, pageHere());
    await settle(headRequestsSent(win));
    // The head asked the config and raced the lines, then stopped: no token of its own.
    expect(tokens).toEqual([]);
    const engine = engines.start(`?e=demo&x=demo-token&${GAME}`, { head: handoff.results });
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(tokens).toEqual(['demo-token']);
  });

  it('ends the chain before it logs in when the browser could not make the engine worker', async () => {
    const urls = asked(server);
    const tokens = logins();
    const page = pageHere();
    const { win } = headPageAt(`?e=demo&x=demo-token&${GAME}`, page, true);
    await settle(new Promise((resolve) => setTimeout(resolve, 1_000)));
    // The entry makes the worker itself and the engine asks everything: the chain had no taker.
    expect(page.made()).toBe(1);
    expect(configs(urls)).toEqual([]);
    expect(tokens).toEqual([]);
    expect(win.__engineWorker).toBeUndefined();
  });

  it('leaves the chain to the engine where the policy refuses the chain’s worker', async () => {
    const urls = asked(server);
    const refusing: HeadPage = {
      lines: pageHere().lines,
      chain: () => {
        throw new Error("refused by worker-src 'self'");
      },
    };
    const { handoff, heard, win } = headPageAt(`?e=demo&x=demo-token&${GAME}`, refusing);
    // Nothing to wait for: the entry starts at once, and the engine hears no start.
    await expect(headRequestsSent(win)).resolves.toBeUndefined();
    expect(heard).toEqual([]);
    const engine = engines.start(`?e=demo&x=demo-token&${GAME}`, { head: handoff.results });
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(configs(urls)).toHaveLength(1);
  });

  it('the engine asks for itself when the chain’s worker fails before it is done', async () => {
    const urls = asked(server);
    const broken = new EventTarget();
    const failing: HeadPage = {
      lines: pageHere().lines,
      chain: () => ({
        worker: Object.assign(broken, { postMessage() {}, terminate() {} }) as unknown as Worker,
        release: () => undefined,
      }),
    };
    const { handoff, win } = headPageAt(`?e=demo&x=demo-token&${GAME}`, failing);
    broken.dispatchEvent(new Event('error'));
    await settle(headRequestsSent(win));
    const engine = engines.start(`?e=demo&x=demo-token&${GAME}`, { head: handoff.results });
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(configs(urls)).toHaveLength(1);
  });

  it('the page remembers the lines the chain raced, and the next visit races them beside the config', async () => {
    const storage = memoryStorage();
    const first = headPageAt(`?e=demo&x=demo-token&${GAME}`, pageHere(storage));
    await settle(headRequestsSent(first.win));
    await settle(vi.waitUntil(() => storage.getItem(LINES_KEY) !== null));
    const urls = asked(server);
    server.use(http.get('*/env/demo.json', () => delay(300), { once: true }));
    headPageAt(`?e=demo&x=demo-token&${GAME}`, pageHere(storage));
    await vi.advanceTimersByTimeAsync(100);
    // The config has not answered yet, and the race is out.
    expect(configs(urls)).toHaveLength(1);
    expect(speedTests(urls)).toHaveLength(world.lines.length);
  });
});

describe("the chain's worker", () => {
  it('runs on the first well-formed start only', async () => {
    const urls = asked(server);
    const { port1, port2 } = new MessageChannel();
    serveChain(port2, headDeps());
    port2.start();
    const engineSide = new MessageChannel();
    const start = { configHost: world.appOrigin, e: 'demo', token: '', remembered: null };
    port1.postMessage({ ...start, e: 7, port: engineSide.port1 }, [engineSide.port1]);
    port1.postMessage('not a start');
    await vi.advanceTimersByTimeAsync(50);
    expect(configs(urls)).toEqual([]);
    const second = new MessageChannel();
    port1.postMessage({ ...start, port: second.port1 }, [second.port1]);
    const third = new MessageChannel();
    port1.postMessage({ ...start, port: third.port1 }, [third.port1]);
    await vi.advanceTimersByTimeAsync(500);
    expect(configs(urls)).toHaveLength(1);
    for (const port of [port1, port2, engineSide.port2, second.port2, third.port2]) port.close();
  });
});
