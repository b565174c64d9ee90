// Runs in the browser, in the demo game: its words in each language the container offers.

/** Title, spin, balance, bet, last win, scene, win, no win, balance too low. */
type MainTexts = readonly [string, string, string, string, string, string, string, string, string];

export const TEXTS = {
  en: [
    'Lucky Fortune',
    'Spin',
    'Balance',
    'Bet',
    'Last win',
    'Scene',
    'Win',
    'No win',
    'Balance too low',
  ],
  zh: ['幸运财富', '旋转', '余额', '投注', '上次赢得', '场景', '赢得', '未中奖', '余额不足'],
  'zh-TW': ['幸運財富', '旋轉', '餘額', '投注', '上次贏得', '場景', '贏得', '未中獎', '餘額不足'],
  th: ['โชคดีมีทรัพย์', 'หมุน', 'ยอดเงิน', 'เดิมพัน', 'ชนะล่าสุด', 'ฉาก', 'ชนะ', 'ไม่ชนะ', 'ยอดเงินไม่พอ'],
  pt: [
    'Fortuna da Sorte',
    'Girar',
    'Saldo',
    'Aposta',
    'Último ganho',
    'Cena',
    'Ganhou',
    'Sem ganho',
    'Saldo insuficiente',
  ],
  es: [
    'Fortuna de la Suerte',
    'Girar',
    'Saldo',
    'Apuesta',
    'Última ganancia',
    'Escena',
    'Ganaste',
    'Sin premio',
    'Saldo insuficiente',
  ],
  vi: [
    'Vận May Phát Tài',
    'Quay',
    'Số dư',
    'Cược',
    'Thắng gần nhất',
    'Cảnh',
    'Thắng',
    'Không thắng',
    'Số dư không đủ',
  ],
  ko: [
    '행운의 재물',
    '스핀',
    '잔액',
    '베팅',
    '최근 당첨',
    '장면',
    '당첨',
    '당첨 없음',
    '잔액 부족',
  ],
  bn: ['সৌভাগ্যের ধন', 'ঘোরান', 'ব্যালেন্স', 'বাজি', 'শেষ জয়', 'দৃশ্য', 'জয়', 'জয় নেই', 'ব্যালেন্স কম'],
  hi: ['भाग्य का धन', 'स्पिन', 'बैलेंस', 'दांव', 'पिछली जीत', 'दृश्य', 'जीत', 'कोई जीत नहीं', 'बैलेंस कम है'],
} as const satisfies Record<string, MainTexts>;

/** A language the demo game speaks. */
export type Lang = keyof typeof TEXTS;

/** The recommendation button's text: another game of the hall, Ocean King (3001). */
export const TRY_TEXTS: Readonly<Record<Lang, string>> = {
  en: 'Try Ocean King',
  zh: '试试海洋之王',
  'zh-TW': '試試海洋之王',
  th: 'ลองราชาแห่งมหาสมุทร',
  pt: 'Experimente Rei do Oceano',
  es: 'Prueba Rey del Océano',
  vi: 'Thử Vua Đại Dương',
  ko: '바다의 왕 해보기',
  bn: 'সাগরের রাজা খেলে দেখুন',
  hi: 'सागर का राजा आज़माएँ',
};

/** Shown when the game cannot talk to the casino's page (no container, or no shared version). */
export const NO_CONTAINER_TEXTS: Readonly<Record<Lang, string>> = {
  en: 'This game cannot connect to the casino page',
  zh: '本游戏无法连接到娱乐场页面',
  'zh-TW': '本遊戲無法連接到娛樂場頁面',
  th: 'เกมนี้เชื่อมต่อกับหน้าคาสิโนไม่ได้',
  pt: 'Este jogo não consegue se conectar à página do cassino',
  es: 'Este juego no puede conectarse a la página del casino',
  vi: 'Trò chơi này không thể kết nối với trang sòng bài',
  ko: '이 게임은 카지노 페이지에 연결할 수 없습니다',
  bn: 'এই গেমটি ক্যাসিনো পেজের সাথে যুক্ত হতে পারছে না',
  hi: 'यह गेम कैसीनो पेज से नहीं जुड़ पा रहा है',
};

/** The other buttons: auto-play, stop, max-spin, help, rules, jackpot broadcast. */
type ControlTexts = readonly [string, string, string, string, string, string];

export const CONTROL_TEXTS: Readonly<Record<Lang, ControlTexts>> = {
  en: ['Auto 10', 'Stop', 'Max spin', 'Help', 'Rules', 'Jackpot'],
  zh: ['自动 10', '停止', '最大旋转', '帮助', '规则', '奖池'],
  'zh-TW': ['自動 10', '停止', '最大旋轉', '說明', '規則', '彩池'],
  th: ['ออโต้ 10', 'หยุด', 'หมุนสูงสุด', 'วิธีเล่น', 'กติกา', 'แจ็กพอต'],
  pt: ['Auto 10', 'Parar', 'Giro máximo', 'Ajuda', 'Regras', 'Jackpot'],
  es: ['Auto 10', 'Detener', 'Giro máximo', 'Ayuda', 'Reglas', 'Jackpot'],
  vi: ['Tự động 10', 'Dừng', 'Quay tối đa', 'Trợ giúp', 'Luật chơi', 'Jackpot'],
  ko: ['자동 10', '정지', '맥스 스핀', '도움말', '규칙', '잭팟'],
  bn: ['অটো 10', 'থামুন', 'সর্বোচ্চ স্পিন', 'সাহায্য', 'নিয়ম', 'জ্যাকপট'],
  hi: ['ऑटो 10', 'रोकें', 'मैक्स स्पिन', 'सहायता', 'नियम', 'जैकपॉट'],
};

/** The language named in the query when the game speaks it, else English. */
export function readLang(raw: string | null): Lang {
  return raw !== null && Object.hasOwn(TEXTS, raw) ? (raw as Lang) : 'en';
}
