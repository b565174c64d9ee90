// Quests as a player meets them in a running engine: spins add to them as they settle (not a game
// card's spins), the daily refresh at the quests' hour on the server's clock, the quest-enabled
// game list, and the special clients' games without popups.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sseHubOf } from '../../../../operator-sim/sse-handlers.ts';
import {
  type PopupRecords,
  recordShown,
} from '../../../../src-worker/promotions/popups/popup-rules.ts';
import type { PopupType } from '../../../../shared/promotions/promotion-types.ts';
import type { Engine } from '../../../../src-worker/engine/engine.ts';
import { POPUP_RECORDS_KEY } from '../../../../src-worker/promotions/popups/popup-scheduler.ts';
import {
  type Clock,
  type KeyValueStore,
  memoryStore,
  systemClock,
} from '../../../../src-worker/lib/ports.ts';
import {
  nextCountdown,
  roundTargets,
  wheelTargets,
} from '../../../../src-ui/promotions/countdown.ts';
import { streamOpen } from '../../support/engine.ts';
import { settle } from '../../support/settle.ts';
import { useEngines, useSimServer } from '../../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim); // disposed before the simulator's state resets
const LOBBY = 'origin=http%3A%2F%2Fapp.test%2Flobby';
const SLOT = `gName=luckyfortune_1.0.0&gameType=1&mType=2001&${LOBBY}`;
/** Golden Fishing: not on the simulator's quest-enabled list (2001, 1026, 2003, 3001). */
const FISH_OFF_LIST = `gName=goldenfishing_1.0.0&gameType=2&mType=3002&${LOBBY}`;
/** Golden Lotus, 1046: one of SPEC §9's special id strings. */
const SPECIAL_GAME = `gName=goldenlotus_1.0.0&gameType=1&mType=1046&${LOBBY}`;
/** Any campaign code brings the open campaign (and its popup) to a player who is not the demo. */
const WITH_CODE = '&campaignInvitationCodes=WHEEL7';
/** 23:58 in Bangkok, where the simulator's daily quests refresh at midnight (17:00 UTC). */
const BEFORE_MIDNIGHT = Date.UTC(2026, 2, 1, 16, 58);
const REFRESH = Date.UTC(2026, 2, 1, 17, 0);
const DAY = 86_400_000;

let questListLoads = 0;

beforeEach(() => {
  vi.setSystemTime(BEFORE_MIDNIGHT);
  questListLoads = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/quest/v1/list/')) questListLoads += 1;
  });
});

/** Boots a player in a game, lets the game post ready, and waits for the promotions. */
async function playing(token: string, game: string, store: KeyValueStore = memoryStore()) {
  return engines.playing(`?e=demo&x=${token}&${game}`, { store });
}

/** Moves fake time on a second at a time (msw answering in between) until `done`. */
async function advanceUntil(done: () => boolean, maxMs: number): Promise<void> {
  for (let t = 0; t < maxMs && !done(); t += 1_000) await vi.advanceTimersByTimeAsync(1_000);
  await vi.advanceTimersByTimeAsync(100);
}

const quest = (e: Engine, id: string) => e.state.promotions.quests.find((q) => q.questId === id);

/** The game reports a settled round (SPEC §3 game status: its gameseq, bet and win). */
const spin = (e: Engine, gameseq: number, bet: number, win: number): void =>
  e.reportStatus({ gameseq, bet, win });

