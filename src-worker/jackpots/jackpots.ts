// Runs in the worker (and in Node): linked jackpots after login: the current game's pools with
// live values, the winner lists, and the hit notices (SPEC §2 jackpot panel, §3, §7, §9).
import {
  advanceHits,
  emptyHitQueue,
  type HitQueue,
  isLinkedHit,
  isLinkedSeries,
  offerHit,
  parseHit,
  poolsForGame,
  typeIdOf,
} from './jackpot-rules.ts';
import type { JackpotState, LinkedPool } from '../../shared/jackpots/jackpot-state.ts';
import type { LinkedSeries } from '../../shared/jackpots/jackpot-types.ts';
import type { JackpotHit } from '../../shared/jackpots/jackpot-types.ts';
import type { JackpotGroup } from './jackpot-schema.ts';
import type { EnvConfig } from '../boot/wire.ts';
import { coalesce } from '../lib/coalesce.ts';
import { createJackpotClient, type JackpotClient, type JackpotReaders } from './jackpot-client.ts';
import type { NotificationHub } from '../session/notifications.ts';
import { SSE_EVENTS } from '../session/sse-events.ts';
import type { EnginePorts, ReadersPort } from '../lib/ports.ts';
import { ALWAYS_IDLE, type RoundGate } from '../lib/round-gate.ts';

/** The SSE event types the jackpots listen to (data: a hit's JSON; anything for pools). */
export const JACKPOT_EVENTS = {
  hit: SSE_EVENTS.jackpotHit,
  pools: SSE_EVENTS.jackpotPools,
} as const;

/** Pool values are fetched again this often while the game runs. */
export const POOL_POLL_MS = 10_000;

/** A burst of `jackpotPools` events fetches the pools at most once per this gap. */
export const POOL_RELOAD_GAP_MS = 2_000;

/** The jackpots' part of the engine. Nothing here ever throws or rejects. */
export interface JackpotService {
  /**
   * After login: loads the groups from config.servers.jackpot, then keeps the pool values live
   * (on `jackpotPools` events, coalesced, and every 10 s). Resolves when the first load is done.
   * A second call (another game) replaces the first.
   */
  start(config: EnvConfig, gameId: number): Promise<void>;
  /**
   * Loads a series' winners (the panel opened on it); a failure keeps what was shown. Each load
   * ends by counting itself in `winnersLoads`, whatever its outcome.
   */
  loadWinners(series: LinkedSeries): Promise<void>;
  /** A jackpot broadcast from the game frame: validated, then queued like an SSE hit. */
  hit(data: unknown): void;
  /** Stops the timers and subscriptions; the state stays as it was. */
  dispose(): void;
}

/** What one start() runs: its client, game, groups and stop functions. */
interface Session {
  client: JackpotClient;
  gameId: number;
  groups: JackpotGroup[];
  stops: (() => void)[];
  started: Promise<void>;
  /** The newest groups request sent, and the newest one whose answer was applied. */
  sent: number;
  applied: number;
}

const samePools = (a: readonly LinkedPool[], b: readonly LinkedPool[]): boolean =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i];
    return (
      q !== undefined && p.series === q.series && p.poolId === q.poolId && p.poolName === q.poolName
    );
  });

