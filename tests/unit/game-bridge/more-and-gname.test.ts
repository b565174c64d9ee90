// SPEC §2, §7: `more` (the query's, else the login's) decides whether the more-games menu is
// offered and which groups it lists; gName's name and version reach the game address request
// and the boot log. Through the engine against the simulator's handlers.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { offersMoreGames } from '../../../shared/game-bridge/modals.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { loadFeatures } from '../../../src-worker/engine/features-chunk.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const { server } = sim;
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

beforeEach(() => clearLogSink(sink));

/** Boots, and the game says ready: the game list (which waits for that) is in. */
async function boot(search: string): Promise<Engine> {
  const engine = engines.start(search);
  await settle(engine.boot());
  engine.gameReady();
  await vi.waitUntil(() => engine.state.games.length > 0);
  return engine;
}

/**
 * Opens the more-games modal and waits for its list: its reader comes from the features' chunk
 * (a file read, in real time: fake time alone raced it under a shifted clock), then its call.
 */
async function openMoreGames(e: Engine): Promise<boolean> {
  const opened = e.openModal({ kind: 'moreGame' });
  await loadFeatures();
  await vi.advanceTimersByTimeAsync(500);
  return opened;
}

/** The form of every main API call of `action` from now on. */
function formsOf(action: string): URLSearchParams[] {
  const forms: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/frontendAPI.do')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        const form = new URLSearchParams(body);
        if (form.get('action') === action) forms.push(form);
      });
  });
  return forms;
}

describe('more', () => {
  it('offers every other game when neither the query nor the login says anything', async () => {
    const e = await boot(`?e=demo&x=demo-token&${GAME}`);
    expect(e.state.moreGames).toMatchObject({ offered: true, groups: null });
    expect(offersMoreGames(e.state.games, e.state.gameId, e.state.moreGames)).toBe(true);
    expect(await openMoreGames(e)).toBe(true);
    const groups = new Set(e.state.moreGames.games.map((g) => g.group));
    expect(groups).toEqual(new Set(['slot', 'fish', 'bingo', 'arcade']));
  });

  it.each(['false', '0'])(
    'more=%s in the query hides the menu and refuses the modal',
    async (v) => {
      const e = await boot(`?e=demo&x=demo-token&${GAME}&more=${v}`);
      expect(e.state.moreGames.offered).toBe(false);
      expect(offersMoreGames(e.state.games, e.state.gameId, e.state.moreGames)).toBe(false);
      expect(await openMoreGames(e)).toBe(false);
      expect(e.state.modal).toBeNull();
    },
  );

  it("takes the login's data.more when the query has none", async () => {
    const e = await boot(`?e=demo&x=login-more-off&${GAME}`);
    expect(e.state.moreGames.offered).toBe(false);
    expect(await openMoreGames(e)).toBe(false);
  });

  it("lets the query's more win over the login's", async () => {
    const e = await boot(`?e=demo&x=login-more-off&${GAME}&more=true`);
    expect(e.state.moreGames.offered).toBe(true);
    expect(await openMoreGames(e)).toBe(true);
  });

  it('lists only the groups a comma list names', async () => {
    const e = await boot(`?e=demo&x=demo-token&${GAME}&more=fish,%20Bingo`);
    expect(e.state.moreGames).toMatchObject({ offered: true, groups: ['fish', 'bingo'] });
    expect(await openMoreGames(e)).toBe(true);
    const groups = new Set(e.state.moreGames.games.map((g) => g.group));
    expect(groups).toEqual(new Set(['fish', 'bingo']));
  });

  it('ignores a value it does not know: every group, as without one', async () => {
    const e = await boot(`?e=demo&x=demo-token&${GAME}&more=%3Cscript%3E`);
    expect(e.state.moreGames).toMatchObject({ offered: true, groups: null });
  });
});

describe('gName', () => {
  it('sends its name and version with the game address and plays that build', async () => {
    const forms = formsOf('7');
    const e = await boot(`?e=demo&x=demo-token&${GAME}`);
    expect(forms).toHaveLength(1);
    expect(forms[0]!.get('gameName')).toBe('luckyfortune');
    expect(forms[0]!.get('gameVersion')).toBe('1.0.0');
    expect(new URL(e.state.gameUrl!).searchParams.get('version')).toBe('1.0.0');
  });

  it('names the game and its version in the boot log', async () => {
    const e = await boot(`?e=demo&x=demo-token&${GAME}`);
    await e.logs.flush();
    await vi.advanceTimersByTimeAsync(100);
    const ready = sink.events.find((ev) => ev['type'] === 'boot' && ev['event'] === 'ready');
    expect(ready?.['content']).toMatchObject({ game: 'luckyfortune', version: '1.0.0' });
  });

  it('names the game and its version in the log of a login that fails', async () => {
    const engine = engines.start(`?e=demo&x=token-229&${GAME}`);
    await settle(engine.boot());
    await vi.advanceTimersByTimeAsync(1_000);
    const error = sink.events.find((ev) => ev['type'] === 'error' && ev['event'] === '229');
    expect(error?.['content']).toMatchObject({ game: 'luckyfortune', version: '1.0.0' });
  });

  it("an error after a switch names the new game's id, not the address's build", async () => {
    const e = await boot(`?e=demo&x=demo-token&${GAME}`);
    e.gameReady();
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await vi.advanceTimersByTimeAsync(1_000);
    e.report({ thrown: new Error('boom') });
    await e.logs.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    const error = sink.events.find((ev) => ev['type'] === 'error');
    expect(error?.['content']).toMatchObject({ gameId: 3001 });
    expect(error?.['content']).not.toHaveProperty('version');
  });

  it('sends no version for a game the player switched to (gName names the first)', async () => {
    const e = await boot(`?e=demo&x=demo-token&${GAME}`);
    e.gameReady();
    const forms = formsOf('7');
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(e.state.gameId).toBe(3001);
    expect(forms).toHaveLength(1);
    expect(forms[0]!.get('mType')).toBe('3001');
    expect(forms[0]!.has('gameName')).toBe(false);
    expect(new URL(e.state.gameUrl!).searchParams.has('version')).toBe(false);
  });

  it('sends no gName fields when the query has none', async () => {
    const forms = formsOf('7');
    await boot('?e=demo&x=demo-token&gameType=1&mType=2001');
    expect(forms[0]!.has('gameName')).toBe(false);
    expect(forms[0]!.has('gameVersion')).toBe(false);
  });
});
