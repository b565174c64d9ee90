// The unit suite as Stryker runs it (stryker.config.json): the suite's own config with every test
// file in a module cache of its own. With the files of a worker sharing one cache (the suite's
// `isolate: false`), a module's top-level code (a table, a default order) runs once, inside
// whichever test first imports it, often an engine test loading a feature's chunk after the
// login; Stryker then counts those mutants as that one test's and runs only it against them. In
// a cache per file, a test file that imports the module runs its tables outside any test, so
// Stryker sees them as static and runs every related test against them (docs/testing.md).
import { defineConfig } from 'vitest/config';
import suite from '../../vitest.config.ts';

const projects = (suite.test?.projects ?? []).map((project) =>
  typeof project === 'object' && 'test' in project
    ? { ...project, test: { ...project.test, isolate: true } }
    : project,
);

export default defineConfig({ ...suite, test: { ...suite.test, projects } });
