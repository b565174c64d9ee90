// Runs in Node (and in unit tests): the simulator's seeded brand, games and users.
import type { GameGroup, GameType, Locale } from '../shared/lib/constants.ts';
import type { GameListEntry, LoginData } from '../src-worker/boot/wire.ts';

/** The game hall brand sent with the game list (action 16). */
export const BRAND = { id: 'b1', enName: 'Demo Hall' } as const;

/** The demo slot's game id; every other game but the Flash one plays the same page. */
export const DEMO_GAME_ID = 2001;

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

/** The game list grouped by type, as actions 16 and 9 send it. */
export function groupedGames(): Record<GameGroup, GameListEntry[]> {
  return {
    slot: GAMES.filter((g) => g.gameType === 1),
    fish: GAMES.filter((g) => g.gameType === 2),
    bingo: GAMES.filter((g) => g.gameType === 3),
    arcade: GAMES.filter((g) => g.gameType === 4),
  };
}

/** Each game's return to player in percent, sent with the more-games list (action 9). */
export const RTP: Readonly<Record<number, number>> = {
  [DEMO_GAME_ID]: 96.5,
  1026: 96.2,
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

/** One game of the more-games list (action 9): a game list entry with its icon and RTP. */
export interface MoreGameEntry extends GameListEntry {
  /** The 210x210 SVG icon; `_s` before `.svg` is its low-resolution variant. */
  icon: string;
  /** Return to player, in percent. */
  rtp: number;
}

/** Where a game's icon lives: `{iconOrigin}/icons/{gameId}.svg` (page-handlers.ts serves it). */
export function iconUrl(iconOrigin: string, gameId: number, lowRes = false): string {
  return `${iconOrigin}/icons/${gameId}${lowRes ? '_s' : ''}.svg`;
}

/** The more-games list (action 9): action 16's groups, each entry with its icon and RTP. */
export function groupedMoreGames(iconOrigin: string): Record<GameGroup, MoreGameEntry[]> {
  const withExtras = (entries: GameListEntry[]): MoreGameEntry[] =>
    entries.map((g) => ({ ...g, icon: iconUrl(iconOrigin, g.gameId), rtp: RTP[g.gameId] ?? 96 }));
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

/** How the login (action 101) answers a token. */
export type SimUser =
  | {
      kind: 'player';
      name: string;
      clientCode: string;
      accountId: string;
      balance: number;
      currency: string;
      userStatus: 0 | 1 | 2 | 3;
      /** A status the ticket call (action 10) answers instead of a ticket. */
      ticketStatus?: string;
      /** SPEC §6 login flags (absent: not sent). */
      flags?: Pick<LoginData, 'isDemo' | 'isApi' | 'leaderboardPermission'>;
      /** The login's data.more (SPEC §7); '' when absent. */
      more?: string;
    }
  | { kind: 'status'; status: string }
  | { kind: 'not-json'; body: string };

/** The demo player's account id (the promotion invitation answers VIP2026 only to it). */
export const DEMO_ACCOUNT_ID = '10001';

const DEMO_USER: Extract<SimUser, { kind: 'player' }> = {
  kind: 'player',
  name: 'player01',
  clientCode: 'DEMO',
  accountId: DEMO_ACCOUNT_ID,
  balance: 12345.67,
  currency: 'THB',
  userStatus: 0,
};

/**
 * The promotion scenario tokens (promotions/profiles.ts PROMO_PROFILES): normal players with the
 * demo balance, each its own account so wheel tickets and draws never mix.
 */
export const PROMO_SCENARIO_TOKENS: readonly string[] = [
  'wheel-not-started',
  'wheel-distributed',
  'wheel-ended',
  'wheel-no-tickets',
  'wheel-ineligible-9038',
  'wheel-ineligible-9039',
  'wheel-draw-9035',
  'wheel-draw-9036',
  'no-cards',
  'inventory-fail',
  'all-quests-awarded',
  'no-leaderboard',
  'promo-slow',
  'wheel-rich',
  'wheel-earning',
];

/**
 * The seat scenario tokens (seat-data.ts SEAT_PROFILES): normal players with the demo balance,
 * each its own account (10101 on) so their seats never mix with the demo player's.
 */
export const SEAT_SCENARIO_TOKENS: readonly string[] = [
  'seats-full',
  'seats-reserved',
  'seat-10009',
  'seat-server-down',
  'seat-10006',
];

/**
 * The jackpot scenario tokens (jackpot-data.ts): normal players with the demo balance, each its
 * own account (10201 on): a storm of hit broadcasts, and a jackpot server that answers 503.
 */
export const JACKPOT_SCENARIO_TOKENS: readonly string[] = ['jackpot-storm', 'jackpot-down'];

/**
 * The quest and game-list scenario tokens: normal players with the demo balance, each its own
 * account (10501 on): quests that refresh at the next full hour, and an NT client (flagged
 * special, SPEC §6) whose popups skip the games of the special id strings.
 */
export const QUEST_SCENARIO_TOKENS = {
  refreshSoon: 'quest-refresh-soon',
  specialClient: 'special-nt',
} as const;

/**
 * The card, free-spin and popup scenario tokens (promotions/card-data.ts, seat-data.ts): normal
 * players with the demo balance, each its own account (10401 on); igsw-player is an IGSW
 * client, whose popups the skip list of client-flags.ts governs.
 */
export const CARD_SCENARIO_TOKENS: readonly string[] = [
  'cards-expiring',
  'free-spins-won',
  'seated-player',
  'igsw-player',
  'quest-login-refused',
];

/**
 * The player server's open rounds (GET /api/v1/game-log/active) by client code: the demo client's
 * players have a round still open in Ocean King (3001). Other client codes have none.
 */
export const OPEN_ROUNDS: Readonly<Record<string, readonly number[]>> = { DEMO: [3001] };

/** The client code whose game-log calls answer HTTP 503 (the player-log-down token's). */
export const PLAYER_LOG_DOWN_CLIENT = 'LOGDOWN';

/** Answers `layout=low` in the game address (action 7): the demo slot sends a low layout. */
export const LAYOUT_LOW_TOKEN = 'layout-low';

/** Users keyed by token; see scenarios.ts for what each one is for. */
export const USERS: Readonly<Record<string, SimUser>> = {
  'demo-token': DEMO_USER,
  'token-9005': { kind: 'status', status: '9005' },
  'token-219': { kind: 'status', status: '219' },
  'restricted-user': { ...DEMO_USER, name: 'player02', accountId: '10002', userStatus: 2 },
  'locked-user': { ...DEMO_USER, name: 'player05', accountId: '10005', userStatus: 1 },
  'banned-user': { ...DEMO_USER, name: 'player03', accountId: '10003', userStatus: 3 },
  'bad-json': { kind: 'not-json', body: '<html>oops</html>' },
  'token-229': { kind: 'status', status: '229' },
  'token-9029': { kind: 'status', status: '9029' },
  'token-9030': { kind: 'status', status: '9030' },
  'token-9020': { kind: 'status', status: '9020' },
  // A code no table names: the default text (docs/decisions.md).
  'token-4242': { kind: 'status', status: '4242' },
  'low-balance': {
    ...DEMO_USER,
    name: 'player04',
    accountId: '10004',
    balance: 0,
    ticketStatus: '2',
  },
  // SPEC §6 accounts: a demo account (fun money, no promotions), the demo accounts all in use
  // (7506), an operator's API account (no more games), a player without leaderboard permission.
  'demo-account': {
    ...DEMO_USER,
    name: 'demo01',
    accountId: '10701',
    flags: { isDemo: true },
  },
  'demo-full': { kind: 'status', status: '7506' },
  'api-account': { ...DEMO_USER, name: 'api01', accountId: '10702', flags: { isApi: true } },
  'leaderboard-off': {
    ...DEMO_USER,
    name: 'player703',
    accountId: '10703',
    flags: { leaderboardPermission: false },
  },
  // The player server is down for this client: no open rounds known (a known token wins over
  // the fresh-player prefix below).
  'player-log-down': {
    ...DEMO_USER,
    name: 'player301',
    clientCode: PLAYER_LOG_DOWN_CLIENT,
    accountId: '10301',
  },
  // The PLAIN client's player (client-files.ts): no logo, no report header, its own icon.
  'client-plain': { ...DEMO_USER, name: 'player401', clientCode: 'PLAIN', accountId: '10401' },
  // The operator turns the more-games menu off in the login (data.more "false").
  'login-more-off': { ...DEMO_USER, name: 'player402', accountId: '10402', more: 'false' },
  // player11 (10011) to player25 (10025), in PROMO_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    PROMO_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      { ...DEMO_USER, name: `player${11 + i}`, accountId: String(10011 + i) },
    ]),
  ),
  // player101 (10101) to player105 (10105), in SEAT_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    SEAT_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      { ...DEMO_USER, name: `player${101 + i}`, accountId: String(10101 + i) },
    ]),
  ),
  [QUEST_SCENARIO_TOKENS.refreshSoon]: { ...DEMO_USER, name: 'player501', accountId: '10501' },
  [QUEST_SCENARIO_TOKENS.specialClient]: {
    ...DEMO_USER,
    name: 'player502',
    clientCode: 'NT',
    accountId: '10502',
  },
  // player201 (10201) and player202 (10202), in JACKPOT_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    JACKPOT_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      { ...DEMO_USER, name: `player${201 + i}`, accountId: String(10201 + i) },
    ]),
  ),
  // player401 (10401) on, in CARD_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    CARD_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      {
        ...DEMO_USER,
        name: `player${401 + i}`,
        accountId: String(10401 + i),
        clientCode: token === 'igsw-player' ? 'IGSW' : DEMO_USER.clientCode,
      },
    ]),
  ),
};

