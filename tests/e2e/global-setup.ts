// Starts the operator simulator as a player's `npm start` would and hands its URL to the tests.
import { startSimulator } from '../support/simulator.ts';

const PORT = process.env['E2E_SIM_PORT'] ?? '4400';

/** Starts the simulator on its own ports and hands the printed URL to the tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const simulator = await startSimulator(PORT);
  process.env['PLAYER_URL'] = simulator.url;
  process.env['APP_ORIGIN'] = new URL(simulator.url).origin;
  return async () => {
    // Every CSP violation a browser reported during the run, from pages and the worker alike.
    const answer = await fetch(`${process.env['APP_ORIGIN'] ?? ''}/__sim/csp-reports`);
    const { reports } = (await answer.json()) as { reports: unknown[] };
    await simulator.stop();
    if (reports.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${JSON.stringify(reports, null, 2)}`);
    }
  };
}
