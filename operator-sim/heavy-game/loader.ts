// Runs in the browser, in the heavy game: fetches its assets a few at a time, as slots do, and
// reports the share loaded as the bytes arrive.
import { ASSET_DIR, HEAVY_ASSETS, type HeavyAsset } from './assets.ts';

/** How many files are on the way at once (a loader's usual 3 to 6). */
const AT_ONCE = 3;

/** An asset once in: an image decoded and ready to draw, a sound's bytes. */
export type Loaded =
  | { kind: 'image'; file: string; image: HTMLImageElement }
  | { kind: 'audio'; file: string; bytes: ArrayBuffer };

/** Reads a response's body chunk by chunk, telling `progress` its share (0 to 1) so far. */
async function readAll(response: Response, progress: (share: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length'));
  const reader = response.body?.getReader();
  if (!reader || !(total > 0)) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    progress(Math.min(1, received / total));
  }
  return new Blob(parts);
}

async function loadOne(asset: HeavyAsset, progress: (share: number) => void): Promise<Loaded> {
  const response = await fetch(new URL(ASSET_DIR + asset.file, location.href));
  if (!response.ok) throw new Error(`${asset.file}: HTTP ${response.status}`);
  const blob = await readAll(response, progress);
  progress(1);
  if (asset.kind === 'audio')
    return { kind: 'audio', file: asset.file, bytes: await blob.arrayBuffer() };
  const image = new Image();
  image.src = URL.createObjectURL(blob);
  await image.decode();
  return { kind: 'image', file: asset.file, image };
}

/** Loads every asset, AT_ONCE at a time; `progress` gets the share of files in (0 to 1). */
export async function loadAssets(progress: (share: number) => void): Promise<Loaded[]> {
  const shares = HEAVY_ASSETS.map(() => 0);
  const report = (): void => progress(shares.reduce((a, b) => a + b, 0) / shares.length);
  const loaded: Loaded[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < HEAVY_ASSETS.length) {
      const index = next;
      next += 1;
      const asset = HEAVY_ASSETS[index];
      if (asset === undefined) return;
      loaded[index] = await loadOne(asset, (share) => {
        shares[index] = share;
        report();
      });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return loaded;
}
