// Runs in Node: makes the heavy game's assets (heavy-game/assets.ts names them) the first time
// one is asked for, once per process: PNGs of RGBA noise and WAVs of a tone under noise, from a
// seeded generator, so every run serves the same bytes and gzip cannot shrink them.
import { crc32, deflateSync } from 'node:zlib';
import { HEAVY_ASSETS, type HeavyAsset, SAMPLE_RATE } from './heavy-game/assets.ts';

/** A seeded xorshift32: the same noise every run, without a stored file. */
function noise(seed: number, bytes: number): Buffer {
  const words = new Uint32Array(Math.ceil(bytes / 4));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < words.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return Buffer.from(words.buffer, 0, bytes);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width x height 8-bit RGB PNG of noise (it shows as static). */
export function noisePng(width: number, height: number, seed: number): Buffer {
  const row = 1 + width * 3;
  const raw = noise(seed, row * height);
  for (let y = 0; y < height; y += 1) raw[y * row] = 0; // filter: none
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Noise does not deflate: store it (level 0) rather than spend time failing to.
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 16-bit mono PCM WAV: a quiet tone of `hz` under noise, `seconds` long. */
export function noiseWav(seconds: number, hz: number, seed: number): Buffer {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const data = noise(seed, samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const hiss = data.readInt16LE(i * 2) / 2;
    const tone = 4000 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
    data.writeInt16LE(Math.round(tone + hiss), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per sample
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function make(asset: HeavyAsset, index: number): Buffer {
  const seed = 0x9e3779b9 * (index + 1);
  return asset.kind === 'image'
    ? noisePng(asset.width, asset.height, seed)
    : noiseWav(asset.seconds, 220 * (index + 1), seed);
}

let made: Map<string, Uint8Array<ArrayBuffer>> | null = null;

/** The asset file named `file`, made (all of them, some 20 ms) on the first call; else null. */
export function heavyAsset(file: string): Uint8Array<ArrayBuffer> | null {
  made ??= new Map(HEAVY_ASSETS.map((asset, i) => [asset.file, new Uint8Array(make(asset, i))]));
  return made.get(file) ?? null;
}
