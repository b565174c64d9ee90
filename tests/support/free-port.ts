// Runs in Node: a loopback port for a server a test starts, where a fixed one could be taken.
import { createServer } from 'node:net';

/** A free loopback port (the kernel picks it; it is free again once the probe closes). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Whether `port` on loopback can be listened on now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free loopback ports, for a server that takes a block (the
 * simulator: its app, lines and game origins). Drawn below Linux's ephemeral range (32768 up),
 * where a fixed port could be taken by any outgoing connection's own end.
 */
export async function freePortBlock(count: number): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await Promise.all(Array.from({ length: count }, (_, i) => bindable(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no ${count} free ports in a row`);
}
