// Runs in Node (the simulator makes the files) and in the browser (the heavy game fetches
// them): the heavy game's assets, named once. Noise, so gzip cannot shrink them on the wire.

/** Bumped whenever the generator's output changes: it is in every asset's address. */
export const ASSET_VERSION = 1;

/** An image: a PNG of RGB noise. */
interface ImageAsset {
  kind: 'image';
  file: `${string}.png`;
  width: number;
  height: number;
}

/** A sound: a 16-bit mono WAV, a tone under noise. */
interface AudioAsset {
  kind: 'audio';
  file: `${string}.wav`;
  seconds: number;
}

/** One file of the game's load. */
export type HeavyAsset = ImageAsset | AudioAsset;

/** The sample rate of the sounds. */
export const SAMPLE_RATE = 22_050;

/**
 * What a real slot's first load fetches, about 2 MB: a background, symbol and interface
 * sheets, the music and three effects (each a few hundred KB at most, as studios split them).
 */
export const HEAVY_ASSETS: readonly HeavyAsset[] = [
  { kind: 'image', file: 'background.png', width: 640, height: 360 },
  { kind: 'image', file: 'symbols-1.png', width: 256, height: 256 },
  { kind: 'image', file: 'symbols-2.png', width: 256, height: 256 },
  { kind: 'image', file: 'symbols-3.png', width: 256, height: 256 },
  { kind: 'image', file: 'interface.png', width: 256, height: 128 },
  { kind: 'audio', file: 'music.wav', seconds: 10 },
  { kind: 'audio', file: 'spin.wav', seconds: 2 },
  { kind: 'audio', file: 'win.wav', seconds: 2 },
  { kind: 'audio', file: 'reel-stop.wav', seconds: 1 },
];

/** Where the assets are, under the game's folder (the version keeps old copies apart). */
export const ASSET_DIR = `assets/v${ASSET_VERSION}/`;
