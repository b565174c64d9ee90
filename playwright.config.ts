// End-to-end config: Chromium's headless shell against the built app and the run's simulator.
import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from './tests/support/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Workers beyond the 2 cores keep both busy while tests wait (the simulator's lines, the
  // checker's fixed waits, the faults' delays). Measured in a cgroup on the whole suite (276
  // tests, this machine, one run each): 3 workers 7.2 min, 737 CPU-s, 1.70 cores busy; 4 workers
  // 6.4 min, 720 CPU-s, 1.88 cores. A fifth has under a tenth of a core left to fill.
  workers: 4,
  // No retries, in CI or here: a test green only on its second try is not evidence, and a real
  // regression that shows one time in three would land the same way. A flaky test is a bug to
  // find (docs/testing.md, Flaky tests); `npm run test:repeat -- <spec> <n>` runs a suspect n times.
  retries: 0,
  // A guard against a hang, not a measure of speed: each wait still fails after expect's 10 s.
  // A journey boots the whole container, and some play a card's spins or run axe twice; alone
  // they take 10-25 s, but under a full run's load on this 2-core machine the same journeys
  // took 45-48 s with no wait near its own timeout (CI: a seat change, a free-game card, the
  // API line's failover), so 45 s failed runs that had nothing wrong.
  timeout: 90_000,
  // screens.spec.ts: one picture per name, no platform suffix (CI runs on this kind of
  // machine: Debian's chromium and Noto fonts), under tests/e2e/screenshots/.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: {
    timeout: 10_000,
    // Same browser and fonts give the same pixels; what remains is anti-aliasing at the edges
    // of masks and gradients. 0.2 % of the pixels (460 at 360x640) is less than one short word,
    // so a word clipped, moved or in the wrong font still fails.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: process.env['CI'] ? 'list' : 'line',
  use: {
    headless: true,
    // A failure keeps its trace (each action, the network, the console). Recording screenshots
    // and DOM snapshots for every test cost over a third of the suite's time on 2 cores (boot
    // and dialogs: 3.0 min with them, 1.9 without); rerun a failure with `--trace on` for them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // A click on something that never comes (a dialog a refused tap did not open) would wait for
    // the test's 90 s, and the failure then named only what ran after it (a finally's cleanup,
    // against a closed page: CI, the API line's failover). Twice expect's wait names the step.
    actionTimeout: 20_000,
    // Chromium's headless shell: half the CPU of a boot in the full browser, which has its own
    // journey in engines.spec.ts (tests/support/chromium.ts, docs/testing.md).
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS },
  },
});
