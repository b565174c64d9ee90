// Runs in Node (and in unit tests): the simulator's seeded brand and games (the game list, RTP,
// more games and their icons).
import type { GameGroup, GameType, Locale } from '../shared/lib/constants.ts';
import type { GameListEntry } from '../src-worker/boot/wire.ts';

/** The game hall brand sent with the game list (action 16). */
export const BRAND = { id: 'b1', enName: 'Demo Hall' } as const;

/** The demo slot's game id; every other game but the Flash one plays the same page. */
export const DEMO_GAME_ID = 2001;

/** The heavy slot: some 2 MB of assets before its ready (heavy-game/), served apart. */
export const HEAVY_GAME_ID = 2002;

/** An old Flash game: its address is a .swf movie, which the container refuses to embed. */
export const FLASH_GAME_ID = 1099;

/** A slot among SPEC §9's special id strings: special clients (NT, TRIALS) see no popups in it. */
export const SPECIAL_GAME_ID = 1046;
/** A slot the IGSW clients skip popups in (SPEC §6; IGSW_POPUP_SKIP_GAME_IDS lists it). */
export const IGSW_SKIP_GAME_ID = 1001;

type Names = Partial<Record<Locale, string>> & { en: string };

function game(gameId: number, gameType: GameType, gameName: Names): GameListEntry {
  return { gameId, mType: gameId, gameType, info: JSON.stringify({ gameName }) };
}

/** Every seeded game, all four types; 2003 lacks most locales to exercise the en fallback. */
export const GAMES: readonly GameListEntry[] = [
  // prettier-ignore
  game(DEMO_GAME_ID, 1, {
    zh: '幸运财富', en: 'Lucky Fortune', th: 'โชคดีมีทรัพย์', pt: 'Fortuna da Sorte', vi: 'Vận May Phát Tài',
    es: 'Fortuna de la Suerte', 'zh-TW': '幸運財富', ko: '행운의 재물', bn: 'সৌভাগ্যের ধন', hi: 'भाग्य का धन',
  }),
  // prettier-ignore
  game(1026, 1, {
    zh: '龙之宝藏', en: 'Dragon Treasure', th: 'สมบัติมังกร', pt: 'Tesouro do Dragão', vi: 'Kho Báu Rồng',
    es: 'Tesoro del Dragón', 'zh-TW': '龍之寶藏', ko: '용의 보물', bn: 'ড্রাগনের গুপ্তধন', hi: 'ड्रैगन का खज़ाना',
  }),
  // prettier-ignore
  game(HEAVY_GAME_ID, 1, {
    zh: '黄金大帆船', en: 'Golden Galleon', th: 'เรือใบทองคำ', pt: 'Galeão Dourado', vi: 'Thuyền Buồm Vàng',
    es: 'Galeón Dorado', 'zh-TW': '黃金大帆船', ko: '황금 갤리온', bn: 'সোনালি গ্যালিয়ন', hi: 'सुनहरा गैलियन',
  }),
  game(2003, 1, { zh: '丛林女王', en: 'Jungle Queen', th: 'ราชินีแห่งป่า' }),
  // prettier-ignore
  game(SPECIAL_GAME_ID, 1, {
    zh: '金色莲花', en: 'Golden Lotus', th: 'บัวทองคำ', pt: 'Lótus Dourado', vi: 'Sen Vàng',
    es: 'Loto Dorado', 'zh-TW': '金色蓮花', ko: '황금 연꽃', bn: 'সোনালি পদ্ম', hi: 'सुनहरा कमल',
  }),
  game(FLASH_GAME_ID, 1, { zh: '经典水果机', en: 'Classic Fruits', th: 'ผลไม้คลาสสิก' }),
  // A slot on the IGSW popup-skip list (client-flags.ts): IGSW players see no popups in it.
  // prettier-ignore
  game(IGSW_SKIP_GAME_ID, 1, {
    zh: '金龙献瑞', en: 'Golden Dragon', th: 'มังกรทองนำโชค', pt: 'Dragão Dourado', vi: 'Rồng Vàng',
    es: 'Dragón Dorado', 'zh-TW': '金龍獻瑞', ko: '황금 용', bn: 'সোনালি ড্রাগন', hi: 'सुनहरा ड्रैगन',
  }),
  // prettier-ignore
  game(3001, 2, {
    zh: '海洋之王', en: 'Ocean King', th: 'ราชาแห่งมหาสมุทร', pt: 'Rei do Oceano', vi: 'Vua Đại Dương',
    es: 'Rey del Océano', 'zh-TW': '海洋之王', ko: '바다의 왕', bn: 'সাগরের রাজা', hi: 'सागर का राजा',
  }),
  // prettier-ignore
  game(3002, 2, {
    zh: '黄金捕鱼', en: 'Golden Fishing', th: 'ตกปลาทองคำ', pt: 'Pesca Dourada', vi: 'Săn Cá Vàng',
    es: 'Pesca Dorada', 'zh-TW': '黃金捕魚', ko: '황금 낚시', bn: 'সোনালি মাছ শিকার', hi: 'सुनहरी मछली शिकार',
  }),
  // prettier-ignore
  game(3003, 2, {
    zh: '深海猎人', en: 'Deep Sea Hunter', th: 'นักล่าใต้ทะเลลึก', pt: 'Caçador do Mar Profundo',
    vi: 'Thợ Săn Biển Sâu', es: 'Cazador de las Profundidades', 'zh-TW': '深海獵人', ko: '심해 사냥꾼',
    bn: 'গভীর সমুদ্রের শিকারি', hi: 'गहरे समुद्र का शिकारी',
  }),
  // prettier-ignore
  game(4001, 3, {
    zh: '幸运宾果', en: 'Lucky Bingo', th: 'บิงโกนำโชค', pt: 'Bingo da Sorte', vi: 'Bingo May Mắn',
    es: 'Bingo de la Suerte', 'zh-TW': '幸運賓果', ko: '행운의 빙고', bn: 'ভাগ্যবান বিঙ্গো', hi: 'भाग्यशाली बिंगो',
  }),
  // prettier-ignore
  game(4002, 3, {
    zh: '宾果嘉年华', en: 'Bingo Carnival', th: 'คาร์นิวัลบิงโก', pt: 'Carnaval do Bingo', vi: 'Lễ Hội Bingo',
    es: 'Carnaval del Bingo', 'zh-TW': '賓果嘉年華', ko: '빙고 카니발', bn: 'বিঙ্গো কার্নিভাল', hi: 'बिंगो कार्निवल',
  }),
  // prettier-ignore
  game(4003, 3, {
    zh: '星光宾果', en: 'Star Bingo', th: 'บิงโกดวงดาว', pt: 'Bingo das Estrelas', vi: 'Bingo Ngôi Sao',
    es: 'Bingo Estelar', 'zh-TW': '星光賓果', ko: '별빛 빙고', bn: 'তারার বিঙ্গো', hi: 'सितारा बिंगो',
  }),
  // prettier-ignore
  game(5001, 4, {
    zh: '火箭冲刺', en: 'Rocket Rush', th: 'จรวดพุ่งทะยาน', pt: 'Corrida do Foguete', vi: 'Tên Lửa Tăng Tốc',
    es: 'Carrera del Cohete', 'zh-TW': '火箭衝刺', ko: '로켓 러시', bn: 'রকেট দৌড়', hi: 'रॉकेट दौड़',
  }),
  // prettier-ignore
  game(5002, 4, {
    zh: '宝藏矿区', en: 'Treasure Mines', th: 'เหมืองสมบัติ', pt: 'Minas do Tesouro', vi: 'Mỏ Kho Báu',
    es: 'Minas del Tesoro', 'zh-TW': '寶藏礦區', ko: '보물 광산', bn: 'গুপ্তধনের খনি', hi: 'खज़ाने की खान',
  }),
  // prettier-ignore
  game(5003, 4, {
    zh: '推币机', en: 'Coin Pusher', th: 'เครื่องดันเหรียญ', pt: 'Empurra Moedas', vi: 'Máy Đẩy Xu',
    es: 'Empujador de Monedas', 'zh-TW': '推幣機', ko: '코인 푸셔', bn: 'কয়েন পুশার', hi: 'सिक्का पुशर',
  }),
];

