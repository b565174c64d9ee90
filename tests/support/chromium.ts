// Runs in Node: Debian's Chromium builds as the end-to-end tests and the browser benchmarks start
// them (Playwright cannot download a browser here).

/** The full browser, as players run it: the benchmarks' (CHROMIUM_PATH, else Debian's). */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same version and engine
 * without the browser's own layer; Playwright's default for headless runs): what the end-to-end
 * tests drive. A boot to the game costs it about half the CPU of the full browser here (0.84
 * against 1.83 CPU-s, docs/testing.md). HEADLESS_SHELL_PATH overrides it.
 */
export const HEADLESS_SHELL_PATH =
  process.env['HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** Flags for a root, headless, offline machine: no sandbox, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.invalid ~NOTFOUND',
];

/**
 * The headless shell's flags: the browser's, and text laid out unhinted as the full browser lays
 * it out here. With the shell's own hinting, glyphs were wider: Thai and Bengali lines broke
 * elsewhere than in the full browser (206 of the 332 pictures differed; 95 now, by anti-aliasing).
 */
export const HEADLESS_SHELL_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];
