// Runs in Node: what the end-to-end tests need from the machine (Debian packages), and what
// `npm test`'s setup step does about what is missing. Pure: the machine is asked through the
// probes given, so tests/unit/support-setup/setup-plan.test.ts decides every case without one.

/** One Debian package the end-to-end tests use, how to see it is there, and why it is needed. */
export interface Requirement {
  pkg: string;
  /** A file the package installs (a binary, or a path an environment variable overrides). */
  file?: string;
  why: string;
}

/** The environment variables that point the tests at binaries of one's own. */
type Env = Record<string, string | undefined>;

/** What the suite needs, in the order it is reported. `env` overrides the binaries' paths. */
export function requirements(env: Env): Requirement[] {
  return [
    {
      pkg: 'chromium-headless-shell',
      file: env['HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell',
      why: 'the browser the end-to-end tests drive, at half the CPU of the full one (HEADLESS_SHELL_PATH overrides it)',
    },
    {
      pkg: 'chromium',
      file: env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      why: "the full browser's journey in tests/e2e/engines.spec.ts (CHROMIUM_PATH overrides it)",
    },
    {
      pkg: 'webkit2gtk-driver',
      file: '/usr/bin/WebKitWebDriver',
      why: "WebKit's journey in tests/e2e/engines.spec.ts",
    },
    { pkg: 'xvfb', file: '/usr/bin/Xvfb', why: "the display WebKit's window opens on" },
    {
      pkg: 'firefox-esr',
      file: env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr',
      why: "Firefox's journey in tests/e2e/engines.spec.ts (FIREFOX_PATH overrides it)",
    },
    {
      pkg: 'nginx',
      file: env['NGINX_PATH'] ?? '/usr/sbin/nginx',
      why: 'tests/e2e/nginx.spec.ts serves the build through it (NGINX_PATH overrides it)',
    },
    {
      pkg: 'fonts-noto-core',
      why: 'Thai, Bengali and Hindi text in the screenshots (boxes without it)',
    },
    { pkg: 'fonts-noto-cjk', why: 'Chinese and Korean text in the screenshots' },
  ];
}

/** What the setup step may ask of the machine. */
export interface Probes {
  /** Whether a file exists and is executable. */
  executable(file: string): boolean;
  /** Whether Debian's package database has `pkg` installed (`dpkg -s`); false without dpkg. */
  installed(pkg: string): boolean;
  /** Whether the machine installs with apt-get (Debian or a derivative). */
  hasApt(): boolean;
  /** Whether this process runs as root. */
  isRoot(): boolean;
  /** Whether `sudo -n true` works: sudo without a password prompt. */
  canSudo(): boolean;
}

/** What the setup step does. */
export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; missing: Requirement[]; commands: string[][] }
  | { kind: 'stop'; missing: Requirement[]; message: string };

/** The apt-get commands that install `pkgs`, prefixed with sudo when not root. */
function aptCommands(pkgs: string[], sudo: boolean): string[][] {
  const pre = sudo ? ['sudo', '-n'] : [];
  return [
    [...pre, 'apt-get', 'update', '-qq'],
    [...pre, 'apt-get', 'install', '-y', '-qq', ...pkgs],
  ];
}

/** The one line a person types to install `pkgs`. */
export const installLine = (pkgs: string[]): string =>
  `sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`;

/** Missing: a requirement whose file is not executable, or whose package is not installed. */
export function missingOf(needs: readonly Requirement[], probes: Probes): Requirement[] {
  return needs.filter((r) =>
    r.file === undefined ? !probes.installed(r.pkg) : !probes.executable(r.file),
  );
}

/**
 * Nothing missing: ready. Missing on a machine with apt-get, as root or with sudo that needs no
 * password (CI has no one to type it): install. Otherwise stop, with the command to run.
 */
export function planSetup(needs: readonly Requirement[], probes: Probes): Plan {
  const missing = missingOf(needs, probes);
  if (missing.length === 0) return { kind: 'ready' };
  const pkgs = missing.map((r) => r.pkg);
  if (probes.hasApt()) {
    if (probes.isRoot()) return { kind: 'install', missing, commands: aptCommands(pkgs, false) };
    if (probes.canSudo()) return { kind: 'install', missing, commands: aptCommands(pkgs, true) };
  }
  const how = probes.hasApt()
    ? `Run, as root or with sudo:\n  ${installLine(pkgs)}`
    : `This machine has no apt-get: install the packages' equivalents, or point CHROMIUM_PATH, ` +
      `FIREFOX_PATH and NGINX_PATH at your own builds (the suite runs on Debian 12).` +
      `\nOn Debian: ${installLine(pkgs)}`;
  return {
    kind: 'stop',
    missing,
    message: `The end-to-end tests need ${pkgs.join(', ')}, which this machine lacks, and npm test cannot install them here.\n${how}`,
  };
}

/** What is missing and why, one package a line. */
export const reasons = (missing: readonly Requirement[]): string =>
  missing.map((r) => `  ${r.pkg}: ${r.why}`).join('\n');
