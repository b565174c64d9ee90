// Starts the operator simulator as a player's `npm start` would and hands its URL to the tests.
import { startSimulator, stopFailingOnCspReports } from '../support/simulator.ts';

const PORT = process.env['E2E_SIM_PORT'] ?? '4400';

/** Starts the simulator on its own ports and hands the printed URL to the tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const simulator = await startSimulator(PORT);
  process.env['PLAYER_URL'] = simulator.url;
  process.env['APP_ORIGIN'] = new URL(simulator.url).origin;
  return () => stopFailingOnCspReports(simulator);
}
