// Runs in Node: Debian's nginx for the end-to-end tests, as an operator runs it, but as a
// foreground process of the test on 127.0.0.1 with its own config, temp and log files.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx (`npm run test:setup` installs it when missing). */
export const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

/**
 * Throws, with "not checked" in its message, when there is no nginx to run: a test against the
 * real config fails rather than passes (or trips on a spawn's ENOENT) on a machine without it.
 */
export function requireNginx(): void {
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw new Error(
      `not checked: no nginx at ${NGINX} (npm run test:setup installs it; NGINX_PATH names another)`,
    );
  }
}

/** A running nginx: its origin, and the ways to reload its config and to stop it. */
export interface RunningNginx {
  origin: string;
  /** Reads the config again (SIGHUP, as `nginx -s reload`): old workers finish, new ones start. */
  reload(): void;
  stop(): Promise<void>;
}

/**
 * A whole nginx.conf in `dir` (its temp and log files go there too) around the operator's
 * `include` (the build's container.conf): the server block an operator writes, `root` at the build.
 */
export function wrapInclude(include: string, root: string, port: number, dir: string): string {
  const conf = join(dir, 'nginx.conf');
  const root_ = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    conf,
    `${root_}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    server {
        listen 127.0.0.1:${port};
        root ${root};
        include ${include};
    }
}
`,
  );
  return conf;
}

/** `nginx -t` on a whole config: its verdict and what it printed. */
export function nginxTest(conf: string): { ok: boolean; output: string } {
  requireNginx();
  const dir = join(conf, '..');
  const run = spawnSync(NGINX, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** Starts nginx on a whole config listening on `port`; resolves once it answers. */
export async function startNginx(conf: string, port: number): Promise<RunningNginx> {
  requireNginx();
  const dir = join(conf, '..');
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    try {
      await fetch(`${origin}/`);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    reload() {
      child.kill('SIGHUP');
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: a graceful stop of the master and its worker.
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
