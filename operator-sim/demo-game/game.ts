// Runs in the browser, in the container's game frame: the Lucky Fortune demo slot, on the game
// SDK (game-sdk/): connect() talks to the parentOrigin of the address only and agrees a protocol
// version; the game posts ready / scene / spinState / spinRequest / turbo / status / autoPlay /
// buttonPosition / helpPage / jackpot / openModal / clickToPlay / gameLog through it and hears
// setTurbo / useCard / pauseAutoPlay / reservedAreas. Served built (operator-sim/game-build.ts).
import {
  type ButtonLayout,
  type GameConnection,
  type Room,
  connect,
} from '../../game-sdk/src/index.ts';
import { createPlay } from './play.ts';
import { readQuery } from './query.ts';
import { fitRoom } from './room.ts';
import { initialState } from './state.ts';
import { CONTROL_TEXTS, NO_CONTAINER_TEXTS, TEXTS, TRY_TEXTS } from './texts.ts';
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
const view = createView(bet);
const state = initialState(bet);

/** A page of this game (help.html, rules.html) on the game's own origin, in the game's language. */
function pageUrl(file: string): string {
  const url = new URL(file, window.location.href);
  url.search = new URLSearchParams({ lang }).toString();
  return url.href;
}

/** The game once the container has welcomed it: the buttons play, the reports go out. */
function start(game: GameConnection): void {
  const play = createPlay({
    state,
    view,
    game,
    bet,
    gameId,
    texts: { win: tWin, noWin: tNoWin, low: tLow },
    formatMoney,
  });

  /** A SPEC §3 jackpot hit heard in this game, broadcast to the container (pools in turn). */
  const broadcastJackpot = (): void => {
    const pool = JACKPOT_POOLS[state.jackpots % JACKPOT_POOLS.length];
    if (pool === undefined) return;
    const [poolName, hitValue] = pool;
    state.jackpots += 1;
    game.jackpot({
      groupName: 'JackpotLink THB',
      typeName: 'JackpotLink',
      poolName,
      gameId,
      username: 'player01',
      hitValue,
      recordTime: Date.now(),
    });
  };

  /** The room last heard of (null: the address's insets), and the layout last asked for. */
  let room: Room | null = null;
  let asked = '';
  /** Fits the page to the room, and asks for the jackpot buttons where it left them room. */
  const fit = (): void => {
    const layout = fitRoom(room, query.insets, query.layout === 'low' ? LOW_LAYOUT : null);
    const json = JSON.stringify(layout);
    if (json === asked) return;
    asked = json;
    game.buttonPosition(layout);
  };

  // The market's rules (protocol 2): no quick spin, auto-play, short rounds or stakes they forbid.
  const obey = (): void => {
    state.rules = game.rules;
    if (!state.rules.quickSpin) state.turbo = false;
    view.showMeters(state);
  };
  obey();
  game.on('rules', obey);
  // The container may turn turbo on, stop auto-play, play a card and keep room for its controls.
  game.on('setTurbo', ({ on }) => {
    state.turbo = on && state.rules.quickSpin;
    view.showMeters(state);
    game.turbo(state.turbo);
  });
  game.on('pauseAutoPlay', play.stopAuto);
  game.on('useCard', play.useCard);
  game.on('reservedAreas', (message) => {
    room = message;
    fit();
  });

  spinButton.addEventListener('click', play.spin);
  tryButton.addEventListener('click', () => {
    void game.clickToPlay(RECOMMENDED_GAME_ID);
  });
  const actions: Readonly<Record<string, () => void>> = {
    auto: play.startAuto,
    'stop-auto': play.stopAuto,
    maxspin: play.startMaxSpin,
    help: () => game.helpPage(pageUrl('help.html')),
    rules: () => void game.openModal('frame-rules', pageUrl('rules.html')),
    jackpot: broadcastJackpot,
  };
  for (const [id, onClick] of Object.entries(actions)) {
    buttonById(id).addEventListener('click', onClick);
  }
  game.ready();
  // The rest in a task of its own, so the container hears ready before this game lays itself
  // out around its controls (a forced layout, 20 ms on a cheap phone).
  setTimeout(() => {
    game.turbo(state.turbo);
    game.scene(state.scene, state.grid);
    fit();
    window.addEventListener('resize', fit);
    play.postStatus();
  }, 0);
}

document.documentElement.lang = lang;
document.title = tTitle;
byId('title').textContent = tTitle;
byId('scene-label').textContent = tScene;
byId('balance-label').textContent = tBalance;
byId('bet-label').textContent = tBet;
byId('win-label').textContent = tLastWin;
const spinButton = buttonById('spin');
spinButton.textContent = tSpin;
const tryButton = buttonById('try');
tryButton.textContent = TRY_TEXTS[lang];
tryButton.hidden = query.mType === RECOMMENDED_GAME_ID;
const [tAuto, tStop, tMaxSpin, tHelp, tRules, tJackpot] = CONTROL_TEXTS[lang];
const labels = [tAuto, tStop, tMaxSpin, tHelp, tRules, tJackpot];
for (const [i, id] of ['auto', 'stop-auto', 'maxspin', 'help', 'rules', 'jackpot'].entries()) {
  buttonById(id).textContent = labels[i] ?? '';
}
view.showGrid(state.grid);
view.showMeters(state);
// Drawn first, then the handshake: a game the container cannot talk to says so and stays still.
// `protocol=1` in the address makes it a game of protocol 1, which hears no rules (tests).
const versions =
  new URLSearchParams(window.location.search).get('protocol') === '1' ? [1] : undefined;
connect(versions ? { versions } : {}).then(start, (error: unknown) => {
  console.error(error);
  view.showMessage(NO_CONTAINER_TEXTS[lang]);
});
