// Runs in Node: the simulator CLI (`npx tsx operator-sim/start.ts`); prints the player URLs.
import { startSimulator } from './server.ts';

const simulator = await startSimulator();
const demo = simulator.scenarioUrls.find((s) => s.name === 'demo');
if (demo !== undefined) console.log(`Player URL: ${demo.url}`);
console.log('Scenarios:');
const width = Math.max(...simulator.scenarioUrls.map((s) => s.name.length));
for (const s of simulator.scenarioUrls) {
  console.log(`  ${s.name.padEnd(width)}  ${s.url}  — ${s.description}`);
}
console.log(`Game origin: ${simulator.gameOrigin}`);
console.log(`Faults: curl ${simulator.appUrl}/__sim/faults (see operator-sim/README.md)`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing the simulator`);
  await simulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
