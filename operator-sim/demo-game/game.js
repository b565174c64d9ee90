// Runs in the browser, in the container's game frame: the Lucky Fortune demo slot.
// Posts ready / scene / spinState / spinRequest / turbo to the parent, only to the parentOrigin
// named in the query, and takes setTurbo from that parent only.

const SYMBOLS = ['A', 'K', 'Q', 'J', '7', 'BAR'];
/** Relative odds of each symbol on a reel (7 and BAR are rare). */
const WEIGHTS = { A: 5, K: 5, Q: 6, J: 6, 7: 2, BAR: 3 };
/** Pay for three of a kind on a row, times the bet. */
const PAYS = { A: 5, K: 4, Q: 3, J: 2, 7: 25, BAR: 10 };
const REELS = 3;
const ROWS = 3;
const SPIN_MS = 600;
const TURBO_SPIN_MS = 200;
const TICK_MS = 50;
const BET = 1;
const SCENE = 'BaseGame';

const TEXTS = {
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
};

/** The recommendation button's text: another game of the hall, Ocean King (3001). */
const TRY_TEXTS = {
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
const RECOMMENDED_GAME_ID = 3001;

const params = new URLSearchParams(window.location.search);
const lang = Object.hasOwn(TEXTS, params.get('lang') ?? '') ? params.get('lang') : 'en';
const [tTitle, tSpin, tBalance, tBet, tLastWin, tScene, tWin, tNoWin, tLow] = TEXTS[lang];
const parentOrigin = readParentOrigin(params.get('parentOrigin'));
const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The origin of an http(s) address, or null: without it the game posts nothing. */
function readParentOrigin(raw) {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Posts to the parent frame with an explicit target origin, never '*'. */
function post(message) {
  if (parentOrigin === null || window.parent === window) return;
  window.parent.postMessage(message, parentOrigin);
}

function randomSymbol() {
  const total = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);
  const draw = new Uint32Array(1);
  crypto.getRandomValues(draw);
  let roll = draw[0] % total;
  for (const s of SYMBOLS) {
    roll -= WEIGHTS[s];
    if (roll < 0) return s;
  }
  return SYMBOLS[0];
}

/** Nine symbols, reel by reel, top to bottom. */
function randomGrid() {
  return Array.from({ length: REELS * ROWS }, randomSymbol);
}

/** Rows paying three of a kind, and the total win. */
function evaluate(grid) {
  const rows = [];
  let win = 0;
  for (let row = 0; row < ROWS; row += 1) {
    const line = Array.from({ length: REELS }, (_, reel) => grid[reel * ROWS + row]);
    if (line.every((s) => s === line[0])) {
      rows.push(row);
      win += PAYS[line[0]] * BET;
    }
  }
  return { rows, win };
}

const $ = (id) => document.getElementById(id);
const reelsEl = $('reels');
const spinButton = $('spin');
const cells = [];
for (let reel = 0; reel < REELS; reel += 1) {
  const column = document.createElement('div');
  column.className = 'reel';
  for (let row = 0; row < ROWS; row += 1) {
    const cell = document.createElement('span');
    cell.className = 'cell';
    column.append(cell);
    cells.push(cell);
  }
  reelsEl.append(column);
}

const state = {
  balance: 1000,
  lastWin: 0,
  grid: randomGrid(),
  spinning: false,
  turbo: false,
  /** A card's free spins in play: { itemId, betSize, spinCount, played, won }. */
  card: null,
};

function showGrid(grid, stoppedReels = REELS, hitRows = []) {
  grid.forEach((symbol, i) => {
    const cell = cells[i];
    const reel = Math.floor(i / ROWS);
    cell.textContent = symbol;
    cell.dataset.symbol = symbol;
    cell.classList.toggle('blur', reel >= stoppedReels);
    cell.classList.toggle('hit', hitRows.includes(i % ROWS));
  });
  reelsEl.setAttribute('aria-label', grid.join(' '));
}

function showMeters() {
  $('balance').textContent = money.format(state.balance);
  $('bet').textContent = money.format(BET);
  $('win').textContent = money.format(state.lastWin);
  // Presses while the reels turn are allowed and counted: the container's turbo hint reads them.
  spinButton.setAttribute('aria-busy', String(state.spinning));
  reelsEl.classList.toggle('spinning', state.spinning);
  $('turbo').hidden = !state.turbo;
}

function spin() {
  post({ type: 'spinRequest' });
  if (state.spinning || state.card) return;
  if (state.balance < BET) {
    $('message').textContent = tLow;
    return;
  }
  startSpin(BET);
}

/** One spin at a bet; a card's free spins cost nothing. */
function startSpin(bet) {
  state.spinning = true;
  if (!state.card) state.balance -= bet;
  $('message').textContent = '';
  showMeters();
  post({ type: 'spinState', spinning: true });
  const final = randomGrid();
  const started = performance.now();
  const spinMs = state.turbo ? TURBO_SPIN_MS : SPIN_MS;
  const timer = setInterval(() => {
    const stopped = Math.floor(((performance.now() - started) / spinMs) * REELS);
    const shown = final.map((s, i) => (Math.floor(i / ROWS) < stopped ? s : randomSymbol()));
    showGrid(shown, stopped);
    if (stopped < REELS) return;
    clearInterval(timer);
    finish(final);
  }, TICK_MS);
}

function finish(grid) {
  const { rows, win: basicWin } = evaluate(grid);
  const win = state.card ? basicWin * state.card.betSize : basicWin;
  state.grid = grid;
  state.lastWin = win;
  state.balance += win;
  state.spinning = false;
  showGrid(grid, REELS, rows);
  showMeters();
  $('message').textContent = win > 0 ? `${tWin} ${money.format(win)}` : tNoWin;
  post({ type: 'spinState', spinning: false });
  post({ type: 'scene', scene: SCENE, symbols: [...grid] });
  if (state.card) nextFreeSpin(win);
}

/** Counts a card's free spin, reports it, and plays the next one until the card is used up. */
function nextFreeSpin(win) {
  const card = state.card;
  card.played += 1;
  card.won += win;
  const done = card.played >= card.spinCount;
  post({
    type: 'freeSpinProgress',
    itemId: card.itemId,
    played: card.played,
    winAmount: card.won,
    done,
  });
  if (done) {
    state.card = null;
    return;
  }
  setTimeout(() => startSpin(card.betSize), 300);
}

/** The container may turn turbo on or play a card; anything from elsewhere is ignored. */
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const data = event.data;
  if (data === null || typeof data !== 'object') return;
  if (data.type === 'setTurbo' && typeof data.on === 'boolean') {
    state.turbo = data.on;
    showMeters();
    post({ type: 'turbo', on: state.turbo });
  } else if (data.type === 'useCard' && !state.card && !state.spinning) {
    const { itemId, betSize, spinCount } = data;
    if (typeof itemId !== 'string' || !(betSize > 0) || !(spinCount > 0 && spinCount <= 100))
      return;
    state.card = { itemId, betSize, spinCount, played: 0, won: 0 };
    startSpin(betSize);
  }
});

document.documentElement.lang = lang;
document.title = tTitle;
$('title').textContent = tTitle;
$('scene-label').textContent = tScene;
$('scene').textContent = SCENE;
$('balance-label').textContent = tBalance;
$('bet-label').textContent = tBet;
$('win-label').textContent = tLastWin;
spinButton.textContent = tSpin;
spinButton.addEventListener('click', spin);
$('try').textContent = TRY_TEXTS[lang];
$('try').hidden = Number(params.get('mType')) === RECOMMENDED_GAME_ID;
$('try').addEventListener('click', () =>
  post({ type: 'clickToPlay', gameId: RECOMMENDED_GAME_ID }),
);
showGrid(state.grid);
showMeters();
post({ type: 'ready' });
post({ type: 'turbo', on: state.turbo });
post({ type: 'scene', scene: SCENE, symbols: [...state.grid] });
