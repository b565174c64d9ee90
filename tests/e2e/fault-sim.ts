// A simulator of their own for the fault specs: their faults (dead lines, a log server down,
// dropped streams, chaos) must not reach the other specs, which share the suite's simulator.
import type { APIRequestContext } from '@playwright/test';
import {
  type RunningSimulator,
  startSimulator,
  stopFailingOnCspReports,
} from '../support/simulator.ts';
import type { FaultRule } from '../../operator-sim/faults.ts';
import { specPort } from './spec-ports.ts';

/** The fault specs' simulator, on E2E_SIM_PORT + `offset` and its neighbours (spec-ports.ts). */
export class FaultSim {
  #running: RunningSimulator | null = null;

  constructor(private readonly offset: number) {}

  async start(): Promise<void> {
    this.#running = await startSimulator(String(specPort(this.offset)));
  }

  /** Stops it, failing when a browser reported a CSP violation to it. */
  async stop(): Promise<void> {
    if (this.#running) await stopFailingOnCspReports(this.#running);
  }

  get origin(): string {
    return new URL(this.#url()).origin;
  }

  /** The printed player URL with a fresh player of its own (and other parameters changed). */
  playerUrl(change: Record<string, string> = {}): string {
    const url = new URL(this.#url());
    url.searchParams.set('x', `player-${crypto.randomUUID()}`);
    for (const [name, value] of Object.entries(change)) url.searchParams.set(name, value);
    return url.href;
  }

  /** The API lines the demo config lists, fastest first. */
  async lines(request: APIRequestContext): Promise<string[]> {
    const config = (await (await request.get(`${this.origin}/env/demo.json`)).json()) as {
      lines: string[];
    };
    return config.lines;
  }

  async addFaults(request: APIRequestContext, rules: FaultRule[]): Promise<void> {
    await request.post(`${this.origin}/__sim/faults`, { data: rules });
  }

  /** How many requests a fault's delay holds right now, and how many it has let go so far. */
  async delays(request: APIRequestContext): Promise<{ holding: number; released: number }> {
    return (await (await request.get(`${this.origin}/__sim/faults`)).json()) as {
      holding: number;
      released: number;
    };
  }

  async clearFaults(request: APIRequestContext): Promise<void> {
    await request.delete(`${this.origin}/__sim/faults`);
  }

  #url(): string {
    if (!this.#running) throw new Error('fault simulator not started');
    return this.#running.url;
  }
}