describe('quest progress from spins', () => {
  it('adds each settled round once: the bet to bet quests, the win to win quests', async () => {
    const e = await playing('demo-token', SLOT);
    expect(quest(e, 'q-daily-bet')).toMatchObject({ progressValue: 40, view: 'inProgress' });
    spin(e, 1, 5, 0);
    // The same round reported again (auto-play stopping) counts nothing more.
    spin(e, 1, 5, 0);
    spin(e, 2, 5, 12);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(50);
    expect(quest(e, 'q-daily-bet')?.progress).toBeCloseTo(0.5);
    // A slot-only win quest, open by date, with no prerequisite.
    expect(quest(e, 'q-regular-win')).toMatchObject({ progressValue: 12, view: 'inProgress' });
    // Completed and awarded quests keep their totals; a locked quest does not move.
    expect(quest(e, 'q-daily-win')?.progressValue).toBe(200);
    expect(quest(e, 'q-regular-next')?.progressValue).toBe(0);
    spin(e, 3, 50, 0);
    expect(quest(e, 'q-daily-bet')).toMatchObject({ progressValue: 100, view: 'completed' });
  });

  it("a game card's spins add nothing (SPEC §5); the spins after the card count again", async () => {
    const e = await playing('demo-token', SLOT);
    const card = e.state.promotions.currentCard!;
    expect(e.useCard(card.itemId)).toMatchObject({ ok: true });
    // The card's spins: no bet of the player's, and wins that are the card's.
    spin(e, 1, 0, 20);
    spin(e, 2, card.betSize, 30);
    expect(quest(e, 'q-regular-win')?.progressValue).toBe(0);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(40);
    e.freeSpinProgress(card.itemId, card.gameCount, 50, true);
    spin(e, 3, 1, 8);
    expect(quest(e, 'q-regular-win')?.progressValue).toBe(8);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(41);
  });

  it("a live reload that has not caught up keeps the engine's count", async () => {
    const e = await playing('demo-token', SLOT);
    spin(e, 1, 5, 0);
    const loads = questListLoads;
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'quest', data: { questId: 'q-daily-bet' } }]);
    await settle(vi.waitFor(() => expect(questListLoads).toBe(loads + 1)));
    await vi.advanceTimersByTimeAsync(100);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(45);
  });
});

describe('the daily refresh (SPEC §9)', () => {
  it('at the refresh hour in the quests zone: the list reloads and unfinished daily quests reset', async () => {
    const e = await playing('demo-token', SLOT);
    const p = e.state.promotions;
    expect(p.questRefreshHour).toBe(0);
    expect(p.questRefreshAt).toBe(REFRESH);
    spin(e, 1, 5, 0);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(45);
    const loads = questListLoads;
    // A tick before the hour: nothing happens.
    await vi.advanceTimersByTimeAsync(REFRESH - Date.now() - 10_000);
    expect(questListLoads).toBe(loads);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(45);
    // The server's clock crosses midnight in Bangkok at its next 5 s tick.
    await advanceUntil(() => questListLoads > loads, 20_000);
    expect(questListLoads).toBe(loads + 1);
    expect(e.state.serverTime).toBeGreaterThanOrEqual(REFRESH);
    expect(quest(e, 'q-daily-bet')).toMatchObject({
      progressValue: 0,
      view: 'assigned',
      progressTime: null,
    });
    // Finished daily quests keep their reward; regular ones keep their progress.
    expect(quest(e, 'q-daily-win')).toMatchObject({ progressValue: 200, view: 'completed' });
    expect(quest(e, 'q-regular-spins')?.view).toBe('awarded');
    expect(p.questRefreshAt).toBe(REFRESH + DAY);
    // The new day counts from zero; minutes later nothing reloads again.
    spin(e, 2, 5, 0);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(5);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(questListLoads).toBe(loads + 1);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(5);
  });

  it("another refresh hour is read in the quests' zone (18:00 in Bangkok is 11:00 UTC)", async () => {
    vi.setSystemTime(Date.UTC(2026, 2, 1, 10, 58));
    const e = await playing('quest-refresh-soon', SLOT);
    expect(e.state.promotions.questRefreshHour).toBe(18);
    expect(e.state.promotions.questRefreshAt).toBe(Date.UTC(2026, 2, 1, 11));
    spin(e, 1, 5, 0);
    const loads = questListLoads;
    await advanceUntil(() => questListLoads > loads, 200_000);
    expect(questListLoads).toBe(loads + 1);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(0);
    // The simulator's next answer names the next full hour.
    expect(e.state.promotions.questRefreshAt).toBe(Date.UTC(2026, 2, 1, 12));
  });
});

