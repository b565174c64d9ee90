// The lucky wheel's tickets as a player earns them in a running engine: each round's bet in a
// wheel game adds to today's progress and each threshold crossed a ticket, up to the daily cap;
// a game card's spins, a game off the wheel's list and a wheel not running add nothing; the
// server's ticket info replaces the engine's count when it reloads (SPEC §3, §5, §6, §9).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sseHubOf } from '../../../../operator-sim/sse-handlers.ts';
import type { WheelTicketInfo } from '../../../../shared/promotions/promotion-types.ts';
import type { Engine } from '../../../../src-worker/engine/engine.ts';
import { addTicketBet } from '../../../../src-worker/promotions/wheel/wheel-tickets.ts';
import { streamOpen } from '../../support/engine.ts';
import { settle } from '../../support/settle.ts';
import { useEngines, useSimServer } from '../../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim); // disposed before the simulator's state resets
const LOBBY = 'origin=http%3A%2F%2Fapp.test%2Flobby';
/** The demo slot 2001: on the wheel's games and the wheel-enabled list. */
const SLOT = `gName=luckyfortune_1.0.0&gameType=1&mType=2001&${LOBBY}`;
/** Golden Fishing 3002: on neither wheel list of the simulator (2001, 1026). */
const FISH_OFF_LIST = `gName=goldenfishing_1.0.0&gameType=2&mType=3002&${LOBBY}`;
/** The wheel's code: a player who is not the demo finds the wheel through it. */
const WITH_CODE = '&campaignInvitationCodes=WHEEL7';

let ticketLoads = 0;

beforeEach(() => {
  vi.setSystemTime(Date.UTC(2026, 2, 1, 6));
  ticketLoads = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/lucky-draw/v1/quest/')) ticketLoads += 1;
  });
});

/** Boots a player in a game, lets the game post ready, and waits for the promotions. */
async function playing(token: string, game: string) {
  return engines.playing(`?e=demo&x=${token}&${game}`);
}

/** The game reports a settled round (SPEC §3 game status: its gameseq and bet). */
const spin = (e: Engine, gameseq: number, bet: number): void =>
  e.reportStatus({ gameseq, bet, win: 0 });

/** What the wheel panel and the bar show: the tickets, and today's ticket quest. */
const tickets = (e: Engine) => {
  const wheel = e.state.promotions.wheel!;
  const { progressValue, questStatus } = wheel.ticketInfo!;
  return { tickets: wheel.tickets, progressValue, questStatus };
};

