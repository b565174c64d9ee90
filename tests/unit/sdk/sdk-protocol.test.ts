// The game SDK (game-sdk/) against the container's own side of the protocol: the page's game
// channel and message handling (src-ui/game-bridge) in front of a headless engine on the
// simulator, the two windows joined as the browser joins a page and its game frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { type GameConnection, ProtocolVersionError, connect } from '../../../game-sdk/src/index.ts';
import { attachGame, gameSource, postToGame } from '../../../src-ui/game-bridge/game-channel.ts';
import { acceptGameMessage, hear } from '../../../src-ui/game-bridge/game-host.ts';
import { postRules } from '../../../src-ui/game-bridge/rules-post.ts';
import { DEFAULT_RULES, type Rules, readRules } from '../../../game-sdk/src/rules.ts';
import { REGULATED_PROFILE } from '../../../operator-sim/env-config.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);
const APP = 'http://app.test';
const GAME_ORIGIN = 'https://game.test';

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

/** The game's window in its frame and the container's above it; posts arrive as clones, later. */
function windows(engine: Engine) {
  const listeners = new Set<Listener>();
  const container = {
    postMessage(data: unknown, targetOrigin: string) {
      if (targetOrigin !== APP) return;
      const event = { source: game, origin: GAME_ORIGIN, data: structuredClone(data) };
      queueMicrotask(() => {
        const heard = acceptGameMessage(event as unknown as MessageEvent, gameSource());
        if (heard) hear(engine, heard);
        // As the page does (game-host.ts): a game just welcomed hears the market's rules.
        if (heard?.kind === 'hello') postRules(engine.state.rules, true);
      });
    },
  };
  const game = {
    location: { search: `?lang=en&parentOrigin=${encodeURIComponent(APP)}` },
    parent: container,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    postMessage(data: unknown, targetOrigin: string) {
      if (targetOrigin !== GAME_ORIGIN) return;
      const event = { source: container, origin: APP, data: structuredClone(data) };
      queueMicrotask(() => {
        for (const listener of listeners) listener(event);
      });
    },
  };
  attachGame({ contentWindow: game } as unknown as HTMLIFrameElement, GAME_ORIGIN);
  return {
    game: game as unknown as Window,
    post: (data: unknown) => container.postMessage(data, APP),
  };
}

/** A booted engine behind the container's page, and its game's window. */
async function container(env = 'demo') {
  const engine = engines.start(`?e=${env}&x=demo-token&${DEMO_GAME}`);
  await settle(engine.boot());
  return { engine, ...windows(engine) };
}

beforeEach(() => clearLogSink(sink));
afterEach(() => attachGame(null, null));

