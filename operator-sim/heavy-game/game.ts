// Runs in the browser, in the container's game frame or alone: the Golden Galleon heavy slot.
// It loads like a real slot (some 2 MB of images and sounds, three files at a time, with a
// progress bar) and says ready only once they are in: the container's tax is measured on it
// (docs/performance.md). Then it plays (slot.ts). Its rules page (rules.html) runs this script
// too, to show the rules in the player's language. Served built (operator-sim/game-build.ts).
import { type Insets, addressInsets } from '../../game-sdk/src/index.ts';
import { ALONE, linkContainer } from './container.ts';
import { type Loaded, loadAssets } from './loader.ts';
import { startSlot } from './slot.ts';
import { type Texts, textsFor } from './texts.ts';

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}
const buttonById = (id: string): HTMLButtonElement => byId(id) as HTMLButtonElement;

/** Keeps the page clear of the room the container's controls take, edge by edge. */
function keepRoom(main: HTMLElement, insets: Insets): void {
  for (const [edge, px] of Object.entries(insets)) {
    main.style.setProperty(`--room-${edge}`, `${String(px)}px`);
  }
}

/** The rules page: the rules in the player's language. */
function showRules(texts: Texts): void {
  byId('title').textContent = `${texts.title}: ${texts.rules}`;
  byId('rules-text').textContent = texts.rulesText;
}

/** The game page: loads, says ready, then plays. */
function showGame(texts: Texts): void {
  // The handshake starts now, beside the assets' load.
  const link = linkContainer();
  const main = byId('game');
  const bar = byId('bar');
  const label = byId('label');
  const stage = byId('stage');
  const sheets = byId('sheets');
  keepRoom(main, addressInsets(location.search));
  byId('title').textContent = texts.title;
  label.textContent = texts.loading;
  const labels = { spin: texts.spin, auto: texts.auto, turbo: texts.turbo, rules: texts.rules };
  for (const [id, text] of Object.entries(labels)) byId(id).textContent = text;
  byId('balance-label').textContent = texts.balance;
  byId('win-label').textContent = texts.lastWin;

  const showProgress = (share: number): void => {
    const percent = Math.floor(share * 100);
    bar.setAttribute('value', String(percent));
    label.textContent = `${texts.loading} ${percent}%`;
  };
  /** The images: the background behind the reels, the sheets in a row above them. */
  const show = (loaded: Loaded[]): void => {
    for (const asset of loaded) {
      if (asset.kind !== 'image') continue;
      asset.image.alt = '';
      const background = asset.file === 'background.png';
      asset.image.className = background ? 'background' : 'sheet';
      (background ? stage : sheets).append(asset.image);
    }
  };
  const play = async (): Promise<void> => {
    const game = await link;
    game.ready();
    game.on('reservedAreas', ({ insets }) => keepRoom(main, insets));
    const page = { reels: byId('reels'), balance: byId('balance'), win: byId('win') };
    const buttons = { spin: buttonById('spin'), auto: buttonById('auto') };
    startSlot(game, texts, { ...page, ...buttons, turbo: buttonById('turbo'), message: label });
    // Alone there is no container to open the rules in.
    const rules = buttonById('rules');
    rules.hidden = game === ALONE;
    rules.disabled = false;
    rules.addEventListener('click', () => {
      const url = new URL('rules.html', location.href);
      url.search = new URLSearchParams({ lang: texts.lang }).toString();
      void game.openModal('frame-rules', url.href);
    });
  };

  loadAssets(showProgress).then(
    (loaded) => {
      show(loaded);
      label.textContent = texts.ready;
      main.dataset['state'] = 'ready';
      // The bench reads this mark when the game is opened alone (no container to tell).
      performance.mark('game-ready');
      void play();
    },
    (error: unknown) => {
      main.dataset['state'] = 'failed';
      label.textContent = texts.failed;
      console.error(error);
    },
  );
}

const texts = textsFor(new URLSearchParams(location.search).get('lang'));
document.documentElement.lang = texts.lang;
document.title = texts.title;
if (document.getElementById('rules-page')) showRules(texts);
else showGame(texts);