describe('wheel tickets from spins', () => {
  it('adds a ticket at each threshold of the round bets, up to the daily cap', async () => {
    // The demo: 3 tickets, today's bet 25 at 10 a ticket (2 earned), a cap of 5 a day.
    const e = await playing('demo-token', SLOT);
    expect(tickets(e)).toEqual({ tickets: 3, progressValue: 25, questStatus: 'inProgress' });
    spin(e, 1, 4);
    // The same round reported again (auto-play stopping) counts nothing more.
    spin(e, 1, 4);
    expect(tickets(e)).toEqual({ tickets: 3, progressValue: 29, questStatus: 'inProgress' });
    spin(e, 2, 1);
    expect(tickets(e)).toEqual({ tickets: 4, progressValue: 30, questStatus: 'inProgress' });
    // One big round crosses three thresholds; the cap keeps two of them.
    spin(e, 3, 30);
    expect(tickets(e)).toEqual({ tickets: 6, progressValue: 60, questStatus: 'completed' });
    expect(e.state.promotions.wheel!.blockers.lucky).toBeNull();
    // Today's cap reached: later spins earn nothing.
    spin(e, 4, 100);
    expect(tickets(e)).toEqual({ tickets: 6, progressValue: 60, questStatus: 'completed' });
  });

  it("the simulator's wheel-earning player: one spin of 1 earns the day's last ticket", async () => {
    const e = await playing('wheel-earning', SLOT + WITH_CODE);
    expect(tickets(e)).toEqual({ tickets: 0, progressValue: 49, questStatus: 'inProgress' });
    expect(e.state.promotions.wheel!.blockers.normal).toBe('insufficientTickets');
    spin(e, 1, 1);
    expect(tickets(e)).toEqual({ tickets: 1, progressValue: 50, questStatus: 'completed' });
    // The panel's normal spin is open at once, without waiting for the server.
    expect(e.state.promotions.wheel!.blockers.normal).toBeNull();
  });

  it("a game card's spins add nothing (SPEC §5); the spins after the card count again", async () => {
    const e = await playing('demo-token', SLOT);
    const card = e.state.promotions.currentCard!;
    expect(e.useCard(card.itemId)).toMatchObject({ ok: true });
    spin(e, 1, card.betSize);
    spin(e, 2, 50);
    expect(tickets(e)).toEqual({ tickets: 3, progressValue: 25, questStatus: 'inProgress' });
    e.freeSpinProgress(card.itemId, card.gameCount, 0, true);
    spin(e, 3, 5);
    expect(tickets(e)).toEqual({ tickets: 4, progressValue: 30, questStatus: 'inProgress' });
  });

  it('a game off the wheel lists adds nothing', async () => {
    const e = await playing(`player-${crypto.randomUUID()}`, FISH_OFF_LIST + WITH_CODE);
    const before = tickets(e);
    spin(e, 1, 100);
    expect(tickets(e)).toEqual(before);
  });

  it('a wheel that has not started adds nothing', async () => {
    const e = await playing('wheel-not-started', `${SLOT}&campaignInvitationCodes=WHEEL7-SOON`);
    expect(e.state.promotions.wheel!.state).toBe('notStarted');
    spin(e, 1, 100);
    expect(tickets(e)).toEqual({ tickets: 0, progressValue: 0, questStatus: 'inProgress' });
  });

  it("the server's ticket info replaces the engine's count when the wheel event reloads it", async () => {
    const e = await playing('demo-token', SLOT);
    spin(e, 1, 15);
    expect(tickets(e)).toEqual({ tickets: 5, progressValue: 40, questStatus: 'inProgress' });
    const loads = ticketLoads;
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'wheel', data: { wheelType: 'daily', eligible: true } }]);
    await settle(vi.waitFor(() => expect(ticketLoads).toBe(loads + 1)));
    await vi.advanceTimersByTimeAsync(100);
    // The simulator does not see the game's bets: its answer is what the player had.
    expect(tickets(e)).toEqual({ tickets: 3, progressValue: 25, questStatus: 'inProgress' });
    // Counting goes on from the server's figures.
    spin(e, 2, 5);
    expect(tickets(e)).toEqual({ tickets: 4, progressValue: 30, questStatus: 'inProgress' });
  });
});

describe('addTicketBet', () => {
  const start: WheelTicketInfo = {
    questStatus: 'inProgress',
    progressValue: 0,
    conditionValue: 0.3,
    ticketCount: 2,
  };
  const rules = { betAmountPerTicket: 10, dailyTicketLimit: 5 };

  it('adds cents without float dust: three bets of 0.1 reach 0.3 and its ticket', () => {
    let ticket = start;
    for (let i = 0; i < 3; i += 1) ticket = addTicketBet(ticket, rules, 0.1);
    expect(ticket).toEqual({ ...start, progressValue: 0.3, ticketCount: 3 });
    // Without a conditionValue the wheel's betAmountPerTicket is the threshold.
    expect(addTicketBet({ ...start, conditionValue: 0 }, rules, 25)).toMatchObject({
      progressValue: 25,
      ticketCount: 4,
    });
  });

  it('earns nothing with a daily limit of 0, and says the day is done', () => {
    expect(addTicketBet(start, { ...rules, dailyTicketLimit: 0 }, 5)).toEqual({
      ...start,
      progressValue: 5,
      questStatus: 'completed',
    });
  });
});
