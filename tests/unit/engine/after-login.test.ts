// What the engine does once the login answered (src-worker/engine/after-login.ts), alone: the
// services hear the config, the container's own requests wait for the game's load, and boot's
// `ready` is logged with its time and line.
import { describe, expect, it, vi } from 'vitest';
import { allSwitchesOn } from '../../../shared/account/functions.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { EnvConfig } from '../../../src-worker/boot/wire.ts';
import { afterLogin } from '../../../src-worker/engine/after-login.ts';
import { Failure } from '../../../src-worker/lib/failure.ts';

const CONFIG = {
  perfSampleRate: 0.5,
  reportUrl: 'https://report.example/',
  sounds: { button: 'https://cdn.example/button.mp3' },
} as const satisfies Partial<EnvConfig>;

/** The services, each a spy; the gate holds what it is given until `open()`. */
function setUp(switches: Partial<ReturnType<typeof allSwitchesOn>> = {}) {
  const state = initialState(parseQuery('?e=demo&x=token', '/'));
  state.switches = { ...allSwitchesOn(), ...switches };
  state.apiLine = 'https://api-2.example';
  state.gameUrl = 'https://game.example/';
  let held: (() => void) | null = null;
  const features = Promise.resolve();
  const deps = {
    state,
    clock: { now: () => 1_750 },
    services: { loggedIn: vi.fn(), openStream: vi.fn(), logs: { log: vi.fn() } },
    perf: { configured: vi.fn() },
    game: {
      started: vi.fn(),
      loadPanelData: vi.fn(),
      bootDone: vi.fn(),
      gameForLogs: () => ({ gameId: 7 }),
    },
    gate: {
      hold: vi.fn((start: () => void, loading: boolean) => {
        if (loading) held = start;
        else start();
      }),
    },
    chunk: {
      load: vi.fn(() => features),
      jackpotsOff: vi.fn(),
      promotions: { start: vi.fn(() => Promise.resolve()) },
    },
    moreGames: { refreshActive: vi.fn(() => Promise.resolve()) },
    prompts: { operatorNoTurbo: vi.fn() },
  };
  const errors = { report: vi.fn(), resetErrors: vi.fn() };
  const api = vi.fn(() => Promise.reject(new Failure('9005', 'token dead', 'status')));
  const result = { config: CONFIG as unknown as EnvConfig, api, gameId: 7, session: null };
  const open = (): void => held?.();
  return { state, deps, errors, api, result, open, features };
}

describe('after the login', () => {
  it('hands the config on and logs ready with its time, line and game', () => {
    const { state, deps, errors, result } = setUp();
    afterLogin(deps, errors, result, { startedAt: 1_000, reconnected: false });
    expect(deps.game.started).toHaveBeenCalledWith(result);
    expect(deps.services.loggedIn).toHaveBeenCalledWith(CONFIG);
    expect(deps.perf.configured).toHaveBeenCalledWith(0.5);
    expect(state.reportUrl).toBe('https://report.example/');
    expect(state.sounds.button).toBe('https://cdn.example/button.mp3');
    expect(deps.prompts.operatorNoTurbo).toHaveBeenCalledWith(false);
    expect(deps.game.bootDone).toHaveBeenCalledOnce();
    expect(deps.services.logs.log).toHaveBeenCalledWith('boot', 'ready', {
      ms: 750,
      line: 'https://api-2.example',
      gameId: 7,
    });
    expect(errors.resetErrors).not.toHaveBeenCalled();
  });

  it("holds the container's own requests until the game's load is over", async () => {
    const { deps, errors, result, open, api, features } = setUp();
    afterLogin(deps, errors, result, { startedAt: 1_000, reconnected: false });
    expect(deps.gate.hold).toHaveBeenCalledWith(expect.any(Function), true);
    expect(deps.chunk.load).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
    open();
    expect(deps.chunk.load).toHaveBeenCalledOnce();
    expect(deps.chunk.promotions.start).toHaveBeenCalledWith(CONFIG, 7);
    expect(deps.game.loadPanelData).toHaveBeenCalledOnce();
    expect(deps.moreGames.refreshActive).toHaveBeenCalledWith(CONFIG);
    // The stream opens once the features are there to hear it.
    expect(deps.services.openStream).not.toHaveBeenCalled();
    await features;
    await vi.waitFor(() => expect(deps.services.openStream).toHaveBeenCalledOnce());
    // The game list's session-over answer is reported as the status it is.
    await vi.waitFor(() => expect(errors.report).toHaveBeenCalledWith({ status: '9005' }));
  });

  it('leaves out what the operator switched off', () => {
    const { state, deps, errors, result, open } = setUp({
      promotions: false,
      jackpots: false,
      moreGames: false,
    });
    afterLogin(deps, errors, result, { startedAt: 1_000, reconnected: false });
    expect(deps.chunk.jackpotsOff).toHaveBeenCalledOnce();
    open();
    expect(deps.chunk.promotions.start).not.toHaveBeenCalled();
    expect(state.promotions.loaded).toBe(true);
    expect(deps.moreGames.refreshActive).not.toHaveBeenCalled();
    expect(deps.services.openStream).not.toHaveBeenCalled();
  });

  it('keeps quick spin from being suggested when the config or the rules forbid it', () => {
    const { state, deps, errors, result } = setUp();
    state.rules = { ...state.rules, quickSpin: false };
    afterLogin(deps, errors, result, { startedAt: 1_000, reconnected: false });
    expect(deps.prompts.operatorNoTurbo).toHaveBeenCalledWith(true);
  });

  it('clears the reconnecting dialog when a reconnect logged in', () => {
    const { deps, errors, result } = setUp();
    afterLogin(deps, errors, result, { startedAt: 1_000, reconnected: true });
    expect(errors.resetErrors).toHaveBeenCalledOnce();
  });
});
