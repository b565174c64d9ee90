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
          // The files of a worker share their imports (the engine, msw, the simulator): imports
          // were over half the time of most files, and the suite's CPU time fell by a quarter to
          // a third. Safe because every file starts its own world, msw server and engines (the
          // support helpers), stubs no module and restores its globals and timers; checked on
          // one worker with the files shuffled. The components keep a fresh DOM per file.
          isolate: false,
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto', './tests/unit/support/no-leaks.ts'],
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