/** Tokens starting with this answer 9020 (connection lost) to their first call only. */
export const UNSTABLE_TOKEN_PREFIX = 'token-9020-';

/**
 * Tokens starting with this are the demo player until their game's address is served; then
 * another login takes the session and every later call answers 9014 (multiple login).
 */
export const SECOND_LOGIN_TOKEN_PREFIX = 'second-login';

/** Tokens starting with this answer 301 (reconnecting) to their first calls. */
export const RECONNECT_TOKEN_PREFIX = 'token-301';

/**
 * How many calls of a reconnect token are answered 301: the first try and the engine's retries
 * at 2 and 6 s, so the third retry (14 s) gets through. Counted, not timed, so a test that moves
 * the engine's clock on (tests/e2e/worker-clock.ts) meets the same answers as a player who waits.
 */
export const RECONNECT_CALLS = 3;

const freshPlayers = new Map<string, SimUser>();

/** Tokens starting with this are a fresh demo player each: own account, own wheel tickets. */
export const FRESH_PLAYER_PREFIX = 'player-';

/** The user behind a token: any unknown non-empty token is the demo player; empty is null. */
export function userForToken(token: string): SimUser | null {
  if (token === '') return null;
  const known = USERS[token];
  if (known) return known;
  if (!token.startsWith(FRESH_PLAYER_PREFIX)) return DEMO_USER;
  const seen = freshPlayers.get(token);
  if (seen) return seen;
  const n = 30_001 + freshPlayers.size;
  const fresh: SimUser = { ...DEMO_USER, name: `player${n}`, accountId: String(n) };
  freshPlayers.set(token, fresh);
  return fresh;
}
