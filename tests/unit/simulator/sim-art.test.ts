// Runs in Vitest (Node): the asset CDN's art as an operator serves it: every card image (each
// language, bet tier and level, and the generic card) and every game icon, full and `_s`, as
// images of the right type and size, and every card a bet can get maps to a served file.
import { describe, expect, it } from 'vitest';
import { CARD_LEVELS, CARD_SIZE } from '../../../operator-sim/art/card-art.ts';
import { ICON_SIZE } from '../../../operator-sim/art/icon-art.ts';
import { GAMES } from '../../../operator-sim/game-data.ts';
import { NO_INLINE } from '../../../deploy/headers.ts';
import { appSecurityHeaders } from '../../../operator-sim/security-headers.ts';
import { LOCALES } from '../../../shared/lib/constants.ts';
import { GAME_ICON_SIZE } from '../../../shared/game-bridge/modals.ts';
import {
  BET_TIERS,
  cardImagePath,
  genericCardImagePath,
  lowResVariant,
} from '../../../shared/promotions/cards/card-rules.ts';
import { joinUrl } from '../../../shared/lib/urls.ts';
import { validateEnvConfig } from '../../../src-worker/boot/config.ts';
import { apiJson } from '../support/sim-api.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();

/** The demo environment's asset CDN, as the container reads it from the config. */
async function assetCdn(): Promise<string> {
  const config = validateEnvConfig(await (await fetch('http://app.test/env/demo.json')).json());
  expect(config.assetCdn).toBeDefined();
  return config.assetCdn ?? '';
}

/** An image as a browser gets it: its type, cache policy, size in bytes and intrinsic size. */
async function served(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const body = await response.text();
  const root = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"([^>]*)>/.exec(body);
  expect(root, url).not.toBeNull();
  const attribute = (name: string): string | undefined =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(root?.[1] ?? '')?.[1];
  expect(body.trimEnd().endsWith('</svg>'), url).toBe(true);
  return {
    type: response.headers.get('Content-Type'),
    cache: response.headers.get('Cache-Control'),
    bytes: new TextEncoder().encode(body).length,
    width: Number(attribute('width')),
    height: Number(attribute('height')),
    viewBox: attribute('viewBox'),
    words: /<text/.test(body),
    body,
  };
}

/** Each tier's card language words as printed. */
const TITLES = { en: 'FREE GAME', zh: '免费游戏', th: 'ฟรีเกม' } as const;

describe('card images on the asset CDN', () => {
  it('serves every language, tier and level, and the generic card, full and _s, as small SVGs', async () => {
    const cdn = await assetCdn();
    const paths = (['zh', 'en', 'th'] as const).flatMap((lang) => [
      `cards/${lang}/generic.svg`,
      ...BET_TIERS.flatMap(({ tier }) =>
        CARD_LEVELS.map((level) => `cards/${lang}/tier${tier}_level${level}.svg`),
      ),
    ]);
    expect(paths).toHaveLength(3 * (1 + 5 * 3));
    for (const path of paths) {
      const full = await served(joinUrl(cdn, path));
      const low = await served(joinUrl(cdn, lowResVariant(path)));
      for (const image of [full, low]) {
        expect(image.type, path).toBe('image/svg+xml');
        expect(image.cache, path).toMatch(/^public, max-age=\d+$/);
        expect([image.width, image.height], path).toEqual([CARD_SIZE.width, CARD_SIZE.height]);
        expect(image.viewBox, path).toMatch(/^0 0 \d+ \d+$/);
        expect(image.bytes, path).toBeLessThan(4096);
      }
      // The low-resolution variant is a blurred stand-in without words, far smaller.
      expect(low.words, path).toBe(false);
      expect(low.bytes, path).toBeLessThan(full.bytes / 2);
      expect(full.body, path).toContain(TITLES[path.split('/')[1] as keyof typeof TITLES]);
    }
  });

  it("prints the tier's bets in the card's language", async () => {
    const cdn = await assetCdn();
    const card = async (path: string) => (await served(joinUrl(cdn, path))).body;
    expect(await card('cards/en/tier1_level2.svg')).toContain('BET ≤ 0.5');
    expect(await card('cards/zh/tier2_level1.svg')).toContain('投注 0.51–1');
    expect(await card('cards/th/tier5_level3.svg')).toContain('เดิมพัน ≥ 10.1');
    expect(await card('cards/en/generic.svg')).not.toContain('BET');
  });

  it('serves the image every bet tier and level maps to, in all 10 languages', async () => {
    const cdn = await assetCdn();
    const paths = new Set<string>();
    for (const locale of LOCALES) {
      for (const betSize of [0.2, 0.8, 3, 7.5, 20, 10.05]) {
        for (const cardLevel of [...CARD_LEVELS, null]) {
          paths.add(cardImagePath({ betSize, cardLevel }, locale));
        }
      }
      paths.add(genericCardImagePath(locale));
    }
    // Ten locales draw on three languages' cards: 5 tiers x 3 levels and a generic card each.
    expect(paths.size).toBe(3 * 16);
    for (const path of paths) {
      for (const url of [joinUrl(cdn, path), joinUrl(cdn, lowResVariant(path))]) {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('Content-Type'), url).toBe('image/svg+xml');
      }
    }
  });

  it('answers 404 for a level it has no art for, so the container shows the generic card', async () => {
    const cdn = await assetCdn();
    for (const path of [
      cardImagePath({ betSize: 1, cardLevel: 4 }, 'en'),
      'cards/ko/tier1_level1.svg',
      'cards/en/tier6_level1.svg',
      'cards/en/tier1_level1.png',
      'cards/en/generic_x.svg',
    ]) {
      const response = await fetch(joinUrl(cdn, path));
      expect(response.status, path).toBe(404);
    }
  });
});

describe('game icons on the asset CDN', () => {
  it('serves every game of the list at 210x210, full and _s, where action 9 points', async () => {
    const cdn = await assetCdn();
    const body = await apiJson(cdn, { action: '9', x: 'demo-token' });
    const icons = Object.values(body['data'] as Record<string, { gameId: number; icon: string }[]>)
      .flat()
      .map((g) => [g.gameId, g.icon] as const);
    expect(icons.map(([id]) => id).sort()).toEqual(GAMES.map((g) => g.gameId).sort());
    expect(ICON_SIZE.width).toBe(GAME_ICON_SIZE);
    for (const [gameId, icon] of icons) {
      expect(icon).toBe(joinUrl(cdn, `icons/${gameId}.svg`));
      const full = await served(icon);
      const low = await served(lowResVariant(icon));
      for (const image of [full, low]) {
        expect(image.type).toBe('image/svg+xml');
        expect(image.cache).toMatch(/^public, max-age=\d+$/);
        expect([image.width, image.height]).toEqual([GAME_ICON_SIZE, GAME_ICON_SIZE]);
        expect(image.bytes).toBeLessThan(4096);
      }
      expect(low.bytes).toBeLessThan(full.bytes / 2);
    }
  });

  it('answers 404 for unknown icons and other names', async () => {
    const cdn = await assetCdn();
    for (const path of ['icons/9999.svg', 'icons/2001.png', 'icons/2001_x.svg', 'icons/x.svg']) {
      expect((await fetch(joinUrl(cdn, path))).status, path).toBe(404);
    }
  });

  it("is an origin the app's img-src allows", async () => {
    const cdn = new URL(await assetCdn()).origin;
    const headers = appSecurityHeaders(world, NO_INLINE);
    const imgSrc = headers['Content-Security-Policy']
      .split('; ')
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain(cdn);
  });
});
