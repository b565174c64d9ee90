// Runs in Vitest (Node): the simulator's more-games list (action 9), the player
// server's open rounds, the operator's report page and the reality-check environment.
import { describe, expect, it } from 'vitest';
import { USERS } from '../../../operator-sim/data.ts';
import { GAMES } from '../../../operator-sim/game-data.ts';
import { SCENARIOS, scenarioUrl } from '../../../operator-sim/scenarios.ts';
import { safeHttpUrl } from '../../../shared/lib/urls.ts';
import type { EnvConfig, LoginData } from '../../../src-worker/boot/wire.ts';
import { readMoreGames } from '../../../src-worker/game-bridge/more-games-readers.ts';
import { validateEnvConfig } from '../../../src-worker/boot/config.ts';
import { apiJson } from '../support/sim-api.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();
const LINE = 'http://line-a.test';

const api = (fields: Record<string, string>) => apiJson(LINE, fields);

interface MoreEntry {
  gameId: number;
  mType: number;
  gameType: number;
  info: string;
  icon: string;
  rtp: number;
}

async function config(e: string): Promise<EnvConfig> {
  const response = await fetch(`http://app.test/env/${e}.json?v=1`);
  expect(response.status).toBe(200);
  return (await response.json()) as EnvConfig;
}

describe('more games (action 9)', () => {
  it('groups every game like action 16, each with an http icon and an RTP', async () => {
    const body = await api({ action: '9', x: 'demo-token' });
    expect(body['status']).toBe('0000');
    expect(body['brand']).toBeUndefined();
    const groups = body['data'] as Record<string, MoreEntry[]>;
    expect(Object.keys(groups)).toEqual(['slot', 'fish', 'bingo', 'arcade']);
    const expectedType = { slot: 1, fish: 2, bingo: 3, arcade: 4 } as const;
    for (const [group, entries] of Object.entries(groups)) {
      expect(entries.length, group).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.gameType).toBe(expectedType[group as keyof typeof expectedType]);
        expect(entry.mType).toBe(entry.gameId);
        expect(entry.icon).toBe(`http://line-a.test/icons/${entry.gameId}.svg`);
        expect(safeHttpUrl(entry.icon)).not.toBeNull();
        expect(entry.rtp).toBeGreaterThan(90);
        expect(entry.rtp).toBeLessThanOrEqual(100);
        const names = (JSON.parse(entry.info) as { gameName: Record<string, string> }).gameName;
        expect(names['en']).toBeTruthy();
      }
    }
    const all = Object.values(groups).flat();
    expect(all.map((g) => g.gameId).sort()).toEqual(GAMES.map((g) => g.gameId).sort());
    const ocean = groups['fish']!.find((g) => g.gameId === 3001)!;
    const names = (JSON.parse(ocean.info) as { gameName: Record<string, string> }).gameName;
    expect(Object.keys(names)).toHaveLength(10);
    expect(names).toMatchObject({ en: 'Ocean King', th: 'ราชาแห่งมหาสมุทร', ko: '바다의 왕' });
  });

  it('reads cleanly with the container: names per locale, icons, RTP', async () => {
    const body = await api({ action: '9', x: 'demo-token' });
    const th = readMoreGames(body, 'th');
    expect(th).toHaveLength(GAMES.length);
    expect(th.find((g) => g.gameId === 3001)).toEqual({
      gameId: 3001,
      group: 'fish',
      name: 'ราชาแห่งมหาสมุทร',
      icon: 'http://line-a.test/icons/3001.svg',
      rtp: 97,
    });
    // Jungle Queen has no Korean name: English stands in.
    expect(readMoreGames(body, 'ko').find((g) => g.gameId === 2003)?.name).toBe('Jungle Queen');
    expect(new Set(th.map((g) => g.group))).toEqual(new Set(['slot', 'fish', 'bingo', 'arcade']));
    expect(th.every((g) => g.icon !== null && g.rtp !== null)).toBe(true);
  });
});

