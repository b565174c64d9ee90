// The simulator's checked game (operator-sim/checked-game.ts): a studio's own game embedded in
// the container for game-container-check, its address carried in the login token.
import { describe, expect, it } from 'vitest';
import { checkToken, checkedFrameOrigin } from '../../../operator-sim/checked-game.ts';
import { appHeaderSource } from '../../../operator-sim/security-headers.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();
const STUDIO_GAME = 'https://games.studio.example/slot/index.html?build=7&lang=xx';

async function gameAddress(x: string, mType = '2001'): Promise<unknown> {
  const body = new URLSearchParams({ action: '7', x, gameType: '1', mType, lang: 'th' });
  const answer = await fetch('http://line-a.test/frontendAPI.do', {
    method: 'POST',
    headers: { Origin: 'http://127.0.0.1:4300' },
    body,
  });
  return answer.json();
}

describe('a checked game in the simulator', () => {
  it('is the game address action 7 answers, with the container query over its own', async () => {
    const answer = (await gameAddress(checkToken(STUDIO_GAME))) as { data: { path: string } };
    const path = new URL(answer.data.path);
    expect(path.origin + path.pathname).toBe('https://games.studio.example/slot/index.html');
    expect(path.searchParams.get('build')).toBe('7');
    // The container's parameters win over the game's own.
    expect(path.searchParams.get('lang')).toBe('th');
    expect(path.searchParams.get('parentOrigin')).toBe('http://127.0.0.1:4300');
    expect(path.searchParams.get('mType')).toBe('2001');
  });

  it('leaves other tokens on the demo slot, and a token with a bad address too', async () => {
    for (const x of ['demo-token', 'check.', checkToken('javascript:alert(1)')]) {
      const answer = (await gameAddress(x)) as { data: { path: string } };
      expect(new URL(answer.data.path).pathname).toBe('/demo-slot/index.html');
    }
    expect(await gameAddress(checkToken(STUDIO_GAME), '9999')).toEqual({ status: '505' });
  });

  it('lets the app page of its player URL frame the game origin, and only that page', async () => {
    const headers = appHeaderSource(world, '/nowhere/index.html');
    const frameSrc = async (url: string): Promise<string> => {
      const policy = (await headers(new Request(url)))['Content-Security-Policy'] ?? '';
      return policy.split('; ').find((d) => d.startsWith('frame-src ')) ?? '';
    };
    const checked = `http://app.test/?e=demo&x=${checkToken(STUDIO_GAME)}`;
    expect(checkedFrameOrigin(checked)).toBe('https://games.studio.example');
    expect(await frameSrc(checked)).toContain('https://games.studio.example');
    expect(await frameSrc('http://app.test/?e=demo&x=demo-token')).not.toContain('studio');
  });

  it('gives the player URL for a game at /__sim/checker, and refuses a bad one', async () => {
    const query = new URLSearchParams({ game: STUDIO_GAME, mType: '3001' });
    const answer = await fetch(`http://app.test/__sim/checker?${query.toString()}`);
    const { playerUrl } = (await answer.json()) as { playerUrl: string };
    const url = new URL(playerUrl);
    expect(url.origin).toBe('http://app.test');
    expect(url.searchParams.get('x')).toBe(checkToken(new URL(STUDIO_GAME).href));
    expect(url.searchParams.get('mType')).toBe('3001');
    for (const bad of ['game=ftp%3A%2F%2Fx', 'game=nope', `game=${STUDIO_GAME}&mType=9999`]) {
      expect((await fetch(`http://app.test/__sim/checker?${bad}`)).status).toBe(400);
    }
  });
});
