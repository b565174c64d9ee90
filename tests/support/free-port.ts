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
