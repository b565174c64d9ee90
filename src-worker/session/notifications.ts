// Runs in the worker: promotion notifications (SPEC §7 server-sent events) routed by type, once each.
import type { SseMessage } from './sse-client.ts';
import { joinUrl } from '../../shared/lib/urls.ts';

/** Routes events to subscribers by type and drops repeats of recently seen ids. */
export interface NotificationHub {
  /** Listens to one event type, or every type with '*'; returns the unsubscribe function. */
  subscribe(type: string, fn: (m: SseMessage) => void): () => void;
  /** Delivers an event unless its id was seen among the last remembered ones. */
  dispatch(m: SseMessage): void;
  /** How many events were delivered (repeats dropped are not counted). */
  readonly delivered: number;
}

/** Options of createNotificationHub. */
export interface NotificationHubOptions {
  /** How many recent event ids are remembered for dropping repeats; default 500. */
  rememberIds?: number;
  /** Told about a subscriber that threw; the other subscribers still get the event. */
  onSubscriberError?(error: unknown, m: SseMessage): void;
}

/**
 * Creates a hub. Subscribers of the event's type are called first, then '*' subscribers,
 * each in subscription order. Events without an id are always delivered.
 */
export function createNotificationHub(options: NotificationHubOptions = {}): NotificationHub {
  const remember = Math.max(1, options.rememberIds ?? 500);
  const subscribers = new Map<string, Set<(m: SseMessage) => void>>();
  const seen = new Set<string>();
  const order: string[] = [];
  let delivered = 0;

  function isRepeat(id: string): boolean {
    if (id === '') return false;
    if (seen.has(id)) return true;
    seen.add(id);
    order.push(id);
    const oldest = order.length > remember ? order.shift() : undefined;
    if (oldest !== undefined) seen.delete(oldest);
    return false;
  }

  return {
    subscribe(type, fn) {
      let set = subscribers.get(type);
      if (set === undefined) {
        set = new Set();
        subscribers.set(type, set);
      }
      // Wrapped so the same function subscribed twice is two subscriptions.
      const entry = (m: SseMessage): void => fn(m);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    dispatch(m) {
      if (isRepeat(m.id)) return;
      delivered += 1;
      const all = m.type === '*' ? [] : (subscribers.get('*') ?? []);
      const targets = [...(subscribers.get(m.type) ?? []), ...all];
      for (const fn of targets) {
        try {
          fn(m);
        } catch (error) {
          options.onSubscriberError?.(error, m);
        }
      }
    },
    get delivered() {
      return delivered;
    },
  };
}

/** The promotion notification stream of a player (SPEC §7), loginTime in the query. */
export function notificationUrl(
  promotionOrigin: string,
  playerId: string,
  loginTime: number,
): string {
  const route = `/promotion/v1/notification/${encodeURIComponent(playerId)}`;
  return joinUrl(promotionOrigin, `${route}?loginTime=${loginTime}`);
}
