// The unit suite as Stryker runs it (stryker.config.json): the suite's own config, whose test files
// share a module cache per worker (`isolate: false`), with every mutated module loaded by a setup
// file before any test (load-mutated.ts). Without it a module's tables ran once, inside whichever
// test first imported it (often an engine test loading a feature's chunk after the login), and
// Stryker counted those mutants as that one test's and ran only it against them. Loaded outside
// any test they count as static and meet every related test (docs/testing.md).
import { defineConfig } from 'vitest/config';
import suite from '../../vitest.config.ts';

const projects = (suite.test?.projects ?? []).map((project) =>
  typeof project === 'object' && 'test' in project
    ? {
        ...project,
        test: {
          ...project.test,
          setupFiles: [
            ...[project.test.setupFiles ?? []].flat(),
            './tests/mutation/load-mutated.ts',
          ],
        },
      }
    : project,
);

export default defineConfig({ ...suite, test: { ...suite.test, projects } });
