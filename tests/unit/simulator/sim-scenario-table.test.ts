// Runs in Vitest (Node): operator-sim/README.md's scenario table against operator-sim/scenarios.ts,
// so the one list of scenarios a reader finds is the simulator's own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID, FRESH_PLAYER_PREFIX, USERS } from '../../../operator-sim/data.ts';
import { SCENARIOS } from '../../../operator-sim/scenarios.ts';

const README = readFileSync(new URL('../../../operator-sim/README.md', import.meta.url), 'utf8');

/** The account the login gives a token: its id, `fresh` (a new one per token) or — (a status). */
function accountOf(token: string): string {
  const user = USERS[token];
  if (user === undefined) return token.startsWith(FRESH_PLAYER_PREFIX) ? 'fresh' : DEMO_ACCOUNT_ID;
  return user.kind === 'player' ? user.accountId : '—';
}

interface Row {
  name: string;
  token: string;
  env: string;
  account: string;
}

/** The rows of the table under `## Scenarios`: name, x, e and account, without backticks. */
function tableRows(): Row[] {
  const section = README.split(/^## /m).find((s) => s.startsWith('Scenarios\n'));
  if (section === undefined) throw new Error('operator-sim/README.md has no "## Scenarios"');
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const [name = '', token = '', env = '', account = ''] = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/^`|`$/g, ''));
    return { name, token, env, account };
  });
}

describe("the simulator README's scenario table", () => {
  it('has one row per scenario of scenarios.ts, in its order, with its token, env and account', () => {
    const expected: Row[] = SCENARIOS.map((s) => ({
      name: s.name,
      token: s.token,
      env: s.env,
      account: accountOf(s.token),
    }));
    expect(tableRows()).toEqual(expected);
  });

  it('names each scenario once', () => {
    const names = tableRows().map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
