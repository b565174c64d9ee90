// Runs in Node (and in unit tests): the simulator's seeded seat halls and seat rules, one profile
// per token. The rules are pure functions over a hall; seat-handlers.ts keeps the halls per world.
import { NO_SEAT_ID, SEAT_STATUS } from '../shared/seats/seat-types.ts';
import type { SeatGameData, SeatInfo } from '../shared/seats/seat-schema.ts';
import { userForToken } from './data.ts';
import { DEMO_GAME_ID } from './game-data.ts';

/** The only game with seats: the demo slot. */
export const SEAT_GAME_ID = DEMO_GAME_ID;

/** Seats in the demo slot's hall. */
export const TOTAL_SEATS = 20;

/** Seat codes the simulator answers (SPEC §8 names them; what each means is its choice). */
export const SIM_SEAT_CODES = {
  /** An unknown game, an unknown seat or a body without its ids. */
  badRequest: '10000',
  /** No seat free for play-now, or the seat asked for is another player's. */
  full: '10001',
  /** The seat server refuses this player (seat-10006 only). */
  refused: '10006',
  /** The seat is reserved for another player. */
  reserved: '10007',
  /** The seat was taken or the player left meanwhile (seat-10009 only); seatId -1. */
  takenOrLeft: '10009',
} as const;

/** Which seeded hall a token sees; players with the same hall share its seats. */
export type SeatHall = 'demo' | 'full' | 'reserved' | 'seated';

/** What one token's seat server looks like. */
export interface SeatProfile {
  hall: SeatHall;
  /** A status every play-now answers instead of choosing a seat; null for real answers. */
  playNowStatus: string | null;
  /** A status every take answers instead of taking the seat; null for real answers. */
  takeStatus: string | null;
  /** Every seat route fails: GETs answer HTTP 503, PUTs drop the connection. */
  down: boolean;
}

const DEMO_PROFILE: SeatProfile = {
  hall: 'demo',
  playNowStatus: null,
  takeStatus: null,
  down: false,
};

/** Profiles by token (the Authorization header); any other token gets the demo's. */
export const SEAT_PROFILES: Readonly<Record<string, SeatProfile>> = {
  'demo-token': DEMO_PROFILE,
  'seats-full': { ...DEMO_PROFILE, hall: 'full' },
  'seats-reserved': { ...DEMO_PROFILE, hall: 'reserved' },
  'seat-10009': { ...DEMO_PROFILE, takeStatus: SIM_SEAT_CODES.takenOrLeft },
  'seat-server-down': { ...DEMO_PROFILE, down: true },
  'seat-10006': {
    ...DEMO_PROFILE,
    playNowStatus: SIM_SEAT_CODES.refused,
    takeStatus: SIM_SEAT_CODES.refused,
  },
  'seated-player': { ...DEMO_PROFILE, hall: 'seated' },
};

/** The profile of a token; unknown tokens are the demo player's, as on the main API. */
export function seatProfileFor(token: string): SeatProfile {
  return SEAT_PROFILES[token] ?? DEMO_PROFILE;
}

/** The account id a token plays as on the seat server; null for a token that is no player. */
export function seatPlayerOf(token: string): string | null {
  const user = userForToken(token);
  return user?.kind === 'player' ? user.accountId : null;
}

/** The other players sitting in the halls: seat n holds player 2000n (20001 ... 20020). */
export const otherPlayer = (seatId: number): string => String(20_000 + seatId);

/** Demo hall: seats taken by other players. */
export const DEMO_TAKEN: readonly number[] = [2, 3, 5, 8, 11, 13, 17, 19];
/** Demo hall: seats reserved for other players who stepped away. */
export const DEMO_RESERVED: readonly number[] = [7, 14];

/** Seated hall: the demo hall with the seated-player already in this seat. */
export const SEATED_PLAYER_SEAT = 4;

/** Reserved hall: seats 1-10 are reserved (seat 1 for the seats-reserved player), 11-14 taken. */
export const RESERVED_HALL = { reserved: 10, takenUpTo: 14 } as const;

/**
 * A seat's play record, deterministic per seat: spins since the last free game, the three
 * before it, and big wins (50x, 100x, 300x) in the last 30 days.
 */
