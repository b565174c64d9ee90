// A game switch replaces the game's frame: what the old game posted until the page swapped the
// frames must not count as the new game's (a spin start would keep the panels disabled). The
// page says which frame it shows; through the engine against the simulator's handlers.
import { describe, expect, it, vi } from 'vitest';
import { logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { isRecord } from '../../../shared/lib/is-record.ts';
import { disabledView } from '../../../src-ui/mirror/page-view.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const GAME = '?e=demo&x=demo-token&gName=luckyfortune_1.0.0&gameType=1&mType=2001';

/** The page shows the frame the engine wants now, as the game host does. */
function showFrame(e: Engine): void {
  e.gameFrameShown(e.state.gameUrl ?? '', e.state.gameLoad);
}

/** Boots, shows the game's frame, and the game says ready. */
async function playing(): Promise<Engine> {
  const e = engines.start(GAME);
  await settle(e.boot());
  showFrame(e);
  e.gameReady();
  // The game list (which waits for the game's ready) names the games to switch to.
  await vi.waitUntil(() => e.state.games.length > 0);
  return e;
}

/** The player leaves for game 3001; resolves once the engine asks for its frame. */
async function switchTo3001(e: Engine): Promise<void> {
  expect(e.requestGameSwitch(3001)).toBe(true);
  e.answerPrompt('leaveGame', true);
  await vi.waitUntil(() => e.state.gameId === 3001);
}

/** The panels' disabled state, by the page's own rule (SPEC §4). */
const disabled = (e: Engine): boolean => disabledView(e.state).disabled;

describe('the game frame the engine hears', () => {
  it('drops what the old game posted until the page shows the new frame, then hears the new game', async () => {
    const e = await playing();
    const first = e.state.gameUrl;
    await switchTo3001(e);
    expect(e.state.gameUrl).not.toBe(first);
    expect(disabled(e)).toBe(false);

    // The old game, mid free spins, still speaking as the page swaps the frames.
    e.setSpinning(true);
    e.setScene('freespin');
    e.reportStatus({ isAuto: true, auto: 5 });
    e.autoPlay({ action: 'start', count: 5 });
    expect(e.openModal({ kind: 'help', url: 'https://games.example/help' })).toBe(false);
    expect(e.requestGameSwitch(2001)).toBe(false);
    expect(disabled(e)).toBe(false);
    expect(e.state.modal).toBeNull();
    expect(e.state.prompt).toBeNull();
    // Its log of the round it just played still goes: a log is never dropped.
    e.gameLog({ round: 'last of the old game' });
    await vi.waitUntil(() =>
      logSinkOf(sim.world).gameLogs.some(
        (l) => isRecord(l) && l['round'] === 'last of the old game',
      ),
    );

    // The new frame is in: its game is heard.
    showFrame(e);
    e.gameReady();
    e.setSpinning(true);
    expect(e.state.spinning).toBe(true);
    e.setScene('FreeSpin');
    expect(e.state.scene).toBe('freespin');
    expect(disabled(e)).toBe(true);
  });

  it('drops what the old frame posted after a change of seat reloaded it', async () => {
    const e = await playing();
    await vi.waitUntil(() => e.state.seats.data !== null);
    const [first, second] = e.state.seats.data?.seatInfos.filter((s) => s.status === 0) ?? [];
    if (!first || !second) throw new Error('the demo hall has free seats');
    await settle(e.requestSeat(first.seatId));
    await settle(e.requestSeat(second.seatId));
    expect(await settle(e.confirmSeatChange(true))).toMatchObject({ ok: true, reload: true });
    // The old frame, still in the page, reports a spin start.
    e.setSpinning(true);
    expect(e.state.spinning).toBe(false);
    showFrame(e);
    e.setSpinning(true);
    expect(e.state.spinning).toBe(true);
  });

  it('hears every message when no page says which frame it shows (headless use)', async () => {
    const e = engines.start(GAME);
    await settle(e.boot());
    e.gameReady();
    await vi.waitUntil(() => e.state.games.length > 0);
    await switchTo3001(e);
    e.setSpinning(true);
    expect(e.state.spinning).toBe(true);
  });
});
