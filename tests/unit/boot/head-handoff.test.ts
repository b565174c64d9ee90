// The page's head asks the config, races the lines and logs in before the worker's script has
// run (src-ui/engine/head-boot.ts); the engine boots on its answers, by its own rules, or asks
// itself when the head could not (src-worker/boot/head-results.ts). Through the engine, on the
// simulator's msw handlers, with fake timers.
import { CONFIG_TIMEOUT_MS } from '../../../shared/lib/constants.ts';
import { stalledAnswer } from '../support/field-answers.ts';
import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { headBoot } from '../../../src-ui/engine/head-boot.ts';
import { claimEarlyWorker } from '../../../src-ui/engine/worker-starter.ts';
import { createHeadHandoff } from '../../../src-worker/boot/head-results.ts';
import {
  asked as askedUrls,
  configs,
  headDeps,
  headPage,
  speedTests,
} from '../support/head-page.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;
const engines = useEngines(sim);
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

/** The logins (action 101) the simulator was asked: on which line, with which token. */
function logins(): { line: string; token: string | null }[] {
  const seen: { line: string; token: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/frontendAPI.do')) return;
    const line = new URL(request.url).origin;
    void request
      .clone()
      .text()
      .then((body) => {
        const form = new URLSearchParams(body);
        if (form.get('action') === '101') seen.push({ line, token: form.get('x') });
      });
  });
  return seen;
}
/** A page whose head asks the config of `headEnv`, and an engine on its worker, not booted yet. */
const page = (search: string, headEnv: string): ReturnType<typeof headPage> =>
  headPage(sim, engines, search, headEnv);
const asked = (): string[] => askedUrls(server);

