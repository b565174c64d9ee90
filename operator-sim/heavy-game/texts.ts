// Runs in the browser, in the heavy game and its rules page: its words in each language the
// container offers.

/** Title, loading, ready, failed. */
type LoadTexts = readonly [string, string, string, string];
/** Spin, auto-play (10 spins), stop, turbo, rules, balance, last win, win, no win. */
type PlayTexts = readonly [string, string, string, string, string, string, string, string, string];

const LOAD = {
  en: ['Golden Galleon', 'Loading', 'Ready to play', 'The game could not load'],
  zh: ['黄金大帆船', '加载中', '准备就绪', '游戏无法加载'],
  'zh-TW': ['黃金大帆船', '載入中', '準備就緒', '遊戲無法載入'],
  th: ['เรือใบทองคำ', 'กำลังโหลด', 'พร้อมเล่น', 'โหลดเกมไม่สำเร็จ'],
  pt: ['Galeão Dourado', 'Carregando', 'Pronto para jogar', 'O jogo não pôde carregar'],
  vi: ['Thuyền Buồm Vàng', 'Đang tải', 'Sẵn sàng chơi', 'Không thể tải trò chơi'],
  es: ['Galeón Dorado', 'Cargando', 'Listo para jugar', 'No se pudo cargar el juego'],
  ko: ['황금 갤리온', '불러오는 중', '플레이 준비 완료', '게임을 불러올 수 없습니다'],
  bn: ['সোনালি গ্যালিয়ন', 'লোড হচ্ছে', 'খেলার জন্য প্রস্তুত', 'গেমটি লোড করা যায়নি'],
  hi: ['सुनहरा गैलियन', 'लोड हो रहा है', 'खेलने के लिए तैयार', 'गेम लोड नहीं हो सका'],
} as const satisfies Record<string, LoadTexts>;

/** A language of the game. */
export type Lang = keyof typeof LOAD;

const PLAY: Readonly<Record<Lang, PlayTexts>> = {
  en: ['Spin', 'Auto 10', 'Stop', 'Turbo', 'Rules', 'Balance', 'Last win', 'Win', 'No win'],
  zh: ['旋转', '自动 10', '停止', '加速', '规则', '余额', '上次赢得', '赢得', '未中奖'],
  'zh-TW': ['旋轉', '自動 10', '停止', '加速', '規則', '餘額', '上次贏得', '贏得', '未中獎'],
  th: ['หมุน', 'ออโต้ 10', 'หยุด', 'เทอร์โบ', 'กติกา', 'ยอดเงิน', 'ชนะล่าสุด', 'ชนะ', 'ไม่ชนะ'],
  pt: [
    'Girar',
    'Auto 10',
    'Parar',
    'Turbo',
    'Regras',
    'Saldo',
    'Último ganho',
    'Ganhou',
    'Sem ganho',
  ],
  vi: [
    'Quay',
    'Tự động 10',
    'Dừng',
    'Tăng tốc',
    'Luật chơi',
    'Số dư',
    'Thắng gần nhất',
    'Thắng',
    'Không thắng',
  ],
  es: [
    'Girar',
    'Auto 10',
    'Detener',
    'Turbo',
    'Reglas',
    'Saldo',
    'Última ganancia',
    'Ganaste',
    'Sin premio',
  ],
  ko: ['스핀', '자동 10', '정지', '터보', '규칙', '잔액', '최근 당첨', '당첨', '당첨 없음'],
  bn: ['ঘোরান', 'অটো 10', 'থামুন', 'টার্বো', 'নিয়ম', 'ব্যালেন্স', 'শেষ জয়', 'জয়', 'জয় নেই'],
  hi: ['स्पिन', 'ऑटो 10', 'रोकें', 'टर्बो', 'नियम', 'बैलेंस', 'पिछली जीत', 'जीत', 'कोई जीत नहीं'],
};

