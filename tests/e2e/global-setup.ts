// Starts the operator simulator as a player's `npm start` would and hands its URL to the tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREBUILT_ENV, buildGames } from '../../operator-sim/game-build.ts';
import { startSimulator, stopFailingOnCspReports } from '../support/simulator.ts';

const PORT = process.env['E2E_SIM_PORT'] ?? '4400';

/**
 * Builds the simulator's games once for the run (every simulator it starts, the fault specs'
 * too, reads them through the environment the workers inherit), starts the simulator on its own
 * ports and hands the printed URL to the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const games = await mkdtemp(join(tmpdir(), 'e2e-games-'));
  await buildGames(games);
  process.env[PREBUILT_ENV] = games;
  const simulator = await startSimulator(PORT);
  process.env['PLAYER_URL'] = simulator.url;
  process.env['APP_ORIGIN'] = new URL(simulator.url).origin;
  return async () => {
    try {
      await stopFailingOnCspReports(simulator);
    } finally {
      await rm(games, { recursive: true, force: true });
    }
  };
}