/** One game of the game list (action 16): its entry and its return to player in percent. */
export interface ListedGame extends GameListEntry {
  rtp: number;
}

/** The game list grouped by type, as actions 16 and 9 send it, each game with its RTP. */
export function groupedGames(): Record<GameGroup, ListedGame[]> {
  const ofType = (gameType: number): ListedGame[] =>
    GAMES.filter((g) => g.gameType === gameType).map((g) => ({ ...g, rtp: RTP[g.gameId] ?? 96 }));
  return { slot: ofType(1), fish: ofType(2), bingo: ofType(3), arcade: ofType(4) };
}

/** Each game's return to player in percent, sent with the game lists (actions 16 and 9). */
export const RTP: Readonly<Record<number, number>> = {
  [DEMO_GAME_ID]: 96.5,
  1026: 96.2,
  [HEAVY_GAME_ID]: 96.3,
  2003: 95.8,
  [SPECIAL_GAME_ID]: 96.1,
  [FLASH_GAME_ID]: 94,
  3001: 97,
  3002: 96.8,
  3003: 96,
  4001: 95.5,
  4002: 95,
  4003: 94.5,
  5001: 97.2,
  5002: 96.9,
  5003: 95.4,
};

/** One game of the more-games list (action 9): a game list entry with its icon. */
export interface MoreGameEntry extends ListedGame {
  /** The 210x210 SVG icon on the asset CDN; `_s` before `.svg` is its low-resolution variant. */
  icon: string;
}

/**
 * Where a game's icon lives: `{assetCdn}/icons/{gameId}.svg`, the container's own convention
 * for a list without icons (art/art-handlers.ts serves it).
 */
export function iconUrl(assetCdn: string, gameId: number): string {
  return `${assetCdn}/icons/${gameId}.svg`;
}

/** The more-games list (action 9): action 16's groups, each entry with its icon. */
export function groupedMoreGames(assetCdn: string): Record<GameGroup, MoreGameEntry[]> {
  const withExtras = (entries: ListedGame[]): MoreGameEntry[] =>
    entries.map((g) => ({ ...g, icon: iconUrl(assetCdn, g.gameId) }));
  const groups = groupedGames();
  return {
    slot: withExtras(groups.slot),
    fish: withExtras(groups.fish),
    bingo: withExtras(groups.bingo),
    arcade: withExtras(groups.arcade),
  };
}

/** A seeded game by its mType, or undefined. */
export function findGame(mType: number): GameListEntry | undefined {
  return GAMES.find((g) => g.mType === mType);
}
