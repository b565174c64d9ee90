// Unit test config: Node environment, tests/unit only (Playwright specs live in tests/e2e).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['fake-indexeddb/auto'],
    testTimeout: 15_000,
  },
});
