// Runs in Node (`npm run contract:check -- <config-host> <token> [--env=e] [--game=id]
// [--wheel=code]`): checks a backend against the operator's contract and prints each call's
// result; exits 1 when an answer does not fit its schema.
import { type CheckOptions, checkBackend } from './contract-check.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const [baseUrl, token] = args.filter((a) => !a.startsWith('--'));
if (baseUrl === undefined || token === undefined) {
  console.error(
    'usage: npm run contract:check -- <config-host> <token> [--env=demo] [--game=2001] [--wheel=CODE]',
  );
  process.exit(2);
}
const options: CheckOptions = { baseUrl, token };
const [env, game, wheel] = [flag('env'), flag('game'), flag('wheel')];
if (env !== undefined) options.env = env;
if (game !== undefined) options.gameId = Number(game);
if (wheel !== undefined) options.wheelCode = wheel;
const results = await checkBackend(options);
for (const r of results)
  console.log(
    `${r.outcome.padEnd(8)} ${r.call.padEnd(20)} ${r.url}${r.detail ? `  ${r.detail}` : ''}`,
  );
const broken = results.filter((r) => r.outcome === 'mismatch');
console.log(`${results.length} calls, ${broken.length} mismatches`);
process.exit(broken.length > 0 ? 1 : 0);
