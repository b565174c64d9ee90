// npm test's setup step (tests/support/setup.ts) decides from what the machine has: nothing
// missing, it does nothing; missing on Debian as root or with sudo, it installs exactly what is
// missing; anywhere else it stops with the command to run. The machine is probed through fakes.
import { describe, expect, it } from 'vitest';
import { type Probes, installLine, planSetup, requirements } from '../../support/setup-plan.ts';

const ALL = [
  'chromium-headless-shell',
  'chromium',
  'webkit2gtk-driver',
  'xvfb',
  'firefox-esr',
  'nginx',
];
const FILES: Record<string, string> = {
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/Xvfb': 'xvfb',
  '/usr/bin/firefox-esr': 'firefox-esr',
  '/usr/sbin/nginx': 'nginx',
};

/** A machine with `have` installed, apt-get or not, root or a user with or without sudo. */
function machine(
  have: string[],
  { apt = true, root = true, sudo = false }: { apt?: boolean; root?: boolean; sudo?: boolean } = {},
): Probes {
  return {
    executable: (file) => have.includes(FILES[file] ?? file),
    installed: (pkg) => have.includes(pkg),
    hasApt: () => apt,
    isRoot: () => root,
    canSudo: () => sudo,
  };
}

const needs = requirements({});
const EVERYTHING = [...ALL, 'fonts-noto-core', 'fonts-noto-cjk'];

describe('the setup plan', () => {
  it('does nothing when every package is there', () => {
    expect(planSetup(needs, machine(EVERYTHING))).toEqual({ kind: 'ready' });
  });

  it('installs exactly the missing packages with apt-get as root, after an update', () => {
    const have = ['chromium-headless-shell', 'chromium', 'nginx', 'fonts-noto-cjk'];
    const plan = planSetup(needs, machine(have));
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.missing.map((r) => r.pkg)).toEqual([
      'webkit2gtk-driver',
      'xvfb',
      'firefox-esr',
      'fonts-noto-core',
    ]);
    expect(plan.commands).toEqual([
      ['apt-get', 'update', '-qq'],
      [
        'apt-get',
        'install',
        '-y',
        '-qq',
        'webkit2gtk-driver',
        'xvfb',
        'firefox-esr',
        'fonts-noto-core',
      ],
    ]);
    // Each says why it is installed.
    for (const r of plan.missing) expect(r.why).not.toBe('');
  });

  it('goes through sudo -n for a user whose sudo needs no password', () => {
    const plan = planSetup(needs, machine(ALL, { root: false, sudo: true }));
    expect(plan).toMatchObject({
      kind: 'install',
      commands: [
        ['sudo', '-n', 'apt-get', 'update', '-qq'],
        ['sudo', '-n', 'apt-get', 'install', '-y', '-qq', 'fonts-noto-core', 'fonts-noto-cjk'],
      ],
    });
  });

  it('stops with the command to type for a user without sudo', () => {
    const plan = planSetup(needs, machine(['chromium'], { root: false, sudo: false }));
    expect(plan.kind).toBe('stop');
    if (plan.kind !== 'stop') return;
    const pkgs = EVERYTHING.filter((p) => p !== 'chromium');
    expect(plan.message).toContain(installLine(pkgs));
    expect(plan.message).toContain('cannot install them here');
  });

  it('stops on a machine without apt-get, even as root, naming the packages', () => {
    const plan = planSetup(needs, machine(['chromium', 'nginx'], { apt: false, sudo: true }));
    expect(plan.kind).toBe('stop');
    if (plan.kind !== 'stop') return;
    expect(plan.message).toContain('no apt-get');
    expect(plan.message).toContain('firefox-esr');
    expect(plan.message).not.toContain('chromium,');
  });

  it('installs the headless shell the suite drives on a machine with the full browser only', () => {
    const have = EVERYTHING.filter((p) => p !== 'chromium-headless-shell');
    const plan = planSetup(needs, machine(have));
    expect(plan).toMatchObject({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell'],
      ],
    });
  });

  it("takes a binary of one's own from the *_PATH variables", () => {
    const own = requirements({
      HEADLESS_SHELL_PATH: '/opt/shell',
      CHROMIUM_PATH: '/opt/chrome',
      FIREFOX_PATH: '/opt/firefox',
      NGINX_PATH: '/opt/nginx',
    });
    const have = ['/opt/shell', '/opt/chrome', '/opt/firefox', '/opt/nginx'];
    have.push('webkit2gtk-driver', 'xvfb');
    expect(planSetup(own, machine([...have, 'fonts-noto-core', 'fonts-noto-cjk']))).toEqual({
      kind: 'ready',
    });
    // Debian's builds do not count when the variables point elsewhere.
    const plan = planSetup(own, machine(EVERYTHING));
    expect(plan.kind === 'install' ? plan.missing.map((r) => r.pkg) : []).toEqual([
      'chromium-headless-shell',
      'chromium',
      'firefox-esr',
      'nginx',
    ]);
  });
});
