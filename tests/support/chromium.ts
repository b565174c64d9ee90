// Runs in Node: Debian's chromium as the end-to-end tests and the browser benchmarks start it
// (Playwright cannot download a browser here).

/** The browser binary: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
];
