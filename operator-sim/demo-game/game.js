// Runs in the browser, in the container's game frame: the Lucky Fortune demo slot.
// Posts ready / scene / spinState / spinRequest / turbo / status / autoPlay / buttonPosition /
// helpPage / jackpot / openModal / gameLog to the parent, only to the parentOrigin named in the query, and
// takes setTurbo / useCard / pauseAutoPlay from that parent only.

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
/** The bet when the container hands none (betSelections and betIndex in the address). */
const DEFAULT_BET = 1;
/** The coin value: the bet and the balance are in money, so one credit is one unit. */
const DENOM = 1;
/** The demo has no sound; it reports sound on, as a game with its sound on would. */
const SOUND = true;
const BASE_SCENE = 'BaseGame';
/** SPEC §4 max-spin (the container lower-cases scenes: `maxspin`). */
const MAX_SPIN_SCENE = 'MaxSpin';
const MAX_SPINS = 3;
const AUTO_COUNT = 10;
/** The pause between spins of auto-play, max-spin and a card's free spins. */
const NEXT_SPIN_MS = 300;
/** SPEC §9 default button layout, and a low one for `layout=low` in the query. */
const LAYOUTS = {
  default: { jackpotHallY: 50, jackpotHistoryY: 113, rotation: 90, menuYRatio: 0.015 },
  low: { jackpotHallY: 260, jackpotHistoryY: 323, rotation: 90, menuYRatio: 0.4 },
};
/** The jackpot hits the broadcast button sends in turn (JackpotLink pools, SPEC §3 hit). */
const JACKPOT_POOLS = [
  ['Mini', 125.5],
  ['Minor', 1250],
  ['Major', 12500],
  ['Grand', 125000],
];

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

/** The other buttons: auto-play, stop, max-spin, help, rules, jackpot broadcast. */
const CONTROL_TEXTS = {
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

const params = new URLSearchParams(window.location.search);
const lang = Object.hasOwn(TEXTS, params.get('lang') ?? '') ? params.get('lang') : 'en';
const [tTitle, tSpin, tBalance, tBet, tLastWin, tScene, tWin, tNoWin, tLow] = TEXTS[lang];
const parentOrigin = readParentOrigin(params.get('parentOrigin'));
const BET = startingBet(params.get('betSelections'), params.get('betIndex'));
const mType = Number(params.get('mType'));
const gameId = Number.isSafeInteger(mType) && mType > 0 ? mType : 2001;
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
  /** What the last spin cost: the bet, or 0 for a card's free spin. */
  lastBet: BET,
  grid: randomGrid(),
  spinning: false,
  turbo: false,
  scene: BASE_SCENE,
  /** A card's free spins in play: { itemId, betSize, spinCount, played, won }. */
  card: null,
  /** Auto-play in progress: { count, played } (played counts spins started); null when off. */
  auto: null,
  /** Spins played by the last auto-play, and the spins it had left, once it stopped. */
  autoPassed: 0,
  autoLeft: 0,
  /** Max-spin spins still to play; 0 in the base game. */
  maxSpinsLeft: 0,
  /** The round number: one more per spin. */
  gameseq: 0,
  /** This session's money bet and won. */
  totalBet: 0,
  totalWin: 0,
  /** The next spin of a sequence (auto-play, max-spin, card), waiting. */
  nextSpin: null,
  jackpots: 0,
};

const cents = (n) => Math.round(n * 100) / 100;

/** True while a spin, a card, auto-play or max-spin is under way. */
function busy() {
  return state.spinning || state.card !== null || state.auto !== null || state.maxSpinsLeft > 0;
}

function later(step) {
  clearTimeout(state.nextSpin);
  state.nextSpin = setTimeout(() => {
    state.nextSpin = null;
    step();
  }, NEXT_SPIN_MS);
}

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

/** The operator's bet at betIndex of betSelections (the container's config), else the default. */
function startingBet(selections, index) {
  const bets = (selections ?? '').split(',').map(Number);
  const bet = bets[Number(index ?? 0)];
  return bets.every((b) => b > 0) && bet > 0 ? bet : DEFAULT_BET;
}

function showMeters() {
  $('balance').textContent = money.format(state.balance);
  $('bet').textContent = money.format(BET);
  $('win').textContent = money.format(state.lastWin);
  // Presses while the reels turn are allowed and counted: the container's turbo hint reads them.
  spinButton.setAttribute('aria-busy', String(state.spinning));
  reelsEl.classList.toggle('spinning', state.spinning);
  $('turbo').hidden = !state.turbo;
  $('scene').textContent = state.scene;
  $('auto').hidden = state.auto !== null;
  $('stop-auto').hidden = state.auto === null;
  $('auto').disabled = busy();
  $('maxspin').disabled = busy();
}

/** SPEC §3 game status: posted at start, after every spin and when auto-play stops. */
function postStatus() {
  post({
    type: 'status',
    win: state.lastWin,
    credit: cents(state.balance),
    bet: state.lastBet,
    denom: DENOM,
    auto: state.auto ? state.auto.count - state.auto.played : state.autoLeft,
    autoPassed: state.auto ? state.auto.played : state.autoPassed,
    isAuto: state.auto !== null,
    turbo: state.turbo,
    sound: SOUND,
    gameseq: state.gameseq,
    sessionBalance: cents(state.totalWin - state.totalBet),
    totalBet: cents(state.totalBet),
  });
}

