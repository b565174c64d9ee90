// Lint config: typescript-eslint with type information, no warnings allowed.
// Besides the usual checks it keeps the structure of issue 29: no import cycles, product files
// of at most about 300 lines, the direction fences between the three code folders at any depth,
// and no non-null assertions in product code; and issue 46's layers of the engine (below).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Product code: what ships to players or runs the simulator (tests are not product code). */
const PRODUCT = [
  'src-ui/**/*.{ts,tsx}',
  'src-worker/**/*.{ts,tsx}',
  'shared/**/*.ts',
  'operator-sim/**/*.ts',
  'deploy/**/*.ts',
  'game-sdk/**/*.ts',
];

/**
 * The engine's layers (src-worker/), bottom first: a folder imports its own layer and those
 * below, never one above. The ports (lib/ports.ts) and helpers at the bottom; errors, lines,
 * logs, prompts and the mirror; the features; the engine's composition on top (and main.ts, the
 * worker's entry, above all). A folder of src-worker/ in no layer fails the lint here.
 */
const WORKER_LAYERS = [
  ['lib'],
  ['errors', 'lines', 'logs', 'prompts', 'mirror'],
  ['failures'],
  [
    'account',
    'boot',
    'brand',
    'game-bridge',
    'jackpots',
    'perf',
    'promotions',
    'reality-check',
    'seats',
    'session',
  ],
  ['engine'],
];
const unlayered = readdirSync(join(import.meta.dirname, 'src-worker'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !WORKER_LAYERS.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unlayered.length > 0) {
  throw new Error(`eslint.config.js: src-worker/ folders in no layer: ${unlayered.join(', ')}`);
}
const workerPath = (folder) => `./src-worker/${folder}`;
/** One zone a layer: its folders import nothing of the layers above. */
const WORKER_ZONES = WORKER_LAYERS.slice(0, -1).map((layer, i) => ({
  target: layer.map(workerPath),
  from: WORKER_LAYERS.slice(i + 1)
    .flat()
    .map(workerPath),
  message: `src-worker/${layer.join(', ')} may not import a higher layer of the engine (eslint.config.js, WORKER_LAYERS).`,
}));

/** A fence: imports of `folder` from any depth are refused (type imports allowed when asked). */
const fence = (folder, allowTypeImports, message) => ({
  group: [`${folder}/*`, `**/${folder}/*`, `**/${folder}/**`],
  allowTypeImports,
  message,
});

/** The worker's fence, for its every file (a later block's rule replaces an earlier one's). */
const WORKER_FENCE = fence('src-ui', false, 'The worker never imports the UI.');

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'game-sdk/dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Imports here carry explicit .ts/.tsx extensions, so a plain resolver finds them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A cycle through type-only imports costs nothing at run time; value cycles are refused.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
    },
  },
  {
    files: PRODUCT,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The engine's composition is wiring: no function in it grows back into one closure.
    files: ['src-worker/engine/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    files: ['src-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The UI may only import the worker's types, so no engine code lands in the main bundle.
      'no-restricted-imports': [
        'error',
        { patterns: [fence('src-worker', true, 'The UI imports worker code as types only.')] },
      ],
    },
  },
  {
    files: ['src-worker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WORKER_FENCE] }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: WORKER_ZONES },
      ],
    },
  },
  {
    // The worker's later chunks (engine/features.ts and what it brings): in WebKit they import a
    // second copy of the worker's first script, whose state library knows none of the engine's
    // state (its subscribe threw there: docs/testing.md, Other engines). They reach the state's
    // changes through the ports the engine hands them.
    files: [
      'src-worker/promotions/**/*.ts',
      'src-worker/seats/**/*.ts',
      'src-worker/jackpots/**/*.ts',
      'src-worker/engine/features.ts',
      'src-worker/engine/readers.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WORKER_FENCE,
            {
              group: ['valtio', 'valtio/*'],
              allowTypeImports: true,
              message:
                "A later chunk of the worker uses no state library of its own: in WebKit it is a second copy, blind to the engine's state.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            fence('src-ui', false, 'shared/ imports neither side.'),
            fence('src-worker', false, 'shared/ imports neither side.'),
          ],
        },
      ],
    },
  },
  {
    // The demo games stand for any game: they talk to the container through the SDK, nothing else.
    files: ['operator-sim/demo-game/**/*.ts', 'operator-sim/heavy-game/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            fence('src-ui', false, 'A game imports neither side of the container.'),
            fence('src-worker', false, 'A game imports neither side of the container.'),
            fence('shared', false, 'A game reaches the container through game-sdk/ only.'),
          ],
        },
      ],
    },
  },
  {
    // The SDK is published on its own, its checker too: it imports nothing from the rest of the
    // repository (the protocol's reader is the SDK's, and the container's page imports it).
    files: ['game-sdk/src/**/*.ts', 'game-sdk/checker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['src-ui', 'src-worker', 'shared', 'operator-sim'].map((folder) =>
            fence(folder, false, 'The SDK package stands alone: it imports nothing outside it.'),
          ),
        },
      ],
    },
  },
  {
    // Plain JavaScript (the checker's bin runs with node alone): tsc checks its types (checkJs in
    // game-sdk/checker/tsconfig.json), and JSDoc casts are lost on ESLint's typed rules.
    files: ['eslint.config.js', 'game-sdk/checker/bin.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
