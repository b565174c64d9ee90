// Runs in the browser, in the heavy game: its few words in each language the container offers.

/** Title, loading, ready, failed. */
type Texts = readonly [string, string, string, string];

const TEXTS = {
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
} as const satisfies Record<string, Texts>;

/** A language of TEXTS. */
export type Lang = keyof typeof TEXTS;

/** The texts of the address's `lang` (zh-TW by its region, else by its language; else en). */
export function textsFor(raw: string | null): Texts {
  const [language = '', region = ''] = (raw ?? '').split('-');
  const wanted =
    language.toLowerCase() === 'zh' && /^(TW|HK|MO)$/i.test(region)
      ? 'zh-TW'
      : language.toLowerCase();
  return wanted in TEXTS ? TEXTS[wanted as Lang] : TEXTS.en;
}