/** The rules page's one paragraph (the pays are those of the reels, demo-game/reels.ts). */
const RULES: Readonly<Record<Lang, string>> = {
  en: 'The bet is 1.00 a spin. Three of a kind on a row pays: 7 pays 25 times the bet, BAR 10, A 5, K 4, Q 3, J 2. Auto-play plays ten spins; turbo makes the spins quicker.',
  zh: '每次旋转投注 1.00。任意一行出现三个相同符号即中奖：7 赔投注的 25 倍，BAR 10 倍，A 5 倍，K 4 倍，Q 3 倍，J 2 倍。自动游戏连续旋转十次；加速让旋转更快。',
  'zh-TW':
    '每次旋轉投注 1.00。任一行出現三個相同符號即中獎：7 賠投注的 25 倍，BAR 10 倍，A 5 倍，K 4 倍，Q 3 倍，J 2 倍。自動遊戲連續旋轉十次；加速讓旋轉更快。',
  th: 'เดิมพันครั้งละ 1.00 ต่อการหมุน สัญลักษณ์เหมือนกันสามตัวในแถวเดียวได้รางวัล: 7 จ่าย 25 เท่าของเดิมพัน BAR 10 เท่า A 5 เท่า K 4 เท่า Q 3 เท่า J 2 เท่า ออโต้หมุนสิบครั้ง เทอร์โบทำให้หมุนเร็วขึ้น',
  pt: 'A aposta é 1,00 por giro. Três símbolos iguais numa linha pagam: 7 paga 25 vezes a aposta, BAR 10, A 5, K 4, Q 3, J 2. O modo automático faz dez giros; o turbo deixa os giros mais rápidos.',
  vi: 'Mỗi lượt quay cược 1,00. Ba biểu tượng giống nhau trên một hàng được trả thưởng: 7 trả 25 lần tiền cược, BAR 10, A 5, K 4, Q 3, J 2. Tự động quay mười lượt; tăng tốc giúp quay nhanh hơn.',
  es: 'La apuesta es de 1,00 por giro. Tres iguales en una fila pagan: el 7 paga 25 veces la apuesta, BAR 10, A 5, K 4, Q 3, J 2. El modo automático juega diez giros; el turbo hace los giros más rápidos.',
  ko: '스핀당 베팅은 1.00입니다. 한 줄에 같은 기호 세 개가 나오면 당첨: 7은 베팅의 25배, BAR 10배, A 5배, K 4배, Q 3배, J 2배. 자동은 열 번 스핀하고, 터보는 스핀을 더 빠르게 합니다.',
  bn: 'প্রতি স্পিনে বাজি 1.00। এক সারিতে একই তিনটি চিহ্ন জিতায়: 7 বাজির 25 গুণ, BAR 10, A 5, K 4, Q 3, J 2। অটো দশবার ঘোরায়; টার্বো ঘোরানো দ্রুত করে।',
  hi: 'हर स्पिन पर दांव 1.00 है। एक पंक्ति में तीन एक जैसे चिह्न जीतते हैं: 7 दांव का 25 गुना, BAR 10, A 5, K 4, Q 3, J 2। ऑटो दस स्पिन खेलता है; टर्बो स्पिन को तेज़ करता है।',
};

/** Every word the game shows, in one language. */
export interface Texts {
  lang: Lang;
  title: string;
  loading: string;
  ready: string;
  failed: string;
  spin: string;
  auto: string;
  stop: string;
  turbo: string;
  rules: string;
  balance: string;
  lastWin: string;
  win: string;
  noWin: string;
  rulesText: string;
}

/** The address's `lang` as the game's (zh-TW by its region, else by its language; else en). */
function langOf(raw: string | null): Lang {
  const [language = '', region = ''] = (raw ?? '').split('-');
  const wanted =
    language.toLowerCase() === 'zh' && /^(TW|HK|MO)$/i.test(region)
      ? 'zh-TW'
      : language.toLowerCase();
  return Object.hasOwn(LOAD, wanted) ? (wanted as Lang) : 'en';
}

/** The texts of the address's `lang`. */
export function textsFor(raw: string | null): Texts {
  const lang = langOf(raw);
  const [title, loading, ready, failed] = LOAD[lang];
  const [spin, auto, stop, turbo, rules, balance, lastWin, win, noWin] = PLAY[lang];
  const rulesText = RULES[lang];
  return {
    lang,
    title,
    loading,
    ready,
    failed,
    spin,
    auto,
    stop,
    turbo,
    rules,
    balance,
    lastWin,
    win,
    noWin,
    rulesText,
  };
}
