// Runs in Node, first in `npm run test:e2e` (so in `npm test`): makes sure the machine has the
// Debian packages the end-to-end tests use (tests/support/setup-plan.ts). Installs what is
// missing with apt-get when it can (root, or sudo without a password), saying what and why;
// otherwise prints the command to run and exits 1. Never asks anything: CI has no stdin.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { type Probes, missingOf, planSetup, reasons, requirements } from './setup-plan.ts';

const quiet = { stdio: 'ignore' } as const;

/** The machine as it is. */
const machine: Probes = {
  executable(file) {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  installed(pkg) {
    const answer = spawnSync('dpkg', ['-s', pkg], { encoding: 'utf8' });
    return answer.status === 0 && answer.stdout.includes('Status: install ok installed');
  },
  hasApt: () => existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version'),
  isRoot: () => process.getuid?.() === 0,
  canSudo: () => spawnSync('sudo', ['-n', 'true'], quiet).status === 0,
};

const needs = requirements(process.env);
const plan = planSetup(needs, machine);
if (plan.kind === 'stop') {
  console.error(`\n${plan.message}\n\nWhat each is for:\n${reasons(plan.missing)}\n`);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(`Installing what the end-to-end tests need (once per machine):`);
  console.log(reasons(plan.missing));
  for (const [command = '', ...args] of plan.commands) {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const run = spawnSync(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      console.error(`\n${command} ${args.join(' ')} failed (exit ${String(run.status)}).`);
      process.exit(1);
    }
  }
  const still = missingOf(needs, machine);
  if (still.length > 0) {
    console.error(`\nStill missing after apt-get:\n${reasons(still)}`);
    process.exit(1);
  }
}
