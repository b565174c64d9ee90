// A service whose chunk is still loading, as the engine uses the promotions, seats and jackpots
// before their after-login chunk is in (src-worker/lib/later.ts): calls made meanwhile wait and
// keep their order, answers come back, a chunk that fails is asked for again.
import { describe, expect, it } from 'vitest';
import { later, once } from '../../../src-worker/lib/later.ts';

interface Counter {
  add(n: number): void;
  total(): Promise<number>;
}

const COUNTER_CALLS = { add: true, total: true } as const;

/** A counter service behind a load the test finishes (or fails) when it wants. */
function loading() {
  const calls: string[] = [];
  let finish!: () => void;
  let fail!: (error: Error) => void;
  let loads = 0;
  const make = (): Promise<Counter> => {
    loads += 1;
    return new Promise<Counter>((resolve, reject) => {
      let sum = 0;
      finish = () =>
        resolve({
          add: (n) => {
            calls.push(`add ${n}`);
            sum += n;
          },
          total: () => Promise.resolve(sum),
        });
      fail = reject;
    });
  };
  return { calls, make, finish: () => finish(), fail: (e: Error) => fail(e), loads: () => loads };
}

describe('later', () => {
  it('holds the calls made before the service is in, then makes them in order', async () => {
    const chunk = loading();
    const counter = later<Counter>(once(chunk.make), COUNTER_CALLS);
    counter.add(1);
    counter.add(2);
    const total = counter.total();
    expect(chunk.calls).toEqual([]);
    chunk.finish();
    expect(await total).toBe(3);
    expect(chunk.calls).toEqual(['add 1', 'add 2']);
    // Once it is in, a call goes straight to it.
    counter.add(4);
    expect(chunk.calls).toEqual(['add 1', 'add 2', 'add 4']);
    expect(chunk.loads()).toBe(1);
  });

  it('asks for nothing until the first call, so whoever makes it chooses when the chunk loads', async () => {
    const chunk = loading();
    const counter = later<Counter>(once(chunk.make), COUNTER_CALLS);
    expect(chunk.loads()).toBe(0);
    const total = counter.total();
    expect(chunk.loads()).toBe(1);
    chunk.finish();
    expect(await total).toBe(0);
  });

  it('a call made once someone else loaded it goes straight in, but never ahead of calls that wait', async () => {
    const chunk = loading();
    let made: Counter | null = null;
    const load = once(() => chunk.make().then((c) => (made = c)));
    const counter = later<Counter>(load, COUNTER_CALLS, () => made);
    counter.add(1);
    chunk.finish();
    await load();
    // In, by another's call, while `add 1` is still on its way: `add 2` keeps its turn.
    counter.add(2);
    expect(chunk.calls).toEqual([]);
    expect(await counter.total()).toBe(3);
    expect(chunk.calls).toEqual(['add 1', 'add 2']);
    const fresh = later<Counter>(load, COUNTER_CALLS, () => made);
    fresh.add(3);
    expect(chunk.calls).toEqual(['add 1', 'add 2', 'add 3']);
  });

  it('a call that meets a failed load rejects; the next call asks for the chunk again', async () => {
    const chunk = loading();
    const counter = later<Counter>(once(chunk.make), COUNTER_CALLS);
    const first = counter.total();
    // An ignored call's failure is nobody's unhandled rejection (vitest would fail the run).
    counter.add(5);
    chunk.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = counter.total();
    expect(chunk.loads()).toBe(2);
    chunk.finish();
    expect(await second).toBe(0);
    counter.add(6);
    expect(await counter.total()).toBe(6);
  });
});
