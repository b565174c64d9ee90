// Runs in Node: the simulator CLI (`npx tsx operator-sim/start.ts`); prints the player URLs.
import { FAULT_LINK_PATH } from './fault-handlers.ts';
import { FAULT_PRESETS } from './fault-presets.ts';
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
console.log('Faults (one link each: it clears the faults, sets the preset, opens a fresh demo):');
const faultWidth = Math.max(...FAULT_PRESETS.map((p) => p.name.length));
for (const p of FAULT_PRESETS) {
  const link = `${simulator.appUrl}${FAULT_LINK_PATH}/${p.name}`;
  console.log(`  ${p.name.padEnd(faultWidth)}  ${link}  — ${p.description}`);
}
console.log(
  `  ${'none'.padEnd(faultWidth)}  ${simulator.appUrl}${FAULT_LINK_PATH}/none  — no faults`,
);
console.log(`Fault rules: curl ${simulator.appUrl}/__sim/faults (see operator-sim/README.md)`);

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
