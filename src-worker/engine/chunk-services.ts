// Runs in the worker (and in Node): the services of the after-login chunk (features.ts: the
// promotions, seats and jackpots), each stood in for (lib/later.ts) until the chunk is in. The
// chunk is asked for once the game is ready (after-login.ts), or by the first call that needs it.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { Connection } from '../errors/connection.ts';
import type { JackpotService } from '../jackpots/jackpots.ts';
import { JACKPOT_CALLS } from '../jackpots/jackpot-members.ts';
import { later, once } from '../lib/later.ts';
import type { ServicePacer } from '../lib/pacer.ts';
import type { EnginePorts, ReadersPort } from '../lib/ports.ts';
import type { PromotionApi, PromotionService } from '../promotions/promotions.ts';
import type { SeatService } from '../seats/seats.ts';
import { SEAT_CALLS } from '../seats/seat-members.ts';
import type { NotificationHub } from '../session/notifications.ts';
import type { ServerTicks } from '../session/session-services.ts';
import type { RoundSource } from '../lib/round-gate.ts';
import { type Readers, loadFeatures } from './features-chunk.ts';
import { PROMOTION_API_CALLS, PROMOTION_CALLS, type PromotionCalls } from './promotion-members.ts';

/** The engine's ports as the features take them: the watched fetch, the readers, the pacer. */
export type NetPorts = EnginePorts & ReadersPort<Readers> & { pacer: ServicePacer };

interface Made {
  promotions: PromotionService;
  seats: SeatService;
  jackpots: JackpotService;
}

export interface ChunkServices {
  promotions: PromotionCalls;
  /** The promotions' API members but `useCard`, which answers at once (promotion-members.ts). */
  promotionApi: Omit<PromotionApi, 'useCard'>;
  seats: SeatService;
  jackpots: JackpotService;
  /** The promotion service once the chunk is in; null until then. */
  loadedPromotions(): PromotionService | null;
  /** Asks for the chunk (once) and makes its services. */
  load(): Promise<unknown>;
  /** The login switched jackpots off: no pools, winners or hit notices (stream or game) at all. */
  jackpotsOff(): void;
}

export function createChunkServices(
  net: NetPorts,
  state: EngineState,
  notifications: NotificationHub,
  connection: Pick<Connection, 'holds'>,
  round: RoundSource,
  ticks: ServerTicks,
): ChunkServices {
  let made: Made | null = null;
  let jackpotsOff = false;
  const make = once(() =>
    loadFeatures().then((f) => {
      made ??= {
        // SPEC §2 seatInfoCard: the popup opens the player's own seat's card over the seat
        // lobby (the lobby alone when they have no seat).
        promotions: f.createPromotions(
          net,
          state,
          notifications,
          (type) => {
            const mine = state.seats.mySeatId;
            if (type === 'seatInfoCard' && mine !== null) void seats.openCard(mine);
          },
          round,
          ticks,
        ),
        seats: f.createSeats(net, state.seats, () => state.user),
        // No pool polls while disconnected: they come back with the connection.
        jackpots: f.createJackpots(
          net,
          state.jackpots,
          notifications,
          () => connection.holds(),
          round,
        ),
      };
      if (jackpotsOff) made.jackpots.dispose();
      return made;
    }),
  );
  const seats = later<SeatService>(
    () => make().then((m) => m.seats),
    SEAT_CALLS,
    () => made?.seats ?? null,
  );
  return {
    promotions: later<PromotionCalls>(
      () => make().then((m) => m.promotions),
      PROMOTION_CALLS,
      () => made?.promotions ?? null,
    ),
    promotionApi: later<Omit<PromotionApi, 'useCard'>>(
      () => make().then((m) => m.promotions.api),
      PROMOTION_API_CALLS,
      () => made?.promotions.api ?? null,
    ),
    seats,
    jackpots: later<JackpotService>(
      () => make().then((m) => m.jackpots),
      JACKPOT_CALLS,
      () => made?.jackpots ?? null,
    ),
    loadedPromotions: () => made?.promotions ?? null,
    load: make,
    jackpotsOff() {
      jackpotsOff = true;
      made?.jackpots.dispose();
    },
  };
}