/** Creates the jackpots over their state slice; hits are taken at once, pools after `start`. */
export function createJackpots(
  ports: EnginePorts & ReadersPort<JackpotReaders>,
  jackpots: JackpotState,
  notifications: NotificationHub,
  /** True while the engine is disconnected (SPEC §4): the pools' poll waits. */
  offline: () => boolean = () => false,
  /** The round in play: no hit notice lands on it; they wait for the game to be idle. */
  round: RoundGate = ALWAYS_IDLE,
): JackpotService {
  let session: Session | null = null;
  let queue: HitQueue = emptyHitQueue();
  let shown: JackpotHit | null = null;
  let noticeTimer: unknown = null;
  let disposed = false;
  const winnersAsked: Partial<Record<LinkedSeries, number>> = {};

  // Read after every await: the engine may have stopped or started another game meanwhile.
  const isCurrent = (s: Session): boolean => !disposed && session === s;
  const isDisposed = (): boolean => disposed;

  const clearNoticeTimer = (): void => {
    if (noticeTimer !== null) ports.clock.clearTimeout(noticeTimer);
    noticeTimer = null;
  };

  // Writes only what changed: every write is a message to the UI on a slow phone.
  const showQueue = (): void => {
    if (shown !== queue.current) {
      shown = queue.current;
      jackpots.notice = shown === null ? null : { ...shown };
    }
    if (jackpots.queued !== queue.waiting.length) jackpots.queued = queue.waiting.length;
    clearNoticeTimer();
    if (queue.until !== null && !disposed) {
      const wait = Math.max(0, queue.until - ports.clock.now());
      noticeTimer = ports.clock.setTimeout(nextNotice, wait);
    }
  };

  function nextNotice(): void {
    noticeTimer = null;
    queue = advanceHits(queue, ports.clock.now(), { held: round.inPlay() });
    showQueue();
  }
  const stopIdle = round.onIdle(nextNotice);

  const take = (data: unknown): void => {
    if (disposed) return;
    try {
      const hit = parseHit(data);
      if (hit === null || !isLinkedHit(hit)) return;
      const next = offerHit(queue, hit, ports.clock.now(), { held: round.inPlay() });
      if (next === queue) return;
      queue = next;
      showQueue();
    } catch {
      // A broadcast never breaks the game.
    }
  };

  const stopHits = notifications.subscribe(JACKPOT_EVENTS.hit, (m) => take(m.data));

  const applyPools = (next: LinkedPool[]): void => {
    if (!samePools(jackpots.pools, next)) {
      jackpots.pools = next;
      return;
    }
    // Same pools: only values that moved are written.
    next.forEach((pool, i) => {
      const current = jackpots.pools[i];
      if (current && current.value !== pool.value) current.value = pool.value;
    });
  };

  const loadGroups = async (s: Session): Promise<void> => {
    const mine = ++s.sent;
    const groups = await s.client.groups();
    // A late answer, another game's session or a stopped engine: nothing to write.
    if (!isCurrent(s) || mine < s.applied) return;
    // An empty answer (a failure, or a blip on a mobile line) keeps the values shown.
    if (groups.length === 0) return;
    s.applied = mine;
    s.groups = groups;
    applyPools(poolsForGame(groups, s.gameId));
  };

  const stopSession = (): void => {
    if (session === null) return;
    for (const stop of session.stops.splice(0)) stop();
    session = null;
  };

  return {
    start(config, gameId) {
      if (disposed) return Promise.resolve();
      try {
        stopSession();
        const client = createJackpotClient(ports, {
          jackpot: config.servers.jackpot,
          token: ports.query.x,
        });
        const s: Session = {
          client,
          gameId,
          groups: [],
          stops: [],
          started: Promise.resolve(),
          sent: 0,
          applied: 0,
        };
        session = s;
        if (jackpots.pools.length > 0) jackpots.pools = [];
        const reload = coalesce(ports.clock, () => loadGroups(s), POOL_RELOAD_GAP_MS);
        const poll = ports.clock.setInterval(() => {
          if (!offline()) reload.trigger();
        }, POOL_POLL_MS);
        s.stops.push(
          notifications.subscribe(JACKPOT_EVENTS.pools, () => reload.trigger()),
          () => reload.dispose(),
          () => ports.clock.clearInterval(poll),
        );
        s.started = loadGroups(s).catch(() => undefined);
        return s.started;
      } catch {
        return Promise.resolve();
      }
    },
    async loadWinners(series) {
      if (disposed || !isLinkedSeries(series)) return;
      try {
        const s = session;
        if (s === null) return;
        await s.started;
        const typeId = typeIdOf(s.groups, series, s.gameId);
        if (typeId === null) return;
        const mine = (winnersAsked[series] ?? 0) + 1;
        winnersAsked[series] = mine;
        const winners = await s.client.winners(typeId);
        if (!isCurrent(s) || winnersAsked[series] !== mine) return;
        // An empty answer (a failure too) keeps the list shown.
        if (winners.length > 0) jackpots.winners[series] = winners;
      } catch {
        // The panel keeps what it showed.
      } finally {
        // In the same task as the winners: the page sees both in one batch.
        if (!isDisposed()) jackpots.winnersLoads[series] += 1;
      }
    },
    hit: take,
    dispose() {
      if (disposed) return;
      disposed = true;
      stopIdle();
      stopHits();
      stopSession();
      clearNoticeTimer();
    },
  };
}
