// Unit test config: Node environment, tests/unit only (Playwright specs live in tests/e2e).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads, not forked processes: each file still runs in a context of its own, and
    // the suite starts about 11 s sooner on 2 cores (60-65 s against 71-78 s).
    pool: 'threads',
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 15_000,
  },
});
