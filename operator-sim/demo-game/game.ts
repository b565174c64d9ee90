// Runs in the browser, in the container's game frame: the Lucky Fortune demo slot.
// Posts ready / scene / spinState / spinRequest / turbo / status / autoPlay / buttonPosition /
// helpPage / jackpot / openModal / gameLog to the parent, only to the parentOrigin named in the query, and
// takes setTurbo / useCard / pauseAutoPlay / reservedAreas from that parent only. Served built
// (operator-sim/game-build.ts).
import type { ButtonLayout } from '../../shared/game-bridge/game-status.ts';
import type { Room } from '../../shared/game-bridge/room.ts';
import { type GamePost, postTo, readContainerMessage } from './messages.ts';
import { createPlay } from './play.ts';
import { readQuery } from './query.ts';
import { fitRoom } from './room.ts';
import { initialState } from './state.ts';
import { CONTROL_TEXTS, TEXTS, TRY_TEXTS } from './texts.ts';
import { buttonById, byId, createView, formatMoney } from './view.ts';

/** A low button layout for `layout=low` in the query; else the game asks under its header. */
const LOW_LAYOUT: Readonly<ButtonLayout> = {
  jackpotHallY: 260,
  jackpotHistoryY: 323,
  rotation: 90,
  menuYRatio: 0.4,
};
/** The jackpot hits the broadcast button sends in turn (JackpotLink pools, SPEC §3 hit). */
const JACKPOT_POOLS: readonly (readonly [string, number])[] = [
  ['Mini', 125.5],
  ['Minor', 1250],
  ['Major', 12500],
  ['Grand', 125000],
];
const RECOMMENDED_GAME_ID = 3001;

const query = readQuery(window.location.search);
const { lang, bet, gameId } = query;
const [tTitle, tSpin, tBalance, tBet, tLastWin, tScene, tWin, tNoWin, tLow] = TEXTS[lang];
const post = (message: GamePost): void => {
  postTo(query.parentOrigin, message);
};
const view = createView(bet);
const state = initialState(bet);
const play = createPlay({
  state,
  view,
  post,
  bet,
  gameId,
  texts: { win: tWin, noWin: tNoWin, low: tLow },
  formatMoney,
});

/** A SPEC §3 jackpot hit heard in this game, broadcast to the container (pools in turn). */
function broadcastJackpot(): void {
  const pool = JACKPOT_POOLS[state.jackpots % JACKPOT_POOLS.length];
  if (pool === undefined) return;
  const [poolName, hitValue] = pool;
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
function pageUrl(file: string): string {
  const url = new URL(file, window.location.href);
  url.search = new URLSearchParams({ lang }).toString();
  return url.href;
}

/** The room last heard of (null: the address's insets), and the layout last asked for. */
let room: Room | null = null;
let asked = '';
/** Fits the page to the room, and asks for the jackpot buttons where it left them room. */
function fit(): void {
  const layout = fitRoom(room, query.insets, query.layout === 'low' ? LOW_LAYOUT : null);
  const json = JSON.stringify(layout);
  if (json === asked) return;
  asked = json;
  post({ type: 'buttonPosition', ...layout });
}

/** The container may turn turbo on or play a card; anything from elsewhere is ignored. */
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== window.parent || event.origin !== query.parentOrigin) return;
  const message = readContainerMessage(event.data);
  if (message === null) return;
  if (message.type === 'setTurbo') {
    state.turbo = message.on;
    view.showMeters(state);
    post({ type: 'turbo', on: state.turbo });
  } else if (message.type === 'pauseAutoPlay') {
    play.stopAuto();
  } else if (message.type === 'reservedAreas') {
    room = message;
    fit();
  } else {
    play.useCard(message);
  }
});

document.documentElement.lang = lang;
document.title = tTitle;
byId('title').textContent = tTitle;
byId('scene-label').textContent = tScene;
byId('balance-label').textContent = tBalance;
byId('bet-label').textContent = tBet;
byId('win-label').textContent = tLastWin;
const spinButton = buttonById('spin');
spinButton.textContent = tSpin;
spinButton.addEventListener('click', play.spin);
const tryButton = buttonById('try');
tryButton.textContent = TRY_TEXTS[lang];
tryButton.hidden = query.mType === RECOMMENDED_GAME_ID;
tryButton.addEventListener('click', () => {
  post({ type: 'clickToPlay', gameId: RECOMMENDED_GAME_ID });
});
const [tAuto, tStop, tMaxSpin, tHelp, tRules, tJackpot] = CONTROL_TEXTS[lang];
const controls: readonly (readonly [string, string, () => void])[] = [
  ['auto', tAuto, play.startAuto],
  ['stop-auto', tStop, play.stopAuto],
  ['maxspin', tMaxSpin, play.startMaxSpin],
  [
    'help',
    tHelp,
    () => {
      post({ type: 'helpPage', url: pageUrl('help.html') });
    },
  ],
  [
    'rules',
    tRules,
    () => {
      post({ type: 'openModal', modal: 'frame-rules', url: pageUrl('rules.html') });
    },
  ],
  ['jackpot', tJackpot, broadcastJackpot],
];
for (const [id, label, onClick] of controls) {
  const button = buttonById(id);
  button.textContent = label;
  button.addEventListener('click', onClick);
}
view.showGrid(state.grid);
view.showMeters(state);
post({ type: 'ready' });
post({ type: 'turbo', on: state.turbo });
post({ type: 'scene', scene: state.scene, symbols: [...state.grid] });
fit();
window.addEventListener('resize', fit);
play.postStatus();
