// Runs in Vitest (Node, fake-indexeddb): the key-value port on IndexedDB, as the worker uses it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { idbStore } from '../../../src-worker/engine/idb-store.ts';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});
afterEach(() => vi.unstubAllGlobals());

describe('idbStore', () => {
  it('reads the entries under a prefix only, in key order, and writes and deletes in bulk', async () => {
    const store = idbStore();
    await store.setMany([
      ['unsent_logs/b', { n: 2 }],
      ['unsent_logs/a', { n: 1 }],
      ['unsent_logs_lease', { owner: 'x' }],
      ['popups', [1]],
    ]);
    expect(await store.entries('unsent_logs/')).toEqual([
      ['unsent_logs/a', { n: 1 }],
      ['unsent_logs/b', { n: 2 }],
    ]);
    await store.delMany(['unsent_logs/a', 'popups']);
    expect(await store.entries('unsent_logs/')).toEqual([['unsent_logs/b', { n: 2 }]]);
    expect(await store.get('popups')).toBeUndefined();
  });

  it('updates a key in one transaction: two tabs counting at once lose no step', async () => {
    const tabs = [idbStore(), idbStore()];
    const add = (old: number | undefined) => (old ?? 0) + 1;
    await Promise.all(tabs.flatMap((s) => Array.from({ length: 20 }, () => s.update('n', add))));
    expect(await tabs[0]!.get('n')).toBe(40);
  });

  it('rejects, never throws, when IndexedDB refuses to open (a blocked private window)', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('blocked', 'InvalidStateError');
      },
    });
    const store = idbStore();
    const calls = [
      () => store.get('k'),
      () => store.set('k', 1),
      () => store.entries('k'),
      () => store.update('k', () => 1),
      () => store.delMany(['k']),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow('blocked');
  });
});
