// The page's first script sends the config's request before the rest of the head is compiled
// (src-ui/engine/head-config.ts), and the head's script takes it over: one request, its answer
// handed to the worker, its timeout kept. On the simulator's msw handlers, with fake timers.
import { describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import type { HeadMessage } from '../../../shared/boot/head-handoff.ts';
import { CONFIG_TIMEOUT_MS } from '../../../shared/lib/constants.ts';
import { headBoot } from '../../../src-ui/engine/head-boot.ts';
import { sendConfig } from '../../../src-ui/engine/head-config.ts';
import { asked, configs, headDeps } from '../support/head-page.ts';
import { useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;

/** A page at `path` + `search`, and what its head posts to the worker it makes. */
function page(search: string, path = '/'): { win: Window; posted: HeadMessage[] } {
  const posted: HeadMessage[] = [];
  const win = {
    location: { pathname: path, search, origin: world.appOrigin },
  } as unknown as Window;
  vi.stubGlobal(
    'Worker',
    class {
      postMessage(message: HeadMessage): void {
        posted.push(structuredClone(message));
      }
      addEventListener(): void {}
    },
  );
  return { win, posted };
}

/** The config's answer as the head handed it to the worker, once it has (a few seconds at most). */
async function configAnswer(posted: HeadMessage[]): Promise<unknown> {
  const handed = (): HeadMessage | undefined =>
    posted.find((m) => Object.values(m).includes('config'));
  for (let i = 0; i < 500 && !handed(); i += 1) await vi.advanceTimersByTimeAsync(10);
  return handed();
}

describe("the config's request in the page's first script", () => {
  it('is sent once; the head reads its answer and hands it to the worker', async () => {
    const urls = asked(server);
    const { win, posted } = page('?e=demo&x=demo-token');
    sendConfig('', win);
    headBoot('/worker.js', '', win, headDeps());
    const answer = await configAnswer(posted);
    expect(answer).toMatchObject({ answer: { status: 200 } });
    expect(configs(urls)).toHaveLength(1);
    expect(win.__headConfig).toBeUndefined();
  });

  it("keeps the engine's timeout: a config that never answers is given up after it", async () => {
    server.use(http.get('*/env/demo.json', () => delay('infinite')));
    const { win, posted } = page('?e=demo&x=demo-token');
    sendConfig('', win);
    headBoot('/worker.js', '', win, headDeps());
    expect(win.__headConfig).toBeUndefined();
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 100);
    expect(posted.some((m) => Object.values(m).includes('config'))).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await configAnswer(posted)).toMatchObject({ answer: { failed: 'timeout' } });
  });

  it('drops a request the first script sent for another environment, and asks its own', async () => {
    const urls = asked(server);
    // Left by the first script of an address that named another environment.
    const other = page('?e=other').win;
    const { win, posted } = page('?e=demo&x=demo-token');
    sendConfig('', other);
    const stray = other.__headConfig;
    if (!stray) throw new Error('the first script sent nothing');
    win.__headConfig = stray;
    headBoot('/worker.js', '', win, headDeps());
    expect(stray.controller.signal.aborted).toBe(true);
    expect(await configAnswer(posted)).toMatchObject({ answer: { status: 200 } });
    expect(urls.filter((u) => u.endsWith('/env/demo.json'))).toHaveLength(1);
  });

  it.each([
    ['/close', '?e=demo'],
    ['/th/close', '?e=demo'],
    ['/', '?x=demo-token'],
    ['/', `?e=${'d'.repeat(5000)}`],
  ])('sends nothing on %s%s', async (path, search) => {
    const urls = asked(server);
    const { win } = page(search, path);
    sendConfig('', win);
    await vi.advanceTimersByTimeAsync(100);
    expect(win.__headConfig).toBeUndefined();
    expect(urls).toEqual([]);
  });
});
