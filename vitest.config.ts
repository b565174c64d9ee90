// Unit test config: tests/unit only (Playwright specs live in tests/e2e). Two projects: the unit
// suites in Node, and the panels' component tests (.test.tsx) on happy-dom with Testing Library.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Worker threads, not forked processes: each file still runs in a context of its own, and
    // the suite starts about 11 s sooner on 2 cores (60-65 s against 71-78 s).
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Two run
    // the suite in 79 s instead of 109-120 s (measured side by side on a quiet machine).
    maxWorkers: 2,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.tsx'],
        },
      },
    ],
  },
});
