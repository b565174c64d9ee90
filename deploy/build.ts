// Runs in Node, at the end of `vite build`: writes the deployment files beside the build (the
// nginx include, from the built index.html and the operator file) and a gzip and a brotli copy
// of each text file in it, for a server or CDN that serves precompressed files.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { inlineHashes } from './headers.ts';
import { nginxInclude } from './nginx.ts';
import { readOperator } from './operator.ts';
import { mapsDirFor, moveSourceMaps } from './source-maps.ts';

/** Where the operator file and its example live. */
const DEPLOY_DIR = dirname(fileURLToPath(import.meta.url));

/** Text worth compressing; images, sounds and fonts are compressed already or barely shrink. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Every file under `dir` (relative paths), leaving out dot-folders such as Vite's `.vite/`. */
async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter((path) => !path.split(/[\\/]/).some((part) => part.startsWith('.')));
}

/** Writes `name.gz` and `name.br` beside every compressible file under `outDir`. */
export async function precompress(outDir: string): Promise<void> {
  const texts = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.has(extname(f)));
  await Promise.all(
    texts.map(async (file) => {
      const path = join(outDir, file);
      const body = await readFile(path);
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
    }),
  );
}

/**
 * The nginx include for the build in `outDir`: its index.html's inline hashes, the origins of
 * the operator file in `deployDir` (or OPERATOR_* variables of `env`), and the config host the
 * build was given (VITE_CONFIG_HOST of `env`).
 */
export async function nginxIncludeFor(
  outDir: string,
  deployDir: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const operator = readOperator(deployDir, env);
  for (const warning of operator.warnings) console.warn(`deploy: ${warning}`);
  // The page asks VITE_CONFIG_HOST for its config when the build set one (src-ui/main.tsx).
  const configHost = env['VITE_CONFIG_HOST'] ?? '';
  const own = URL.canParse(configHost) ? [new URL(configHost).origin] : [];
  const origins = { ...operator.origins, config: [...operator.origins.config, ...own] };
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  return nginxInclude(origins, inlineHashes(html), { configHost });
}

/**
 * The build's deployment step: the source maps moved out of the out dir to `sourcemaps/` beside
 * it, precompressed copies in the out dir, and `deploy/nginx/container.conf` beside it (`dist/`
 * gives `deploy/nginx/container.conf`).
 */
export function deployFiles(): Plugin {
  let outDir = 'dist';
  let env: NodeJS.ProcessEnv = process.env;
  return {
    name: 'deploy-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      env = { ...process.env, ...(config.env as Record<string, string>) };
    },
    async closeBundle() {
      // The maps never reach the served tree (nor its precompressed copies): `npm run stack`.
      const maps = await moveSourceMaps(outDir, mapsDirFor(outDir));
      await precompress(outDir);
      const target = join(outDir, '..', 'deploy', 'nginx', 'container.conf');
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await nginxIncludeFor(outDir, DEPLOY_DIR, env));
      console.log(
        `deploy: ${relative(process.cwd(), target)}, precompressed files and ${maps} source maps (in ${relative(process.cwd(), mapsDirFor(outDir))}/) written`,
      );
    },
  };
}
