// Starts the operator simulator as a player's `npm start` would and reads the URL it prints.
import { type ChildProcess, spawn } from 'node:child_process';

const PORT = process.env['E2E_SIM_PORT'] ?? '4400';

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`simulator printed no URL:\n${out}`)), 30_000);
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

/** Starts the simulator on its own ports and hands the printed URL to the tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'operator-sim/start.ts'], {
    env: { ...process.env, SIM_PORT: PORT },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child);
  process.env['PLAYER_URL'] = url;
  process.env['APP_ORIGIN'] = new URL(url).origin;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
