// Runs in Vitest (Node): the heavy game on the game origin (game 2002): its address, its page and
// script, and its some 2 MB of assets served as a CDN serves a slot's files.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HEAVY_GAME_ID } from '../../../operator-sim/game-data.ts';
import { createHeavyGameHandler } from '../../../operator-sim/heavy-game-files.ts';
import { ASSET_DIR, HEAVY_ASSETS } from '../../../operator-sim/heavy-game/assets.ts';
import { apiJson } from '../support/sim-api.ts';
import { useSimServer } from '../support/sim-server.ts';

useSimServer();
const serve = createHeavyGameHandler();
const GAME = 'http://game.test/heavy-game/';
const get = (path: string) =>
  serve(new Request(GAME + path, { headers: { 'Accept-Encoding': 'gzip, br' } }));

describe('the heavy game', () => {
  it('is game 2002, whose address (action 7) is the heavy game page', async () => {
    const fields = { action: '7', x: 'demo-token', gameType: '1', mType: String(HEAVY_GAME_ID) };
    const body = await apiJson('http://line-a.test', { ...fields, lang: 'th' });
    const url = new URL((body.data as { path: string }).path);
    expect(url.pathname).toBe('/heavy-game/index.html');
    expect(url.searchParams.get('mType')).toBe('2002');
    expect(url.searchParams.get('parentOrigin')).toBe('http://app.test');
  });

  it('serves its page, rules page, style and built script, and never its sources', async () => {
    expect((await get('index.html'))?.status).toBe(200);
    expect((await get('game.css'))?.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect((await get('rules.html'))?.status).toBe(200);
    const script = await get('game.js');
    expect(script?.headers.get('Content-Encoding')).toBe('gzip');
    expect(await get('game.ts')).toBeNull();
    expect(await get('tsconfig.json')).toBeNull();
    expect(await get(`${ASSET_DIR}nothing.png`)).toBeNull();
  });

  it('serves about 2 MB of assets that gzip cannot shrink, cached for good, with their length', async () => {
    let total = 0;
    for (const asset of HEAVY_ASSETS) {
      const response = await get(ASSET_DIR + asset.file);
      expect(response?.status, asset.file).toBe(200);
      const body = new Uint8Array(await (response as Response).arrayBuffer());
      const headers = (response as Response).headers;
      expect(headers.get('Content-Type')).toBe(asset.kind === 'image' ? 'image/png' : 'audio/wav');
      expect(headers.get('Content-Length')).toBe(String(body.byteLength));
      expect(headers.get('Content-Encoding')).toBeNull();
      expect(headers.get('Cache-Control')).toContain('immutable');
      expect(gzipSync(body).byteLength / body.byteLength, asset.file).toBeGreaterThan(0.98);
      total += body.byteLength;
    }
    expect(total).toBeGreaterThan(1.9e6);
    expect(total).toBeLessThan(2.2e6);
    // The same bytes every run: a warm cache holds what the next simulator serves.
    const again = await get(ASSET_DIR + 'music.wav');
    expect(again?.headers.get('Content-Length')).toBe('441044');
  });
});
