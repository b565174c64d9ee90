// The game SDK as a studio installs it: a package of its own (game-sdk/package.json) whose build
// is one small ES module with no imports, under the 3 KB gzip budget.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SDK_GZIP_BUDGET, buildSdk } from '../../support/sdk-build.ts';

const manifest = JSON.parse(
  readFileSync(new URL('../../../game-sdk/package.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

it('is a public ES module package with types and no dependencies', () => {
  expect(manifest).toMatchObject({
    name: '@game-container/sdk',
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    files: ['dist', 'checker/bin.js'],
    bin: { 'game-container-check': 'checker/bin.js' },
  });
  expect(manifest['private']).toBeUndefined();
  expect(manifest['dependencies']).toBeUndefined();
});

it('builds to one module of at most 3 KB gzip that imports nothing', async () => {
  const { code, gzip } = await buildSdk();
  expect(gzip).toBeLessThanOrEqual(SDK_GZIP_BUDGET);
  expect(code).not.toMatch(/^\s*import\b/m);
  for (const name of ['connect', 'ProtocolVersionError', 'PROTOCOL_VERSION', 'addressInsets']) {
    expect(code).toMatch(
      new RegExp(`\\bas ${name}\\b|\\b${name} as\\b|export \\{[^}]*\\b${name}\\b`),
    );
  }
}, 30_000);