describe("the page head's config and speed test", () => {
  it("boots on the head's config and winner, asking neither again", async () => {
    const urls = asked();
    // While the head races, the first line is slow: the head's winner is the second.
    server.use(
      http.get(`${world.lines[0]?.origin}/env/speedtest.png`, () => delay(3_000), { once: true }),
    );
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    await settle(head());
    const raced = speedTests(urls).length;
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(engine.state.apiLine).toBe(world.lines[1]?.origin);
    expect(configs(urls)).toEqual([`${world.appOrigin}/env/demo.json`]);
    expect(speedTests(urls)).toHaveLength(raced);
  });

  it("asks the config at the stamp the page's server preloaded it with, and boots on it", async () => {
    const stamps: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/env/demo.json') stamps.push(url.searchParams.get('v'));
    });
    const deps = { ...headDeps(), serverStamp: () => '202611291340' };
    const { head, engine } = headPage(sim, engines, `?e=demo&x=demo-token&${GAME}`, 'demo', deps);
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(stamps).toEqual(['202611291340']);
  });

  it('waits for the head when the worker starts before its answers are in', async () => {
    const urls = asked();
    server.use(http.get('*/env/demo.json', () => delay(200), { once: true }));
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    // The head posts its start before the entry exists; its answer comes after the boot asks.
    void head();
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(engine.state.apiLine).toBe(world.lines[0]?.origin);
    expect(configs(urls)).toHaveLength(1);
    expect(speedTests(urls)).toHaveLength(world.lines.length);
  });

  it("asks the config itself when the head's request failed", async () => {
    const urls = asked();
    server.use(http.get('*/env/demo.json', () => HttpResponse.error(), { once: true }));
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(configs(urls)).toHaveLength(2);
    // The head raced nothing: the engine raced the lines itself.
    expect(speedTests(urls)).toHaveLength(world.lines.length);
  });

  it('asks everything itself when the head asked another environment', async () => {
    const urls = asked();
    const { head, engine } = page(`?e=slow-line&x=demo-token&${GAME}`, 'demo');
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(configs(urls)).toEqual([
      `${world.appOrigin}/env/demo.json`,
      `${world.appOrigin}/env/slow-line.json`,
    ]);
    expect(engine.state.apiLine).toBe(world.lines[0]?.origin);
  });

  it('races the lines itself when the config adds lines from a line-info address', async () => {
    const urls = asked();
    const { head, engine } = page(`?e=line-info&x=demo-token&${GAME}`, 'line-info');
    await settle(head());
    expect(speedTests(urls)).toEqual([]);
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(configs(urls)).toHaveLength(1);
    expect(engine.state.apiLine).toBe(world.lines[0]?.origin);
  });

  it.each([
    ['a malformed config', 'broken-config', '6003'],
    ['an unknown environment', 'nowhere', '505'],
  ])("fails on %s from the head with the engine's own code %s", async (_, env, code) => {
    const own = engines.start(`?e=${env}&x=demo-token&${GAME}`);
    await settle(own.boot());
    const { head, engine } = page(`?e=${env}&x=demo-token&${GAME}`, env);
    await settle(head());
    await settle(engine.boot());
    expect(own.state.error?.code).toBe(code);
    expect(engine.state.phase).toBe('failed');
    expect(engine.state.error?.code).toBe(code);
  });

  it("fails as its own request would when the head's config request timed out", async () => {
    const urls = asked();
    server.use(http.get('*/env/demo.json', () => delay('infinite')));
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    void head();
    await settle(engine.boot(), 30_000);
    expect(engine.state.phase).toBe('failed');
    expect(engine.state.error?.code).toBe('1');
    // No line is known to check: the dialog, not the notice, says what happened.
    expect(engine.state.networkDown).toBe(false);
    // One request, the head's: its timeout is the engine's (SPEC §7), not spent twice.
    expect(configs(urls)).toHaveLength(1);
  });

  it('a head config answer whose body stalls after its headers ends at the same deadline', async () => {
    const urls = asked();
    world.faults.add([{ path: '/env/demo.json', stallAfterBytes: 20 }]);
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    void head();
    const start = Date.now();
    await settle(engine.boot(), 30_000);
    expect(engine.state.phase).toBe('failed');
    expect(engine.state.error?.code).toBe('1');
    expect(Date.now() - start).toBeLessThan(CONFIG_TIMEOUT_MS + 100);
    expect(configs(urls)).toHaveLength(1);
  });

  it('a head login answer whose body stalls moves the login to the next line', async () => {
    server.use(
      http.post('http://line-a.test/frontendAPI.do', () => stalledAnswer(), { once: true }),
    );
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    void head();
    await settle(engine.boot(), 30_000);
    expect(engine.state.phase).toBe('ready');
    expect(engine.state.apiLine).not.toBe('http://line-a.test');
  });

  it("takes the head's answers once: a boot tried again asks itself", async () => {
    const urls = asked();
    server.use(
      http.post('*/frontendAPI.do', () => HttpResponse.json({ status: '301' }), { once: true }),
    );
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.error?.code).toBe('301');
    // The reconnecting dialog's next boot, 2 s on.
    await vi.advanceTimersByTimeAsync(2_000);
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(configs(urls)).toHaveLength(2);
  });
});

