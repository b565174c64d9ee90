// SPEC §9 sound files: the committed built-in files are what operator-sim/make-sounds.ts makes
// (so they can be made again, and carry no licence), small, and playable WAV; the simulator
// serves the operator's replacements the config names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envAnswer } from '../../../operator-sim/env-config.ts';
import { BUILT_IN_TONES, SOUND_FILES, toneWav } from '../../../operator-sim/tones.ts';
import { SOUND_NAMES } from '../../../shared/brand/client-config.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world } = useSimServer();

/** The format fields of a WAV header. */
function wavFormat(file: Buffer) {
  return {
    riff: file.toString('ascii', 0, 4),
    wave: file.toString('ascii', 8, 12),
    pcm: file.readUInt16LE(20),
    channels: file.readUInt16LE(22),
    rate: file.readUInt32LE(24),
    bits: file.readUInt16LE(34),
    dataBytes: file.readUInt32LE(40),
  };
}

describe('built-in sound files', () => {
  it.each(SOUND_NAMES)('%s is the generated file, a small mono PCM WAV', (name) => {
    const committed = readFileSync(`public/sounds/${SOUND_FILES[name]}`);
    expect(committed.equals(toneWav(BUILT_IN_TONES[name])), 'run npm run sounds').toBe(true);
    expect(wavFormat(committed)).toEqual({
      riff: 'RIFF',
      wave: 'WAVE',
      pcm: 1,
      channels: 1,
      rate: 11_025,
      bits: 8,
      dataBytes: committed.length - 44,
    });
    expect(committed.length).toBeLessThan(4_096);
  });
});

describe("the operator's sounds in the simulator", () => {
  it('serves each file the custom-sounds config names, as audio/wav', async () => {
    const answer = envAnswer(world, 'custom-sounds');
    if (answer.kind !== 'config') throw new Error('no config');
    for (const name of SOUND_NAMES) {
      const url = answer.config.sounds?.[name];
      expect(url).toMatch(/^http:\/\/line-a\.test\/sounds\/operator-/);
      const response = await fetch(url!);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(wavFormat(Buffer.from(await response.arrayBuffer())).riff).toBe('RIFF');
    }
  });
});