describe('the game SDK and the container', () => {
  it('agree version 2 in the handshake, and each side hears the other in it', async () => {
    const { engine, game } = await container();
    const connection = await settle(connect({ window: game }));
    expect(connection).toMatchObject({ version: 2, containerVersions: [1, 2], parentOrigin: APP });
    connection.ready();
    connection.scene('FreeGame', ['A', 'K']);
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.state).toMatchObject({ gameReady: true, scene: 'freegame' });
    const turbo: boolean[] = [];
    connection.on('setTurbo', ({ on }) => turbo.push(on));
    postToGame({ type: 'setTurbo', on: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(turbo).toEqual([true]);
  });

  it('gives a game that needs version 3 a ProtocolVersionError naming both lists', async () => {
    const { engine, game, post } = await container();
    const refused = settle(connect({ window: game, versions: [3] }));
    await expect(refused).rejects.toThrow(ProtocolVersionError);
    await expect(refused).rejects.toMatchObject({ gameVersions: [3], containerVersions: [1, 2] });
    await expect(refused).rejects.toThrow('versions [1, 2], this game [3]');
    // The container then ignores that game, even in a version it speaks.
    post({ v: 1, type: 'ready' });
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.state.gameReady).toBe(false);
  });

  it('rejects with a plain error when the address names no container', async () => {
    const { game } = await container();
    Object.assign(game, { location: { search: '?lang=en' } });
    await expect(connect({ window: game })).rejects.toThrow('no parentOrigin');
  });

  it("resolves openModal and clickToPlay with the container's result", async () => {
    const { engine, game } = await container();
    engine.gameReady();
    const connection: GameConnection = await settle(connect({ window: game }));
    const rules = 'https://game.test/rules.html';
    await expect(settle(connection.openModal('frame-rules', rules))).resolves.toEqual({ ok: true });
    expect(engine.state.modal).toEqual({ kind: 'frame', frameType: 'rules', url: rules });
    await expect(
      settle(connection.openModal('frame-rules', 'javascript:alert(1)')),
    ).resolves.toEqual({ ok: false, reason: 'refused' });
    await expect(settle(connection.clickToPlay(999_999))).resolves.toEqual({
      ok: false,
      reason: 'refused',
    });
    await expect(settle(connection.clickToPlay(3001))).resolves.toEqual({ ok: true });
    expect(engine.state.prompt).toMatchObject({ kind: 'leaveGame', gameId: 3001 });
    // A container that never answers: the promise still settles, after the timeout.
    attachGame(null, null);
    const silent = connection.openModal('report', 'https://op.test/report');
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(silent).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('drops a message of an unknown or missing version, logging each type and version once', async () => {
    const { engine, post } = await container();
    for (let i = 0; i < 3; i += 1) post({ v: 3, type: 'ready' });
    post({ type: 'ready' });
    post({ v: '1', type: 'spinState', spinning: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(engine.state).toMatchObject({ gameReady: false, spinning: false });
    const refused = sink.events
      .filter((e) => e['type'] === 'game' && e['event'] === 'refusedMessage')
      .map((e) => e['content']);
    expect(refused).toEqual([
      expect.objectContaining({ message: 'ready', protocol: '3', gameId: 2001 }),
      expect.objectContaining({ message: 'ready', protocol: 'undefined' }),
      expect.objectContaining({ message: 'spinState', protocol: '"1"' }),
    ]);
    // The version it speaks still goes through.
    post({ v: 1, type: 'ready' });
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.state.gameReady).toBe(true);
  });

  it("tells a game of version 2 the market's rules after the welcome, and each change", async () => {
    const { engine, game } = await container('regulated');
    const connection = await settle(connect({ window: game }));
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.rules).toEqual(readRules(REGULATED_PROFILE));
    const heard: Rules[] = [];
    connection.on('rules', (rules) => heard.push(rules));
    engine.state.rules = { ...engine.state.rules, autoPlayMax: 5 };
    postRules(engine.state.rules);
    // The same rules again are not posted again.
    postRules(engine.state.rules);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([expect.objectContaining({ autoPlayMax: 5, quickSpin: false })]);
    expect(connection.rules.autoPlayMax).toBe(5);
  });

  it('carries what only the game can tell to the engine: a held spin, auto-dab, a slam stop, a hit', async () => {
    const { engine, game } = await container('regulated');
    const connection = await settle(connect({ window: game }));
    connection.ready();
    connection.status({ gameseq: 3 });
    connection.spinRequest(true);
    connection.status({ autoDab: true });
    connection.spinState(true);
    connection.spinState(false, true);
    connection.jackpot({
      ...{ groupName: 'Link', typeName: 'Link', poolName: 'Grand', gameId: 2001 },
      ...{ username: 'player01', hitValue: 5, recordTime: Date.now() },
    });
    await vi.advanceTimersByTimeAsync(0);
    // The held spin and the auto-dab: each one pauseAutoPlay for the page to post.
    expect(engine.state.regulation.pauseAutoPlay).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    const rules = sink.events
      .filter((e) => e['event'] === 'ruleBroken')
      .map((e) => (e['content'] as { rule: string }).rule);
    expect(rules).toEqual(['heldSpin', 'autoDab', 'slamStop', 'minRound', 'jackpots']);
  });

  it('tells a game of version 1 nothing new: it keeps working, the rules are the defaults', async () => {
    const { engine, game } = await container('regulated');
    const connection = await settle(connect({ window: game, versions: [1] }));
    const heard: Rules[] = [];
    connection.on('rules', (rules) => heard.push(rules));
    postRules({ ...engine.state.rules, minRoundMs: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(connection).toMatchObject({ version: 1, rules: DEFAULT_RULES });
    expect(heard).toEqual([]);
    connection.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.state.gameReady).toBe(true);
  });

  it('lets a game of version 2 hold the prompts through its gameBusy, until its gameIdle', async () => {
    const { engine, game } = await container();
    const connection = await settle(connect({ window: game }));
    connection.ready();
    connection.gameBusy();
    await vi.advanceTimersByTimeAsync(0);
    engine.requestClose();
    expect(engine.state.prompt).toBeNull();
    connection.gameIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.state.prompt).toEqual({ kind: 'closeGame' });
  });

  it('keeps gameBusy out of version 1: the SDK sends none, the container takes none', async () => {
    const { engine, game, post } = await container();
    const connection = await settle(connect({ window: game, versions: [1] }));
    connection.ready();
    connection.gameBusy();
    await vi.advanceTimersByTimeAsync(0);
    engine.requestClose();
    expect(engine.state.prompt).toEqual({ kind: 'closeGame' });
    engine.answerPrompt('closeGame', false);
    // Written by hand in version 1, it is refused (and logged), not obeyed.
    post({ v: 1, type: 'gameBusy' });
    await vi.advanceTimersByTimeAsync(0);
    engine.requestClose();
    expect(engine.state.prompt).toEqual({ kind: 'closeGame' });
    await vi.advanceTimersByTimeAsync(60_000);
    const refused = sink.events.filter(
      (e) => e['type'] === 'game' && e['event'] === 'refusedMessage',
    );
    expect(refused.map((e) => e['content'])).toEqual([
      expect.objectContaining({ message: 'gameBusy', protocol: '1' }),
    ]);
  });
});
