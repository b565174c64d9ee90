// Runs in Node: starts the operator simulator as a player's `npm start` would, for the end-to-end
// tests and the browser benchmarks, and reads the player URL it prints.
import { type ChildProcess, spawn } from 'node:child_process';

/** A running simulator: the printed player URL and the way to stop it. */
export interface RunningSimulator {
  url: string;
  stop(): Promise<void>;
}

/**
 * How long a simulator may take to start: building its games took 4 to 17 s on this 2-core
 * machine under load (an end-to-end run builds them once, tests/e2e/global-setup.ts), and two
 * fault simulators starting beside the browsers of a full run once took over 30 s.
 */
export const SIM_START_MS = 120_000;

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`simulator printed no URL:\n${out}`)),
      SIM_START_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^Player URL: (http:\/\/127\.0\.0\.1\S+)$/m.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited with ${String(code)}:\n${out}`));
    });
  });
}

/**
 * Stops a simulator, then fails when a browser reported a Content-Security-Policy violation to
 * it during the run (pages and the engine worker alike report to its /__sim/csp-reports).
 */
export async function stopFailingOnCspReports(simulator: RunningSimulator): Promise<void> {
  const answer = await fetch(`${new URL(simulator.url).origin}/__sim/csp-reports`);
  const { reports } = (await answer.json()) as { reports: unknown[] };
  await simulator.stop();
  if (reports.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${JSON.stringify(reports, null, 2)}`);
  }
}

/** Bangkok (UTC+7) is half a day from this hour then: a run's clock never meets a refresh. */
const BANGKOK_UTC_OFFSET_HOURS = 7;
const questHourAway = (): number => (new Date().getUTCHours() + BANGKOK_UTC_OFFSET_HOURS + 12) % 24;

/**
 * Starts the simulator (serving the built `dist/`) on `port` and its neighbours. Its daily quests
 * refresh half a day from now: a test straddling midnight in Bangkok saw its quests reset.
 */
export function startSimulator(port: string): Promise<RunningSimulator> {
  return startScript('operator-sim/start.ts', { SIM_PORT: port });
}

/**
 * Starts `npm run dev` (operator-sim/dev.ts): Vite's dev server on `devPort`, serving the page
 * from source, against a simulator on `simPort` and its neighbours.
 */
export function startDevServer(simPort: number, devPort: number): Promise<RunningSimulator> {
  return startScript('operator-sim/dev.ts', {
    SIM_PORT: String(simPort),
    DEV_PORT: String(devPort),
  });
}

/** Runs one of the simulator's commands with `env` and reads the player URL it prints. */
async function startScript(script: string, env: Record<string, string>): Promise<RunningSimulator> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, SIM_QUEST_HOUR: String(questHourAway()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
