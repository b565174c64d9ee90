// End-to-end config: Chromium's headless shell against the built app and the run's simulator.
import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from './tests/support/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // A third worker on this 2-core machine keeps both cores busy while a test waits: on the
  // simulator's lines (20 to 1500 ms), the faults' delays, chaos's held calls. It won 6.0 min to
  // 6.3-6.9 with two when the suite still waited in real time; with the engine's timers now
  // moved on by tests (docs/testing.md) most of what is left is booting, which a third worker
  // neither speeds nor slows much, and a fourth would only share the same two cores.
  workers: 3,
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