describe("the page head's login", () => {
  it("logs in once, the head's login on its winner, and boots on its answer", async () => {
    const sent = logins();
    server.use(
      http.get(`${world.lines[0]?.origin}/env/speedtest.png`, () => delay(3_000), { once: true }),
    );
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    await settle(head());
    expect(sent).toEqual([{ line: world.lines[1]?.origin, token: 'demo-token' }]);
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(engine.state.user?.uid).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a refused token', 'token-9005', '9005'],
    ['an answer that is not JSON', 'bad-json', '6003'],
    ['a banned player', 'banned-user', '7503'],
    ['a locked account', 'locked-user', '7003'],
  ])('reads %s from the head as its own answer (%s: %s)', async (_, token, code) => {
    const own = engines.start(`?e=demo&x=${token}&${GAME}`);
    await settle(own.boot());
    const sent = logins();
    const { head, engine } = page(`?e=demo&x=${token}&${GAME}`, 'demo');
    await settle(head());
    await settle(engine.boot());
    expect(own.state.error?.code).toBe(code);
    expect(engine.state.phase).toBe('failed');
    expect(engine.state.error?.code).toBe(code);
    expect(sent).toHaveLength(1);
  });

  it("logs in itself when the head's login failed on the network", async () => {
    const sent = logins();
    server.use(http.post('*/frontendAPI.do', () => HttpResponse.error(), { once: true }));
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    await settle(head());
    await settle(engine.boot());
    expect(engine.state.phase).toBe('ready');
    expect(sent.map((l) => l.token)).toEqual(['demo-token', 'demo-token']);
  });

  it("fails over as its own login would when the head's login timed out", async () => {
    const sent = logins();
    const first = world.lines[0]?.origin ?? '';
    server.use(http.post(`${first}/frontendAPI.do`, () => delay('infinite'), { once: true }));
    // Once the head's login is out, the first line stops answering its speed test.
    const { head, engine } = page(`?e=demo&x=demo-token&${GAME}`, 'demo');
    void head();
    await settle(vi.waitUntil(() => sent.length === 1));
    server.use(http.get(`${first}/env/speedtest.png`, () => HttpResponse.error()));
    await settle(engine.boot(), 30_000);
    expect(engine.state.phase).toBe('ready');
    expect(engine.state.apiLine).toBe(world.lines[1]?.origin);
    expect(sent.map((l) => l.line)).toEqual([first, world.lines[1]?.origin]);
  });

  it('leaves the login to the engine, with the saved token, on a reload without one', async () => {
    const sent = logins();
    const handoff = createHeadHandoff();
    const posted: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        postMessage(message: unknown): void {
          posted.push(message);
          handoff.receive(structuredClone(message));
        }
        addEventListener(): void {}
      },
    );
    // The address the token has left; the entry gives the engine the tab's saved one.
    const win = {
      location: { pathname: '/', search: `?e=demo&${GAME}` },
      document: new EventTarget(),
    } as unknown as Window;
    headBoot('/worker.js', world.appOrigin, win, headDeps());
    vi.unstubAllGlobals();
    // The head asked the config and raced the lines, then stopped: no token of its own.
    await settle(vi.waitUntil(() => posted.length === 3));
    expect(sent).toEqual([]);
    const engine = engines.start(`?e=demo&x=demo-token&${GAME}`, { head: handoff.results });
    await settle(engine.boot());
    expect(sent).toEqual([{ line: engine.state.apiLine, token: 'demo-token' }]);
  });

  it('asks the config before it makes the worker, and hands it what came first', async () => {
    const urls = asked();
    const posted: unknown[] = [];
    let configAskedFirst = false;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          configAskedFirst = configs(urls).length === 1;
        }
        postMessage(message: unknown): void {
          posted.push(message);
        }
        addEventListener(): void {}
      },
    );
    const win = {
      location: { pathname: '/', search: `?e=demo&x=demo-token&${GAME}` },
      document: new EventTarget(),
    };
    headBoot('/worker.js', world.appOrigin, win as unknown as Window, headDeps());
    vi.unstubAllGlobals();
    expect(configAskedFirst).toBe(true);
    // `start` went out before the worker existed; it reaches the worker first, then the rest.
    await settle(vi.waitUntil(() => posted.length === 4));
    expect(posted.map((m) => (m as { headBoot: string }).headBoot)).toEqual([
      'start',
      'config',
      'line',
      'login',
    ]);
  });

  it('sends no login of its own when the browser could not make the worker', async () => {
    const sent = logins();
    const urls = asked();
    vi.stubGlobal('Worker', function Blocked() {
      throw new Error('blocked by the policy');
    });
    const win = {
      location: { pathname: '/', search: `?e=demo&x=demo-token&${GAME}` },
      document: new EventTarget(),
    };
    headBoot('/worker.js', world.appOrigin, win as unknown as Window, headDeps());
    vi.unstubAllGlobals();
    await settle(vi.waitUntil(() => speedTests(urls).length > 0));
    await settle(new Promise((resolve) => setTimeout(resolve, 1_000)));
    // The entry makes the worker itself and the engine logs in: the head's answers had no taker.
    expect(sent).toEqual([]);
    expect(claimEarlyWorker(win.document)).toBeNull();
  });
});
