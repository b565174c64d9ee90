// Runs in Node: Stoplight Prism (`@stoplight/prism-cli`, a dev dependency) on 127.0.0.1 for the
// contract's tests: `prism mock` answering from docs/operator-api.yaml (its examples, or with
// `dynamic` answers generated from its schemas: `prism mock -d`), or `prism proxy` in front of the
// simulator, which marks each answer that breaks the document (sl-violations).
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { OPERATOR_API_FILE } from '../contract/operator-api.ts';

/** Prism's command line script, started with this Node (so the PID is Prism's own). */
const PRISM_CLI = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

/** How long Prism may take to read the document and listen (about 10 s on 2 busy cores). */
export const PRISM_START_MS = 60_000;

/** A running Prism. */
export interface RunningPrism {
  origin: string;
  /** Everything Prism printed (its `Violation` lines among them). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `prism <mode> docs/operator-api.yaml [upstream]` on 127.0.0.1:`port`. */
export async function startPrism(
  mode: 'mock' | 'dynamic' | 'proxy',
  port: number,
  upstream?: string,
): Promise<RunningPrism> {
  const command = mode === 'dynamic' ? 'mock' : mode;
  const args = [
    PRISM_CLI,
    command,
    OPERATOR_API_FILE,
    ...(upstream === undefined ? [] : [upstream]),
  ];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...args,
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      // One process: its PID is the server's, and Prism's fork fails under a test runner.
      '--multiprocess=false',
      ...(mode === 'proxy' ? ['--errors=false'] : []),
      ...(mode === 'dynamic' ? ['--dynamic'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      text += chunk.toString();
      if (text.includes('Prism is listening')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`prism ${command} exited (${code}): ${text}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => text,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
