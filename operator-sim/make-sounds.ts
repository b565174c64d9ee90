// Runs in Node (`npm run sounds`): writes the built-in sound files into public/sounds/, which the
// build copies into dist/. The files are committed; tests/unit/brand/sound-files.test.ts checks they
// still match what this makes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOUND_NAMES } from '../shared/brand/client-config.ts';
import { BUILT_IN_TONES, SOUND_FILES, toneWav } from './tones.ts';

// Where the built-in sounds live in the repository.
const SOUNDS_DIR = join('public', 'sounds');

mkdirSync(SOUNDS_DIR, { recursive: true });
for (const name of SOUND_NAMES) {
  writeFileSync(join(SOUNDS_DIR, SOUND_FILES[name]), toneWav(BUILT_IN_TONES[name]));
}