describe('player server: open rounds', () => {
  const active = (query: string) => fetch(`${LINE}/api/v1/game-log/active?${query}`);

  it('lists the demo client open round in 3001, without a token', async () => {
    const response = await active('gameId=2001&clientId=DEMO');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: '0000',
      data: { gameIds: [3001], clientIds: ['DEMO'] },
    });
  });

  it('the demo player client code is the one the container sends', async () => {
    const login = await api({ action: '101', x: 'demo-token' });
    const uid = (login['data'] as LoginData).uid;
    const clientId = uid.slice(uid.lastIndexOf('@') + 1);
    const body = (await (await active(`gameId=2001&clientId=${clientId}`)).json()) as {
      data: { gameIds: number[] };
    };
    expect(body.data.gameIds).toEqual([3001]);
  });

  it('answers no open rounds for another client, and 505 without both parameters', async () => {
    expect(await (await active('gameId=2001&clientId=OTHER')).json()).toEqual({
      status: '0000',
      data: { gameIds: [], clientIds: [] },
    });
    for (const query of ['gameId=2001', 'clientId=DEMO', 'gameId=x&clientId=DEMO', '']) {
      expect(await (await active(query)).json(), query).toEqual({ status: '505', data: null });
    }
  });

  it('answers 503 for the player-log-down token (its own client code)', async () => {
    const user = USERS['player-log-down'];
    expect(user).toMatchObject({ kind: 'player', userStatus: 0, clientCode: 'LOGDOWN' });
    const login = await api({ action: '101', x: 'player-log-down' });
    expect((login['data'] as LoginData).uid).toBe('player301@LOGDOWN');
    expect((await active('gameId=2001&clientId=LOGDOWN')).status).toBe(503);
    const scenario = SCENARIOS.find((s) => s.name === 'player-log-down')!;
    expect(new URL(scenarioUrl('http://app.test', scenario)).searchParams.get('x')).toBe(
      'player-log-down',
    );
  });

  it('is where the env config points servers.player, and can be faulted', async () => {
    expect((await config('demo')).servers.player).toBe(LINE);
    world.faults.add([{ path: '/api/*', status: 500 }]);
    expect((await active('gameId=2001&clientId=DEMO')).status).toBe(500);
  });
});

describe('report page', () => {
  it('every environment points reportUrl at the first line, which the container accepts', async () => {
    for (const e of ['demo', 'reality', 'slow-line']) {
      const raw = await config(e);
      expect(raw.reportUrl, e).toBe(`${raw.lines[0]}/report`);
      expect(validateEnvConfig(raw).reportUrl).toBe(raw.reportUrl);
    }
  });

  it('serves an HTML page that any origin may frame', async () => {
    const response = await fetch(`${LINE}/report`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('X-Frame-Options')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).not.toContain('frame-ancestors');
    const html = await response.text();
    expect(html).toContain('<h1>Bet report</h1>');
    expect(html).toContain('Ocean King');
    expect(html).not.toContain('<script');
  });
});

describe('environments', () => {
  it('has no reality check by default', async () => {
    for (const e of ['demo', 'slow-line', 'lines-down']) {
      expect((await config(e)).realityCheckMinutes, e).toBeUndefined();
    }
  });

  it('reality: the demo config with a reality check every minute, and its scenario', async () => {
    const reality = await config('reality');
    const { realityCheckMinutes, ...rest } = reality;
    expect(realityCheckMinutes).toBe(1);
    // The demo environment alone reports every session's load (docs/rum.md).
    const { perfSampleRate, ...demo } = await config('demo');
    expect(perfSampleRate).toBe(1);
    expect(rest).toEqual(demo);
    expect(validateEnvConfig(reality).realityCheckMinutes).toBe(1);
    const scenario = SCENARIOS.find((s) => s.name === 'reality-check')!;
    const url = new URL(scenarioUrl('http://app.test', scenario));
    expect(url.searchParams.get('e')).toBe('reality');
    expect(url.searchParams.get('x')).toBe('demo-token');
  });

  it('layout-low: the game address asks the demo slot for the low layout', async () => {
    const game = async (x: string) => {
      const body = await api({ action: '7', x, gameType: '1', mType: '2001', lang: 'en' });
      return new URL((body['data'] as { path: string }).path).searchParams.get('layout');
    };
    expect(await game('layout-low')).toBe('low');
    expect(await game('demo-token')).toBeNull();
    expect(SCENARIOS.find((s) => s.name === 'layout-low')?.token).toBe('layout-low');
  });
});