export function gameDataFor(seatId: number): SeatGameData {
  return {
    freeGameInterval: [
      (seatId * 37) % 150,
      60 + ((seatId * 53) % 200),
      40 + ((seatId * 29) % 180),
      80 + ((seatId * 17) % 220),
    ],
    winTimes: { 50: seatId % 7, 100: seatId % 4, 300: seatId % 5 === 0 ? 1 : 0 },
  };
}

function seat(seatId: number, status: number, playerId: string | null): SeatInfo {
  return { seatId, playerId, status, gameData: gameDataFor(seatId) };
}

/** A hall as seeded, seats 1 to 20 in order. */
export function seedHall(hall: SeatHall): SeatInfo[] {
  const reservedFor = seatPlayerOf('seats-reserved');
  return Array.from({ length: TOTAL_SEATS }, (_, i) => {
    const id = i + 1;
    switch (hall) {
      case 'full':
        return seat(id, SEAT_STATUS.taken, otherPlayer(id));
      case 'reserved':
        if (id <= RESERVED_HALL.reserved) {
          return seat(id, SEAT_STATUS.reserved, id === 1 ? reservedFor : otherPlayer(id));
        }
        return id <= RESERVED_HALL.takenUpTo
          ? seat(id, SEAT_STATUS.taken, otherPlayer(id))
          : seat(id, SEAT_STATUS.empty, null);
      case 'seated':
      case 'demo':
        if (hall === 'seated' && id === SEATED_PLAYER_SEAT) {
          return seat(id, SEAT_STATUS.taken, seatPlayerOf('seated-player'));
        }
        if (DEMO_TAKEN.includes(id)) return seat(id, SEAT_STATUS.taken, otherPlayer(id));
        if (DEMO_RESERVED.includes(id)) return seat(id, SEAT_STATUS.reserved, otherPlayer(id));
        return seat(id, SEAT_STATUS.empty, null);
    }
  });
}

/** What a play-now or take did: the status and the seat held (-1 when none). */
export interface SeatClaim {
  status: string;
  seatId: number;
}

const isMine = (s: SeatInfo, playerId: string): boolean =>
  s.playerId === playerId && s.status === SEAT_STATUS.taken;

/** Moves the player to `target`: it becomes theirs, the seat they held before empty. */
function sit(hall: SeatInfo[], target: SeatInfo, playerId: string): SeatClaim {
  for (const s of hall) {
    if (s !== target && isMine(s, playerId)) {
      s.playerId = null;
      s.status = SEAT_STATUS.empty;
    }
  }
  target.playerId = playerId;
  target.status = SEAT_STATUS.taken;
  return { status: '0000', seatId: target.seatId };
}

/** PUT playnow: the player's own seat if they have one, else the lowest empty seat, else 10001. */
export function playNowIn(hall: SeatInfo[], playerId: string): SeatClaim {
  const own = hall.find((s) => isMine(s, playerId));
  if (own) return { status: '0000', seatId: own.seatId };
  const free = hall.find((s) => s.status === SEAT_STATUS.empty);
  return free ? sit(hall, free, playerId) : { status: SIM_SEAT_CODES.full, seatId: NO_SEAT_ID };
}

/**
 * PUT take: an empty seat (or one reserved for this player) becomes theirs and the seat they
 * held is freed; their own seat answers 0000; another's is 10001, reserved for another 10007,
 * an unknown seat 10000.
 */
export function takeIn(hall: SeatInfo[], playerId: string, seatId: number): SeatClaim {
  const target = hall.find((s) => s.seatId === seatId);
  const refuse = (status: string): SeatClaim => ({ status, seatId: NO_SEAT_ID });
  if (target === undefined) return refuse(SIM_SEAT_CODES.badRequest);
  if (isMine(target, playerId)) return { status: '0000', seatId };
  if (target.status === SEAT_STATUS.reserved) {
    return target.playerId === playerId
      ? sit(hall, target, playerId)
      : refuse(SIM_SEAT_CODES.reserved);
  }
  if (target.status !== SEAT_STATUS.empty) return refuse(SIM_SEAT_CODES.full);
  return sit(hall, target, playerId);
}
