// Runs after each unit file (vitest.config.ts setupFiles): an engine the file left running is
// disposed, and the file fails, naming how many (support/engine.ts liveEngines says why).
import { afterAll } from 'vitest';
import { liveEngines } from './engine.ts';

afterAll(() => {
  const left = [...liveEngines];
  for (const engine of left) engine.dispose();
  if (left.length > 0) {
    throw new Error(
      `${String(left.length)} engine(s) left running by this file: dispose each (useEngines does)`,
    );
  }
});
