// Runs in Node (Playwright's workers): the ports of the servers a spec starts for itself (a
// simulator of its own, Prism, the operator's page). Each worker that may run beside another has
// a lane of ports of its own, so that a spec repeated side by side (`npm run test:repeat`, which
// runs its copies on several workers at once) never finds its ports taken by its other copy.

/** Ports between one worker's lane and the next: above every offset a spec uses (at most 90). */
const LANE = 100;

/** This worker's lane: Playwright's index among the workers running at once (0 up). */
const lane = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/** The suite's simulator's port (E2E_SIM_PORT) plus `offset`, in this worker's lane. */
export function specPort(offset: number): number {
  return Number(process.env['E2E_SIM_PORT'] ?? 4400) + offset + LANE * lane;
}

/** The port the environment variable `name` gives (else `fallback`), in this worker's lane. */
export function lanePort(name: string, fallback: number): number {
  return Number(process.env[name] ?? fallback) + LANE * lane;
}
