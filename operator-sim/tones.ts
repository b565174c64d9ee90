// Runs in Node: the container's sound files (SPEC §9), made from code so they carry no licence:
// short sine sweeps as 8-bit mono WAV. make-sounds.ts writes the built-in ones into public/; the
// simulator serves an operator's replacements made the same way.
import type { SoundName } from '../shared/brand/client-config.ts';

/** A tone: a sweep from one frequency to another, with a quick fade in and out. */
export interface Tone {
  from: number;
  to: number;
  seconds: number;
  /** Peak volume, 0 to 1. */
  volume: number;
}

/** The built-in sounds: a soft click for buttons, a short rising beep for a used quest card. */
export const BUILT_IN_TONES: Readonly<Record<SoundName, Tone>> = {
  button: { from: 660, to: 520, seconds: 0.04, volume: 0.3 },
  questCard: { from: 880, to: 1320, seconds: 0.12, volume: 0.5 },
};

/** The operator's replacements the simulator serves: lower, longer chimes, easy to tell apart. */
export const OPERATOR_TONES: Readonly<Record<SoundName, Tone>> = {
  button: { from: 440, to: 440, seconds: 0.06, volume: 0.3 },
  questCard: { from: 523, to: 784, seconds: 0.2, volume: 0.5 },
};

/** The file names of the built-in sounds, under /sounds/ (src-ui/promotions/sounds.ts). */
export const SOUND_FILES: Readonly<Record<SoundName, string>> = {
  button: 'button.wav',
  questCard: 'quest-card.wav',
};

const RATE = 11_025;

/** A tone as an 8-bit unsigned PCM mono WAV file at 11025 Hz (a few hundred bytes). */
export function toneWav({ from, to, seconds, volume }: Tone): Buffer {
  const samples = Math.round(RATE * seconds);
  const fade = Math.max(1, Math.round(samples / 10));
  const data = Buffer.alloc(samples);
  let phase = 0;
  for (let i = 0; i < samples; i += 1) {
    const frequency = from * (to / from) ** (i / samples);
    phase += (2 * Math.PI * frequency) / RATE;
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade);
    data[i] = Math.round(128 + 127 * volume * envelope * Math.sin(phase));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second: one byte a sample
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}