describe('the server clock (SPEC §9: it counts down in 5 s ticks)', () => {
  it('moves the time the countdowns read in 5 s steps, from the login time', async () => {
    const e = await playing('demo-token', SLOT);
    const start = e.state.serverTime!;
    const left = () => e.state.promotions.questRefreshAt! - e.state.serverTime!;
    const before = left();
    await vi.advanceTimersByTimeAsync(4_000);
    // Between ticks the server's time stands still, whatever the device's clock says.
    const ticked = e.state.serverTime! - start;
    expect(ticked % 5_000).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(e.state.serverTime! - start).toBe(ticked + 5_000);
    expect(before - left()).toBe(ticked + 5_000);
  });

  it("an idle game: the quests follow the countdowns' one clock, no 5 s timer of their own", async () => {
    // The worker's clock, noting each interval's delay as it fires: what wakes the worker.
    const fired: number[] = [];
    const system = systemClock();
    const clock: Clock = {
      ...system,
      setInterval: (fn, ms) =>
        system.setInterval(() => {
          fired.push(ms);
          fn();
        }, ms),
    };
    const e = await engines.playing(`?e=demo&x=demo-token&${SLOT}`, { clock });
    // Past the boot's own waits (the logs' first sends, the popups' gaps).
    await vi.advanceTimersByTimeAsync(60_000);
    const loads = questListLoads;
    fired.length = 0;
    const start = e.state.serverTime!;
    await vi.advanceTimersByTimeAsync(60_000);
    // A minute at rest: the server clock's 12 ticks (a 5 s interval of the quests' own was 12
    // more) and the pools' 6 polls.
    expect(e.state.serverTime! - start).toBe(60_000);
    expect(fired.filter((ms) => ms === 5_000)).toHaveLength(12);
    expect(fired.filter((ms) => ms !== 5_000)).toEqual(Array(6).fill(10_000));
    // And the quests still refresh at their hour, on that clock (midnight in Bangkok was under
    // 2 minutes away at the start).
    expect(questListLoads).toBe(loads + 1);
  });

  it("the panels' countdowns (quest refresh, wheel end, campaign round) lose 5 s a tick", async () => {
    const e = await playing('demo-token', SLOT);
    const p = e.state.promotions;
    const seconds = () => {
      const now = e.state.serverTime;
      return [
        nextCountdown([{ kind: 'questRefresh', end: p.questRefreshAt! }], now),
        nextCountdown(wheelTargets(p.wheel!.info), now),
        nextCountdown(roundTargets(p.campaignRounds['OPEN2026']!), now),
      ].map((shown) => {
        const { days, hours, minutes, seconds: s } = shown!.parts;
        return [shown!.target.kind, ((days * 24 + hours) * 60 + minutes) * 60 + s];
      });
    };
    const first = seconds();
    expect(first.map(([kind]) => kind)).toEqual(['questRefresh', 'wheelEnds', 'roundEnds']);
    // Midnight in Bangkok is under 2 minutes away; the wheel ends in 4 days, the round in 7.
    expect(first[0]![1]).toBeLessThanOrEqual(120);
    await vi.advanceTimersByTimeAsync(5_000);
    const next = seconds();
    expect(next.map(([, s], i) => Number(first[i]![1]) - Number(s))).toEqual([5, 5, 5]);
  });
});

/** Popup records saying these popups were shown to the demo player today. */
function shownToday(types: PopupType[]): PopupRecords {
  return types.reduce<PopupRecords>(
    (records, type) => recordShown(records, '10001', type, 1, BEFORE_MIDNIGHT - 60_000),
    {},
  );
}

describe('the quest-enabled game list (SPEC §6)', () => {
  it('in a game on the list the quest popup takes its turn', async () => {
    const store = memoryStore();
    await store.set(POPUP_RECORDS_KEY, shownToday(['campaign', 'wheel', 'leaderboard']));
    const e = await playing('demo-token', SLOT, store);
    expect(e.state.promotions.popup).toBe('quest');
  });

  it('in a game off the list: no quest popup and no quest progress', async () => {
    const store = memoryStore();
    await store.set(POPUP_RECORDS_KEY, shownToday(['campaign', 'wheel', 'leaderboard']));
    const e = await playing('demo-token', FISH_OFF_LIST, store);
    expect(e.state.promotions.questGameIds).not.toContain(3002);
    expect(e.state.promotions.popup).not.toBe('quest');
    expect(e.state.promotions.popup).toBe('jpHistory');
    spin(e, 1, 5, 12);
    expect(quest(e, 'q-daily-bet')?.progressValue).toBe(40);
    // The quests are still there to look at (the bar's quest panel lists where they count).
    expect(e.state.promotions.quests.length).toBeGreaterThan(0);
  });
});

describe('special clients and the special id strings (SPEC §6, §9)', () => {
  it('an NT client sees no popups in game 1046, and the usual ones in 2001', async () => {
    const special = await playing('special-nt', SPECIAL_GAME + WITH_CODE);
    expect(special.state.user?.special).toBe(true);
    expect(special.state.promotions.campaigns.length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(special.state.promotions.popup).toBeNull();
    expect(special.state.promotions.panel).toBeNull();
    const usual = await playing('special-nt', SLOT + WITH_CODE);
    expect(usual.state.promotions.popup).toBe('campaign');
  });

  it('a normal client sees the popups in game 1046', async () => {
    const e = await playing('demo-token', SPECIAL_GAME);
    expect(e.state.promotions.popup).toBe('campaign');
  });
});
