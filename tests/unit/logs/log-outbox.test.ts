// Runs in Vitest (Node): the durable outbox alone: write-ahead, settling, the cap, orphans.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_IDENTITY,
  createLogEvent,
  eventBytes,
  type LogEvent,
} from '../../../shared/logs/log-event.ts';
import { LogOutbox } from '../../../src-worker/logs/log-outbox.ts';
import { memoryStore } from '../../../src-worker/lib/ports.ts';
import { fullStore, unsentIds } from '../support/log-stores.ts';

let n = 0;
const event = (pad = '', at = n): LogEvent =>
  createLogEvent({
    id: `e${++n}`,
    now: at,
    type: 'info',
    event: 'x',
    content: { pad },
    identity: EMPTY_IDENTITY,
    secrets: [],
  });

const alive =
  (...owners: string[]) =>
  () =>
    Promise.resolve(new Set(owners));

describe('the durable outbox', () => {
  it('writes each event’s record only once its owner is alive, and says when all are written', async () => {
    const store = memoryStore();
    let alive = (): void => undefined;
    const box = new LogOutbox(store, 'me', new Promise<void>((r) => (alive = r)), 1e6);
    const e = event();
    box.add(e);
    await Promise.resolve();
    expect(await unsentIds(store)).toEqual([]);
    alive();
    await box.written();
    expect(await store.get(`unsent_logs/${e.event_id}`)).toEqual({ owner: 'me', event: e });
  });

  it('deletes a record once the server accepted it or refused it for good, never on a retry', async () => {
    const store = memoryStore();
    const box = new LogOutbox(store, 'me', Promise.resolve(), 1e6);
    const [a, b, c] = [event(), event(), event()];
    for (const e of [a, b, c]) box.add(e);
    box.settle([a], { kind: 'retry', afterMs: null });
    box.settle([b], { kind: 'sent' });
    box.settle([c], { kind: 'rejected', status: 400 });
    await box.written();
    expect(await unsentIds(store)).toEqual([a.event_id]);
    expect(box.idle()).toEqual([a]);
    expect({ sent: box.sent, dropped: box.dropped, unreported: box.unreported }).toEqual({
      sent: 1,
      dropped: 1,
      unreported: 1,
    });
  });

  it('keeps an event in memory when the store refuses its record (quota exceeded)', async () => {
    const box = new LogOutbox(fullStore(), 'me', Promise.resolve(), 1e6);
    const e = event();
    box.add(e);
    await box.written();
    expect(box.idle()).toEqual([e]);
    expect(box.waiting(e)).toBe(true);
  });

  it('drops the oldest events (kept ones first) beyond its bytes, deleting their records', async () => {
    const store = memoryStore();
    const old = [event('k'.repeat(400)), event('k'.repeat(400))];
    // Room for three of them as one JSON array.
    const box = new LogOutbox(store, 'me', Promise.resolve(), 3 * eventBytes(old[0]!) + 20);
    for (const e of old) box.add(e);
    box.takeBatch(2);
    box.endBatch();
    const fresh = [event('f'.repeat(400)), event('f'.repeat(400))];
    for (const e of fresh) box.add(e);
    await box.written();
    expect(box.dropped).toBe(1);
    expect(box.idle().map((e) => e.event_id)).toEqual([old[1], ...fresh].map((e) => e!.event_id));
    expect(await unsentIds(store)).toEqual([old[1], ...fresh].map((e) => e!.event_id));
  });

  it('hands out the records of owners that are gone, never its own or a live tab’s', async () => {
    const store = memoryStore();
    const gone = new LogOutbox(store, 'gone', Promise.resolve(), 1e6);
    const other = new LogOutbox(store, 'other', Promise.resolve(), 1e6);
    const box = new LogOutbox(store, 'me', Promise.resolve(), 1e6);
    const orphan = event();
    gone.add(orphan);
    other.add(event());
    box.add(event());
    await Promise.all([gone.written(), other.written(), box.written()]);
    expect(await box.orphans(alive('me', 'other'))).toEqual({
      orphans: [orphan],
      othersWaiting: 1,
    });
    expect(await box.orphans(() => Promise.resolve(null))).toEqual({
      orphans: [],
      othersWaiting: 2,
    });
  });

  it('keeps orphans within its bytes too: the oldest beyond go, counted and deleted', async () => {
    const store = memoryStore();
    const gone = new LogOutbox(store, 'gone', Promise.resolve(), 1e6);
    const events = [1, 2, 3].map((at) => event('o'.repeat(600), at));
    for (const e of events) gone.add(e);
    await gone.written();
    const box = new LogOutbox(store, 'me', Promise.resolve(), 1_500);
    const { orphans } = await box.orphans(alive('me'));
    expect(orphans.map((e) => e.event_id)).toEqual(events.slice(1).map((e) => e.event_id));
    expect(box.dropped).toBe(1);
    expect(await unsentIds(store)).toEqual(events.slice(1).map((e) => e.event_id));
  });
});
