// Runs in Node: `npm run dev`, Vite's dev server (hot reload) against the simulator's lines and game.
import { createServer } from 'vite';
import { SCENARIOS, scenarioUrl } from './scenarios.ts';
import { startSimulator } from './server.ts';

const DEV_PORT = Number(process.env['DEV_PORT'] ?? 5173);

const simulator = await startSimulator();
// The config host is the simulator; the page itself comes from Vite with hot reload.
process.env['VITE_CONFIG_HOST'] = simulator.appUrl;
const vite = await createServer({
  server: { host: '127.0.0.1', port: DEV_PORT, strictPort: true },
});
await vite.listen();
const devOrigin = `http://127.0.0.1:${DEV_PORT}`;
const links = SCENARIOS.map((s) => ({ name: s.name, url: scenarioUrl(simulator.appUrl, s) })).map(
  (s) => ({ ...s, url: s.url.replace(simulator.appUrl, devOrigin) }),
);
console.log(`Player URL: ${links[0]?.url ?? devOrigin}`);
console.log('Scenarios:');
const width = Math.max(...links.map((s) => s.name.length));
for (const s of links) console.log(`  ${s.name.padEnd(width)}  ${s.url}`);

async function shutdown(): Promise<void> {
  await vite.close();
  await simulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
