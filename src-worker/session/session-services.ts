// Runs in the worker: what starts once the player is logged in: logs, notifications, the clock.
import { CLOCK_TICK_MS } from '../../shared/lib/constants.ts';
import type { EngineState, Orientation } from '../../shared/engine/engine-api.ts';
import type { EnvConfig } from '../boot/wire.ts';
import { createLogPipeline, type LogPipeline } from '../logs/log-pipeline.ts';
import { EMPTY_IDENTITY, type LogIdentity } from '../../shared/logs/log-event.ts';
import { postGameLog, postOrientation } from '../logs/log-posts.ts';
import { createNotificationHub, type NotificationHub, notificationUrl } from './notifications.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type * as SseModule from './sse-client.ts';

/**
 * Follows the server clock's 5 s ticks (SPEC §9), the one clock the countdowns read: `listener`
 * runs after each tick has moved `state.serverTime` on. Returns the way to stop following it.
 */
export type ServerTicks = (listener: () => void) => () => void;

/** The services of one session. */
export interface SessionServices {
  logs: LogPipeline;
  notifications: NotificationHub;
  /** The config is loaded: logs leave for its logCdn from now on, before the login. */
  configLoaded(config: EnvConfig): void;
  /** The login answered: logs carry the player (uid, player_id, client_code) from now on. */
  identify(): void;
  /** What follows the server clock beside the countdowns (the quests' daily refresh). */
  onTick: ServerTicks;
  /** Boot is done: the server clock starts. */
  loggedIn(config: EnvConfig): void;
  /** The notification stream opens, replaying from the login's server time (after loggedIn). */
  openStream(): void;
  pageVisibility(visible: boolean): void;
  orientation(value: Orientation): void;
  /** Forwards a game log to {gameLogCdn}. */
  gameLog(payload: unknown): void;
  dispose(): void;
}

/**
 * Creates the services; logs queue from the start and leave once the config names logCdn.
 * Until then (no token, unknown environment, config down) an error's flush writes them to
 * unsent_logs, and they leave with the next visit that loads a config (docs/decisions.md).
 */
export function createSessionServices(
  ports: EnginePorts,
  state: EngineState,
  /** The notification stream's fetch (the engine's, which feeds the disconnected flag). */
  streamFetch: typeof fetch = ports.fetch,
): SessionServices {
  const sessionId = ports.randomId();
  // The login token must never leave in a log body.
  const logDeps = { ...ports, secrets: () => [ports.query.x] };
  const logs = createLogPipeline(logDeps);
  logs.setIdentity({ session_id: sessionId });
  // The page's own last events (its failures, health, vitals) name the same session.
  const target = (identity: Partial<LogIdentity>, endpoint?: string): void => {
    const now = state.logTarget ?? { endpoint: null, identity: { ...EMPTY_IDENTITY } };
    state.logTarget = {
      ...now,
      endpoint: endpoint ?? now.endpoint,
      identity: { ...now.identity, ...identity },
    };
  };
  target({ session_id: sessionId });
  const notifications = createNotificationHub();
  let sse: SseModule.SseClient | null = null;
  let disposed = false;
  // The stream's client and its parser load apart from the worker's first script, off the
  // boot's critical path (docs/performance.md): asked for as the stream opens, once the game is
  // ready, so that they never share the player's line with the login or the game.
  let sseModule: Promise<typeof SseModule> | null = null;
  const loadSse = () => (sseModule ??= import('./sse-client.ts'));
  let config: EnvConfig | null = null;
  let clock: unknown = null;
  const ticks = new Set<() => void>();
  /** The login's server time: the stream replays what came since, however late it opens. */
  let loginTime = 0;

  const identify = (): void => {
    const user = state.user;
    if (user) {
      const identity = { player_id: user.accountId, client_code: user.clientCode, uid: user.uid };
      logs.setIdentity(identity);
      target(identity);
    }
  };

  return {
    logs,
    notifications,
    configLoaded(envConfig) {
      config = envConfig;
      logs.setEndpoint(envConfig.logCdn);
      target({}, envConfig.logCdn);
    },
    identify,
    onTick(listener) {
      ticks.add(listener);
      return () => ticks.delete(listener);
    },
    loggedIn(envConfig) {
      if (config !== envConfig) {
        config = envConfig;
        logs.setEndpoint(envConfig.logCdn);
        target({}, envConfig.logCdn);
      }
      identify();
      loginTime = state.serverTime ?? 0;
      clock = ports.clock.setInterval(() => {
        if (state.serverTime === null) return;
        state.serverTime += CLOCK_TICK_MS;
        for (const listener of ticks) listener();
      }, CLOCK_TICK_MS);
    },
    openStream() {
      const user = state.user;
      if (user && config && !disposed) {
        const url = notificationUrl(config.servers.promotion, user.accountId, loginTime);
        void loadSse().then(
          ({ createSseClient }) => {
            if (disposed) return;
            sse = createSseClient(
              { ...ports, fetch: streamFetch },
              {
                url,
                headers: { Authorization: ports.query.x },
                onMessage: (message) => notifications.dispatch(message),
                // A wrong status or content type stops the stream for good: operators must hear of it.
                onStop: (stop) => {
                  if (stop.reason !== 'stopped') logs.log('sse', 'stopped', stop);
                },
              },
            );
            sse.start();
          },
          (error: unknown) => {
            // The stream's own script did not come: operators hear of it, the game plays on.
            logs.log('sse', 'stopped', { reason: 'not-loaded', detail: String(error) });
          },
        );
      }
    },
    pageVisibility(visible) {
      if (!visible) logs.pageHidden();
    },
    orientation(value) {
      if (config) void postOrientation(logDeps, config.logger, value);
    },
    gameLog(payload) {
      if (config) void postGameLog(logDeps, config.gameLogCdn, payload);
    },
    dispose() {
      disposed = true;
      sse?.stop();
      logs.dispose();
      if (clock !== null) ports.clock.clearInterval(clock);
      ticks.clear();
    },
  };
}
