// Bench config: the engine soak runs in a forked Node with --expose-gc so heap figures are real.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/bench/**/*.soak.ts'],
    setupFiles: ['fake-indexeddb/auto'],
    pool: 'forks',
    execArgv: ['--expose-gc'],
    testTimeout: 300_000,
  },
});
