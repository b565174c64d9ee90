// The deployment files `npm run build` writes: what an operator's file (or variables) turns
// into, the nginx routes, the same headers as the simulator's, and the precompressed copies.
import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../../deploy/build.ts';
import { inlineHashes } from '../../../deploy/headers.ts';
import { SPA_ROUTES, nginxInclude } from '../../../deploy/nginx.ts';
import { readOperator } from '../../../deploy/operator.ts';
import { appSecurityHeaders, simOrigins } from '../../../operator-sim/security-headers.ts';
import { testWorld } from '../../../operator-sim/world.ts';

async function dirWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'deploy-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  return dir;
}

describe('the operator file', () => {
  it('gives origins, with a variable winning over its field and bad entries dropped', async () => {
    const dir = await dirWith({
      'operator.json': JSON.stringify({
        lines: ['https://line1.op.example/api', 'not a url', 'ftp://x.example'],
        gameServers: 'https://games.op.example',
        lobbies: ['https://lobby.op.example'],
        cspReports: "https://csp.op.example/r'; script-src *",
      }),
    });
    const read = readOperator(dir, {
      OPERATOR_LOBBIES: 'https://a.example, https://b.example:8443/',
    });
    expect(read.source).toBe(join(dir, 'operator.json'));
    expect(read.origins.lines).toEqual(['https://line1.op.example']);
    expect(read.origins.gameServers).toEqual(['https://games.op.example']);
    expect(read.origins.lobbies).toEqual(['https://a.example', 'https://b.example:8443']);
    // A report address that would smuggle a directive into the policy is refused.
    expect(read.origins.cspReports).toBeNull();
    expect(read.warnings).toHaveLength(3);
  });

  it('falls back to the committed example, and a broken file to no origins at all', async () => {
    const committed = await readFile(resolve('deploy/operator.example.json'), 'utf8');
    const example = readOperator(await dirWith({ 'operator.example.json': committed }), {});
    expect(example.source).toMatch(/operator\.example\.json$/);
    expect(example.origins.lines.length).toBeGreaterThan(0);
    const broken = readOperator(await dirWith({ 'operator.json': '[1, 2' }), {});
    expect(broken.origins.lines).toEqual([]);
    expect(broken.origins.cspReports).toBeNull();
    expect(broken.warnings).toHaveLength(1);
  });
});

describe('the nginx config', () => {
  it('answers index.html on /, /close and the nine prefixed languages only', () => {
    const spa = new RegExp(SPA_ROUTES);
    for (const path of ['/', '/close', '/close/', '/th', '/th/', '/zh-TW/close', '/bn/x/y']) {
      expect(spa.test(path), path).toBe(true);
    }
    for (const path of ['/en/', '/fr/', '/th.js', '/closed', '/assets/a.js', '/index.htm']) {
      expect(spa.test(path), path).toBe(false);
    }
  });

  it('carries exactly the headers the simulator serves, from the same code', () => {
    const world = testWorld();
    const inline = inlineHashes('<script>go()</script><style>b{}</style>');
    const conf = nginxInclude(simOrigins(world), inline, { configHost: '' });
    for (const [name, value] of Object.entries(appSecurityHeaders(world, inline))) {
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(conf).toContain('gzip_static on;');
  });

  it('passes /env/ to the config host only when the page asks its own origin', () => {
    const origins = { ...simOrigins(testWorld()), config: ['https://dl.op.example'] };
    const own = nginxInclude(origins, inlineHashes(''), { configHost: '' });
    expect(own).toContain('proxy_pass https://dl.op.example;');
    const elsewhere = nginxInclude(origins, inlineHashes(''), {
      configHost: 'https://dl.op.example',
    });
    expect(elsewhere).not.toContain('location /env/');
    expect(elsewhere).toContain('connect-src');
  });
});

describe('the precompressed files', () => {
  it('sit beside each text file and decompress to it; images and dot-folders get none', async () => {
    const js = 'export const a = 1;\n'.repeat(50);
    const dir = await dirWith({
      'index.html': '<!doctype html>',
      'assets/a-1.js': js,
      'sounds/b.wav': 'RIFF',
      '.vite/manifest.json': '{}',
    });
    await precompress(dir);
    expect(gunzipSync(await readFile(join(dir, 'assets/a-1.js.gz'))).toString()).toBe(js);
    expect(brotliDecompressSync(await readFile(join(dir, 'assets/a-1.js.br'))).toString()).toBe(js);
    expect((await readdir(join(dir, 'sounds'))).sort()).toEqual(['b.wav']);
    expect((await readdir(join(dir, '.vite'))).sort()).toEqual(['manifest.json']);
    expect((await readdir(dir)).filter((f) => f.startsWith('index'))).toHaveLength(3);
  });
});
