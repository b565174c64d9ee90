// Runs in the worker (and in Node): the lucky wheel of the promotions: its load, the live ticket
// refresh, the draw and the tickets earned by play (SPEC §4, §8).
import { dequal } from 'dequal/lite';
import { onGameList } from '../../../shared/account/game-lists.ts';
import type { GameStatus } from '../../../shared/game-bridge/game-status.ts';
import type {
  DrawAnswer,
  PromotionState,
  WheelMessage,
} from '../../../shared/promotions/promotion-state.ts';
import type { SpinType } from '../../../shared/promotions/wheel/wheel-types.ts';
import type { WheelTicketInfo } from '../../../shared/promotions/wheel/wheel-schema.ts';
import { BLOCKER_MESSAGE } from '../../../shared/promotions/wheel/wheel-messages.ts';
import { drawFeedback, eligibilityFeedback } from '../../../shared/promotions/wheel/wheel-rules.ts';
import type { PromotionClient } from '../promotion-client.ts';
import type { FailureSink } from '../panel-loads.ts';
import { createWheelTickets } from './wheel-tickets.ts';
import { wheelView } from './wheel-view.ts';

/** What the wheel needs from the rest of the promotions. */
export interface WheelDeps {
  /** The server's time now. */
  now(): number;
  /** The player's account id. */
  accountId(): string;
}

/** The wheel's part of the promotions. */
export interface WheelService {
  /**
   * Loads the wheel campaign of `code`: its setting, prizes, eligibility and tickets; a failed
   * setting, prize or ticket call is told to `onFail` (eligibility has its own messages).
   */
  load(client: PromotionClient, code: string, onFail?: FailureSink): Promise<void>;
  /** The wheel's SSE event: the tickets load again (a failure keeps those shown). */
  reloadTickets(client: PromotionClient): Promise<void>;
  /** The wheel's state moves with time (start, end, expiry): computed again for `now`. */
  refresh(): void;
  /** Spins the wheel, or answers why it cannot spin. */
  draw(client: PromotionClient | null, type: SpinType): Promise<DrawAnswer>;
  /** A status report of the game playing: its bets earn tickets. */
  status(gameId: number, fields: Partial<GameStatus>): void;
  /** The wheel can be played in this game: eligible, not ended and on both game lists. */
  playableIn(gameId: number): boolean;
}

/** Creates the wheel over the promotions' state; nothing loads before `load`. */
export function createWheel(promo: PromotionState, deps: WheelDeps): WheelService {
  let code: string | null = null;
  let ticketInfo: WheelTicketInfo | null = null;
  let eligibility: WheelMessage | null = null;

  /**
   * Sets the wheel unless it already holds an equal one. A refresh after a spin mostly brings
   * back what the player already has: replacing it anyway sent it whole to the page, which
   * rendered the promotions layer and its bar again for nothing.
   */
  const update = (value: PromotionState['wheel']): void => {
    if (!dequal(promo.wheel, value)) promo.wheel = value;
  };

  const refresh = (): void => {
    const current = promo.wheel;
    if (!current) return;
    const view = wheelView(current.info, ticketInfo, eligibility, deps.now());
    // A live refresh must not drop a draw in flight or its outcome.
    update({
      ...view,
      lastDraw: current.lastDraw,
      message: current.message,
      statusError: current.statusError,
      drawing: current.drawing,
    });
  };

  // The engine's own count until the server's ticket info replaces it (load, live event).
  const bet = createWheelTickets(
    promo,
    () => deps.now(),
    (ticket) => {
      ticketInfo = ticket;
      refresh();
    },
  );

  return {
    async load(c, wheelCode, onFail) {
      const [info, prize, eligible, tickets] = await Promise.all([
        c.wheelSetting(wheelCode, onFail),
        c.wheelPrize(wheelCode, onFail),
        c.wheelEligibility(wheelCode),
        c.wheelQuest(deps.accountId(), wheelCode, onFail),
      ]);
      if (!info) return;
      code = wheelCode;
      ticketInfo = tickets;
      // A refusal (a status, or an answer we cannot read) is shown; a request that got no
      // answer (network, timeout) or a failing server (an HTTP error) leaves the draw to decide.
      const unanswered =
        !eligible.eligible && ['network', 'timeout', 'http'].includes(eligible.kind);
      eligibility = eligible.eligible || unanswered ? null : eligibilityFeedback(eligible.code);
      const merged = prize
        ? { ...info, ...prize, dailyBonusDistributed: prize.dailyBonusDistributed }
        : info;
      update(wheelView(merged, ticketInfo, eligibility, deps.now()));
    },
    async reloadTickets(c) {
      if (code === null) return;
      // A failed reload (null) keeps the tickets shown rather than dropping them to 0.
      ticketInfo = (await c.wheelQuest(deps.accountId(), code)) ?? ticketInfo;
      refresh();
    },
    refresh,
    async draw(c, type) {
      const wheel = promo.wheel;
      if (!wheel || !c || code === null || wheel.drawing) {
        return { ok: false, message: 'message3', statusError: false };
      }
      const blocker = wheel.blockers[type];
      if (blocker) {
        wheel.message = BLOCKER_MESSAGE[blocker];
        return { ok: false, message: wheel.message, statusError: false };
      }
      wheel.drawing = true;
      const outcome = await c.drawWheel(deps.accountId(), code, type);
      // A live refresh may have replaced the wheel meanwhile: write to the current one.
      const after = promo.wheel ?? wheel;
      after.drawing = false;
      if (outcome.ok) {
        const { ticketCount } = outcome.result;
        ticketInfo = ticketInfo
          ? { ...ticketInfo, ticketCount }
          : { questStatus: 'inProgress', progressValue: 0, conditionValue: 0, ticketCount };
        refresh();
        if (promo.wheel) {
          promo.wheel.lastDraw = outcome.result;
          promo.wheel.message = null;
        }
        return { ok: true, result: outcome.result };
      }
      const feedback = drawFeedback('thrown' in outcome ? { thrown: true } : outcome);
      const message = feedback === 'statusError' ? null : feedback;
      after.message = message;
      after.statusError = feedback === 'statusError';
      return { ok: false, message, statusError: after.statusError };
    },
    status: (gameId, fields) => bet(gameId, fields),
    playableIn(gameId) {
      const wheel = promo.wheel;
      return (
        wheel !== null &&
        wheel.eligible &&
        wheel.state !== 'ended' &&
        onGameList(wheel.info.gameIds, gameId) &&
        onGameList(promo.wheelGameIds, gameId)
      );
    },
  };
}
