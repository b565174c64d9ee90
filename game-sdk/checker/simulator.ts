// Runs in Node (the checker): the operator simulator the game is checked in, a running one
// (--sim) or one the checker starts from this repository's operator-sim/ and stops after.
import type { Rules } from '../src/rules.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A simulator to check in: its app origin, and how to stop it (a no-op for --sim). */
export interface Simulator {
  appUrl: string;
  stop(): Promise<void>;
}

/** How long a simulator may take to start (it builds the demo games) on a busy 2-core machine. */
const START_MS = 120_000;

/** The repository holding operator-sim/ and the built container (dist/), above this file. */
function repositoryRoot(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'operator-sim', 'start.ts'))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

function waitForAppUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`the simulator printed no URL:\n${out}`)),
      START_MS,
    );
    const read = (chunk: Buffer): void => {
      out += chunk.toString();
      const match = /^Player URL: (http:\/\/127\.0\.0\.1:\d+)\//m.exec(out);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the simulator exited with ${String(code)}:\n${out}`));
    });
  });
}

/**
 * Starts the simulator on `port` (and its neighbours, up to port+10) from this repository. It
 * serves the container built in dist/: without one the check would only see a 503 page.
 */
export async function startSimulator(port: number): Promise<Simulator> {
  const root = repositoryRoot();
  if (root === null) {
    throw new Error(
      'no operator simulator to start here (it is operator-sim/ of the game-container repository, ' +
        'which a published package does not hold): pass --sim <url> (a running simulator) or ' +
        '--player-url <url> (a container page that embeds your game)',
    );
  }
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error(`the container is not built: run \`npx vite build\` in ${root} first`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'operator-sim/start.ts'], {
    cwd: root,
    env: { ...process.env, SIM_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const appUrl = await waitForAppUrl(child);
  return {
    appUrl,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** A running simulator at `url` (its app origin); the checker leaves it running. */
export function runningSimulator(url: string): Simulator {
  return { appUrl: new URL(url).origin, stop: () => Promise.resolve() };
}

/**
 * The player URL that embeds `gameUrl` (as game `mType`) in the simulator's container, under the
 * jurisdiction profile `rules` when given (the container then tells the game and enforces them).
 */
export async function checkerPlayerUrl(
  sim: Simulator,
  gameUrl: string,
  mType: number,
  rules?: Readonly<Rules>,
) {
  const query = new URLSearchParams({ game: gameUrl, mType: String(mType) });
  if (rules) query.set('rules', JSON.stringify(rules));
  const answer = await fetch(`${sim.appUrl}/__sim/checker?${query.toString()}`).catch(
    (error: unknown) => {
      throw new Error(`no simulator answers at ${sim.appUrl} (is it running?)`, { cause: error });
    },
  );
  const body = (await answer.json()) as { playerUrl?: string; error?: string };
  if (!answer.ok || body.playerUrl === undefined) {
    throw new Error(
      `the simulator at ${sim.appUrl} refused the game: ${body.error ?? answer.statusText}`,
    );
  }
  return body.playerUrl;
}
