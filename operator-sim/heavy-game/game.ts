// Runs in the browser, in the container's game frame or alone: the Golden Galleon heavy slot.
// It loads like a real slot (some 2 MB of images and sounds, three files at a time, with a
// progress bar) and says ready only once they are in: the container's tax is measured on it
// (docs/performance.md). Served built (operator-sim/game-build.ts).
import { linkContainer } from './container.ts';
import { type Loaded, loadAssets } from './loader.ts';
import { textsFor } from './texts.ts';

const [tTitle, tLoading, tReady, tFailed] = textsFor(
  new URLSearchParams(location.search).get('lang'),
);
const link = linkContainer();

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}

const main = byId('game');
const bar = byId('bar');
const label = byId('label');
const stage = byId('stage');
document.title = tTitle;
byId('title').textContent = tTitle;
label.textContent = tLoading;

function showProgress(share: number): void {
  const percent = Math.floor(share * 100);
  bar.setAttribute('value', String(percent));
  label.textContent = `${tLoading} ${percent}%`;
}

/** The images on the stage: the background behind, the sheets in a row. */
function show(loaded: Loaded[]): void {
  for (const asset of loaded) {
    if (asset.kind !== 'image') continue;
    asset.image.alt = '';
    asset.image.className = asset.file === 'background.png' ? 'background' : 'sheet';
    stage.append(asset.image);
  }
}

loadAssets(showProgress).then(
  (loaded) => {
    show(loaded);
    label.textContent = tReady;
    main.dataset['state'] = 'ready';
    // The bench reads this mark when the game is opened alone (no container to tell).
    performance.mark('game-ready');
    link.ready();
  },
  (error: unknown) => {
    main.dataset['state'] = 'failed';
    label.textContent = tFailed;
    console.error(error);
  },
);
