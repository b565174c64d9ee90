// Runs in Node (the build, and the tests that start nginx): the nginx include that serves the
// built app as docs/deploy.md says, with the headers of deploy/headers.ts.
import { FALLBACK_LOCALE, LOCALES } from '../shared/lib/constants.ts';
import {
  CACHE_HASHED,
  CACHE_REVALIDATE,
  type InlineHashes,
  type OperatorOrigins,
  type SecurityHeaders,
  securityHeaders,
} from './headers.ts';
import { CLOSE_PATH } from '../shared/i18n/locale.ts';
import { PRELOADED_ENV, configPreloadHeaders } from './config-preload.ts';

/** What the build tells the config beyond the operator's origins. */
export interface NginxOptions {
  /** Where the page asks for /env/{e}.json: the build's VITE_CONFIG_HOST; '' for its own origin. */
  configHost: string;
}

/** True when the page asks its own origin for its config (no usable VITE_CONFIG_HOST). */
const configOnAppOrigin = (options: NginxOptions): boolean => !URL.canParse(options.configHost);

/**
 * The app's routes that answer index.html: `/`, `/close` and `/{locale}/...` for each language
 * but English (which has no prefix); as an nginx regex.
 */
export const SPA_ROUTES = `^/(?:(?:${LOCALES.filter((l) => l !== FALLBACK_LOCALE).join('|')})(?:/.*)?|close/?)?$`;

/**
 * `add_header` lines for a location: the security headers on every status, 404s included;
 * caching only on success, so no cache keeps a 404 (an asset asked for before its upload) a year.
 */
function headerLines(security: SecurityHeaders, cache: Record<string, string>): string {
  const line = (name: string, value: string, always: string): string =>
    `    add_header ${name} "${value}"${always};`;
  return [
    ...Object.entries(security).map(([name, value]) => line(name, value, ' always')),
    ...Object.entries(cache).map(([name, value]) => line(name, value, '')),
  ].join('\n');
}

/**
 * The config host's location. On the app's origin the env configs are the operator's: proxied
 * to the config host when the operator file names one (its caching is the host's), else served
 * from `env/` under the root, revalidated.
 */
function configLocation(
  origins: OperatorOrigins,
  options: NginxOptions,
  security: SecurityHeaders,
): string {
  if (!configOnAppOrigin(options)) return '';
  const host = origins.config[0];
  const serve =
    host === undefined
      ? ['    try_files $uri =404;', headerLines(security, { 'Cache-Control': CACHE_REVALIDATE })]
      : [`    proxy_pass ${host};`, '    proxy_ssl_server_name on;', headerLines(security, {})];
  return `
# The environment configs (/env/{e}.json), which the page asks its own origin for.
location /env/ {
${serve.join('\n')}
}
`;
}

/** Stand-ins for nginx's variables in the headers deploy/config-preload.ts writes. */
const ENV_SLOT = 'ENV-SLOT';
const STAMP_SLOT = 'STAMP-SLOT';

/**
 * The config's preload (deploy/config-preload.ts) in nginx: variables set for every request at
 * the server's level, where `if` and `set` are safe, and the page's headers naming them (nginx
 * sends no header whose value is empty). Nothing when the config host cannot be named in one.
 */
function configPreload(options: NginxOptions): { server: string; page: string } {
  const headers = configPreloadHeaders(options.configHost, ENV_SLOT, STAMP_SLOT);
  if (!headers) return { server: '', page: '' };
  const nginxValue = (value: string): string =>
    value.split(ENV_SLOT).join('$arg_e').split(STAMP_SLOT).join('${container_config_stamp}');
  return {
    server: `# The config's preload: the page's answer has the browser ask /env/{e}.json at once, with the
# server's minute as its stamp, which Server-Timing tells the page (docs/deploy.md).
set $container_config_stamp "";
if ($time_iso8601 ~ "^(\\d{4})-(\\d\\d)-(\\d\\d)T(\\d\\d):(\\d\\d)") {
    set $container_config_stamp $1$2$3$4$5;
}
set $container_config_link "";
set $container_config_timing "";
if ($arg_e ~ "${PRELOADED_ENV.source}") {
    set $container_config_link "${nginxValue(headers.Link)}";
    set $container_config_timing "${nginxValue(headers['Server-Timing'])}";
}
if ($uri ~ "${CLOSE_PATH.source}") {
    set $container_config_link "";
    set $container_config_timing "";
}

`,
    page: `
    add_header Link $container_config_link;
    add_header Server-Timing $container_config_timing;`,
  };
}

/**
 * The include for the operator's `server` block (which holds listen, server_name, TLS and
 * `root` pointing at the built dist/): the app's routes, its files with their caching and
 * security headers, precompressed files, and 404 for anything else.
 */
export function nginxInclude(
  origins: OperatorOrigins,
  inline: InlineHashes,
  options: NginxOptions,
): string {
  const security = securityHeaders(origins, inline);
  const preload = configPreload(options);
  const revalidate = headerLines(security, { 'Cache-Control': CACHE_REVALIDATE });
  const hashed = headerLines(security, {
    'Cache-Control': CACHE_HASHED,
    // Public files, the same for every origin: readable by any, cached once (docs/security.md).
    'Access-Control-Allow-Origin': '*',
  });
  return `# Generated by \`npm run build\` (deploy/nginx.ts) from the build's index.html and the
# operator file (deploy/operator.json or OPERATOR_* variables): do not edit, build again.
# Include it in your server block, whose root is the built dist/ (docs/deploy.md).

# The build wrote a .gz (and a .br) beside each text file: serve those, never compress live.
gzip_static on;
gzip_vary on;
charset utf-8;

${preload.server}# Source maps are the operator's (npm run stack, docs/logs.md): the build keeps them out of
# dist/, and none is served even if one is put there.
location ~ "\\.map$" {
    return 404;
${headerLines(security, {})}
}

# Hashed files: a name never changes its content, so caches keep them a year.
location /assets/ {
    try_files $uri =404;
${hashed}
}

# The page, on each of its routes: revalidated on every load, so a release shows at once.
location ~ "${SPA_ROUTES}" {
    try_files /index.html =404;
${revalidate}${preload.page}
}

location = /index.html {
${revalidate}
}

# The built-in sounds (not hashed).
location /sounds/ {
    types { audio/wav wav; }
    try_files $uri =404;
${revalidate}
}
${configLocation(origins, options, security)}
# Anything else is not the app's.
location / {
    return 404;
${headerLines(security, {})}
}
`;
}
