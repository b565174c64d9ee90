// The Valtio mirror: engine-side ops cross as plain batches and rebuild the same state.
import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { MirrorApplier, type MirrorBatch } from '../../../shared/mirror/mirror.ts';
import { createMirrorSource } from '../../../src-worker/mirror/mirror-source.ts';

interface Demo {
  user: { name: string; wallet: { balance: number } } | null;
  list: number[];
  tags: Record<string, string>;
  games: { id: number; name: string }[];
}

function pair() {
  const state = proxy<Demo>({ user: null, list: [1, 2, 3], tags: { a: 'x' }, games: [] });
  const source = createMirrorSource(state);
  const mirror: Record<string, unknown> = {};
  const resync = vi.fn(() => {
    applier.reset(source.snapshot());
  });
  const applier = new MirrorApplier<Demo>(mirror, resync);
  applier.reset(source.snapshot());
  const batches: MirrorBatch[] = [];
  source.listen((batch) => {
    batches.push(structuredClone(batch));
    applier.apply(structuredClone(batch));
  });
  // Valtio notifies in a microtask: two turns of the queue deliver the batch.
  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return { state, mirror, resync, batches, settle, applier, source };
}

describe('mirror', () => {
  it('mirrors nested objects, growing and shrinking arrays, deletes and replaced subtrees', async () => {
    const { state, mirror, settle } = pair();
    state.user = { name: 'ann', wallet: { balance: 1 } };
    await settle();
    state.user.wallet.balance = 2;
    state.list.push(4, 5);
    await settle();
    state.list.splice(1, 3);
    Reflect.deleteProperty(state.tags, 'a');
    state.tags['b'] = 'y';
    await settle();
    state.games = [{ id: 1, name: 'one' }];
    state.games = [
      { id: 2, name: 'two' },
      { id: 3, name: 'three' },
    ];
    await settle();
    state.games.length = 1;
    state.user = null;
    await settle();
    expect(mirror).toEqual(JSON.parse(JSON.stringify(state)));
    expect(mirror).toEqual({
      user: null,
      list: [1, 5],
      tags: { b: 'y' },
      games: [{ id: 2, name: 'two' }],
    });
  });

  it('sends one numbered batch per task with plain values only', async () => {
    const { state, batches, settle } = pair();
    state.list.push(9);
    state.tags['c'] = 'z';
    await settle();
    state.user = { name: 'bo', wallet: { balance: 3 } };
    await settle();
    expect(batches.map((b) => b.seq)).toEqual([1, 2]);
    expect(batches[1]!.ops).toEqual([['set', ['user'], { name: 'bo', wallet: { balance: 3 } }]]);
  });

  it('asks for a resync when a batch is missed and recovers the full state', async () => {
    const { state, mirror, resync, settle, applier } = pair();
    state.list.push(4);
    await settle();
    applier.apply({ seq: applier.sequence + 2, ops: [['set', ['list', '0'], 100]] });
    expect(resync).toHaveBeenCalledOnce();
    expect(mirror['list']).toEqual([1, 2, 3, 4]);
  });

  it('ignores a batch it already applied and resyncs on an op whose path is gone', () => {
    const mirror: Record<string, unknown> = {};
    const resync = vi.fn();
    const applier = new MirrorApplier(mirror, resync);
    applier.reset({ seq: 5, state: { a: { b: 1 } } });
    expect(applier.apply({ seq: 5, ops: [['set', ['a', 'b'], 99]] })).toBe(true);
    expect(mirror).toEqual({ a: { b: 1 } });
    expect(applier.apply({ seq: 6, ops: [['set', ['missing', 'x'], 1]] })).toBe(false);
    expect(resync).toHaveBeenCalledOnce();
  });

  it('never writes through __proto__', () => {
    const mirror: Record<string, unknown> = {};
    const applier = new MirrorApplier(mirror, vi.fn());
    applier.reset({ seq: 0, state: {} });
    applier.apply({ seq: 1, ops: [['set', ['__proto__', 'polluted'], true]] });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
