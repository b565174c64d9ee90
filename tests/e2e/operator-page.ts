// Runs in Node (Playwright): the built page (`dist/`) served as an operator would deploy it, on a
// server of its own, for the specs that put Stoplight Prism in front of the operator's servers
// (operator-mock.spec.ts, operator-proxy.spec.ts): the env configs answered by the spec's own
// handlers, the policy of deploy/headers.ts naming the origins the spec gives.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import { inlineHashes, type OperatorOrigins, securityHeaders } from '../../deploy/headers.ts';
import { operatorOrigins } from '../../deploy/operator.ts';
import { type RunningServer, serveHandlers } from '../../operator-sim/node-server.ts';
import { createStaticHandler } from '../../operator-sim/static-files.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Serves `dist/` on 127.0.0.1:`port`: `handlers` first (the spec's `/env/...` answers), then the
 * built files (any other path the page itself), each with the security headers of `origins`.
 */
export async function serveOperatorPage(
  port: number,
  origins: Partial<OperatorOrigins>,
  handlers: RequestHandler[],
): Promise<RunningServer> {
  const inline = inlineHashes(await readFile(`${DIST}index.html`, 'utf8'));
  const headers = securityHeaders(operatorOrigins(origins), inline);
  return serveHandlers(handlers, {
    port,
    fallback: createStaticHandler({
      root: DIST,
      spaFallback: true,
      headers: () => Promise.resolve(headers),
    }),
  });
}