/** False, with the low-balance message, when the balance cannot pay a bet. */
function canPay() {
  if (state.balance >= BET) return true;
  $('message').textContent = tLow;
  return false;
}

function spin() {
  post({ type: 'spinRequest' });
  if (busy() || !canPay()) return;
  startSpin(BET);
}

/** Auto 10: reports the start, then spins until the count is played or it is stopped. */
function startAuto() {
  if (busy() || !canPay()) return;
  state.auto = { count: AUTO_COUNT, played: 0 };
  post({ type: 'autoPlay', action: 'start', count: AUTO_COUNT });
  autoStep();
}

function autoStep() {
  const auto = state.auto;
  if (auto === null || state.spinning) return;
  if (!canPay()) {
    stopAuto();
    return;
  }
  auto.played += 1;
  startSpin(BET);
}

/**
 * Stops auto-play (the Stop button, the container's pauseAutoPlay, the count played, a low
 * balance): reports the pause with the spins played, then the status. A spin under way ends.
 */
function stopAuto() {
  const auto = state.auto;
  if (auto === null) return;
  clearTimeout(state.nextSpin);
  state.nextSpin = null;
  state.auto = null;
  state.autoPassed = auto.played;
  state.autoLeft = auto.count - auto.played;
  post({ type: 'autoPlay', action: 'pause', played: auto.played });
  postStatus();
  showMeters();
}

/** Max spin: the MaxSpin scene for MAX_SPINS spins, then the base game again. */
function startMaxSpin() {
  if (busy() || !canPay()) return;
  state.maxSpinsLeft = MAX_SPINS;
  state.scene = MAX_SPIN_SCENE;
  post({ type: 'scene', scene: MAX_SPIN_SCENE, symbols: [...state.grid] });
  maxSpinStep();
}

function maxSpinStep() {
  if (state.maxSpinsLeft === 0 || state.spinning) return;
  if (canPay()) {
    startSpin(BET);
    return;
  }
  state.maxSpinsLeft = 0;
  state.scene = BASE_SCENE;
  showMeters();
  post({ type: 'scene', scene: BASE_SCENE, symbols: [...state.grid] });
}

/** One spin at a bet; a card's free spins cost nothing. */
function startSpin(bet) {
  state.spinning = true;
  state.lastBet = state.card ? 0 : bet;
  if (!state.card) {
    state.balance -= bet;
    state.totalBet += bet;
  }
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
  state.totalWin += win;
  state.gameseq += 1;
  state.spinning = false;
  if (state.maxSpinsLeft > 0) {
    state.maxSpinsLeft -= 1;
    if (state.maxSpinsLeft === 0) state.scene = BASE_SCENE;
  }
  showGrid(grid, REELS, rows);
  showMeters();
  $('message').textContent = win > 0 ? `${tWin} ${money.format(win)}` : tNoWin;
  post({ type: 'spinState', spinning: false });
  post({ type: 'scene', scene: state.scene, symbols: [...grid] });
  // The round's record, for the operator's game log (sent on by the container).
  post({ type: 'gameLog', payload: { gameId, gameseq: state.gameseq, bet: state.lastBet, win } });
  // The pause goes before the status, so the status has the last word on the auto fields.
  if (state.auto && state.auto.played >= state.auto.count) stopAuto();
  else postStatus();
  if (state.card) nextFreeSpin(win);
  else if (state.auto) later(autoStep);
  else if (state.maxSpinsLeft > 0) later(maxSpinStep);
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
    showMeters();
    return;
  }
  later(() => startSpin(card.betSize));
}

/** A SPEC §3 jackpot hit heard in this game, broadcast to the container (pools in turn). */
function broadcastJackpot() {
  const [poolName, hitValue] = JACKPOT_POOLS[state.jackpots % JACKPOT_POOLS.length];
  state.jackpots += 1;
  post({
    type: 'jackpot',
    hit: {
      groupName: 'JackpotLink THB',
      typeName: 'JackpotLink',
      poolName,
      gameId,
      username: 'player01',
      hitValue,
      recordTime: Date.now(),
    },
  });
}

/** A page of this game (help.html, rules.html) on the game's own origin, in the game's language. */
function pageUrl(file) {
  const url = new URL(file, window.location.href);
  url.search = new URLSearchParams({ lang }).toString();
  return url.href;
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
  } else if (data.type === 'pauseAutoPlay') {
    stopAuto();
  } else if (data.type === 'useCard' && !busy()) {
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
const [tAuto, tStop, tMaxSpin, tHelp, tRules, tJackpot] = CONTROL_TEXTS[lang];
const controls = [
  ['auto', tAuto, startAuto],
  ['stop-auto', tStop, stopAuto],
  ['maxspin', tMaxSpin, startMaxSpin],
  ['help', tHelp, () => post({ type: 'helpPage', url: pageUrl('help.html') })],
  [
    'rules',
    tRules,
    () => post({ type: 'openModal', modal: 'frame-rules', url: pageUrl('rules.html') }),
  ],
  ['jackpot', tJackpot, broadcastJackpot],
];
for (const [id, label, onClick] of controls) {
  $(id).textContent = label;
  $(id).addEventListener('click', onClick);
}
showGrid(state.grid);
showMeters();
post({ type: 'ready' });
post({ type: 'turbo', on: state.turbo });
post({ type: 'scene', scene: state.scene, symbols: [...state.grid] });
post({ type: 'buttonPosition', ...LAYOUTS[params.get('layout') === 'low' ? 'low' : 'default'] });
postStatus();
