// Runs in Node (and in unit tests): the operator's contract as a page, GET /__sim/api: the
// committed docs/operator-api.yaml rendered by Redoc's standalone bundle, which is served here
// only and never reaches the container's bundles.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { HttpResponse, http, type RequestHandler } from 'msw';

/** Where the contract page lives on the app origin. */
export const API_DOCS_PATH = '/__sim/api';

const CONTRACT_FILE = fileURLToPath(new URL('../docs/operator-api.yaml', import.meta.url));
const REDOC_FILE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The game container's operator API</title>
</head>
<body>
<redoc spec-url="${API_DOCS_PATH}/operator-api.yaml" hide-download-button="false"></redoc>
<script src="${API_DOCS_PATH}/redoc.standalone.js"></script>
</body>
</html>
`;

/** Redoc renders in the page (styles it injects, a worker from a blob); nothing leaves it. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src blob:; base-uri 'none'; form-action 'none'";

/** The page, the document and the renderer. */
export function apiDocsHandlers(): RequestHandler[] {
  return [
    http.get(`*${API_DOCS_PATH}`, () =>
      HttpResponse.html(PAGE, {
        headers: { 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP },
      }),
    ),
    http.get(`*${API_DOCS_PATH}/operator-api.yaml`, async () =>
      HttpResponse.text(await readFile(CONTRACT_FILE, 'utf8'), {
        headers: { 'Content-Type': 'application/yaml; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    ),
    http.get(`*${API_DOCS_PATH}/redoc.standalone.js`, async () =>
      HttpResponse.text(await readFile(REDOC_FILE, 'utf8'), {
        headers: {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        },
      }),
    ),
  ];
}
