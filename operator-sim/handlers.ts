// Runs in Node (and in unit tests): the operator's HTTP API as msw handlers, for any origin.
import { apiDocsHandlers } from './api-docs-handlers.ts';
import { HttpResponse, delay, http, type RequestHandler } from 'msw';
import { answerApi } from './api.ts';
import { envAnswer } from './env-config.ts';
import { clientFileHandlers } from './client-files.ts';
import { faultApiHandlers, faultGate } from './fault-handlers.ts';
import { sseHandlers } from './sse-handlers.ts';
import { logHandlers } from './log-handlers.ts';
import { perfHandlers } from './perf-page.ts';
import { promotionHandlers } from './promotion-handlers.ts';
import { jackpotHandlers } from './jackpot-handlers.ts';
import { seatHandlers } from './seat-handlers.ts';
import { playerHandlers } from './player-handlers.ts';
import { pageHandlers } from './page-handlers.ts';
import { chainAloneHandlers } from './chain-alone.ts';
import { checkerHandlers } from './checked-game.ts';
import { artHandlers } from './art/art-handlers.ts';
import { refererWatch, watchHandlers } from './watch-handlers.ts';
import { latencyOf, type SimWorld } from './world.ts';

export { testWorld, type SimWorld } from './world.ts';

/** A 1x1 transparent PNG: the speed-test image. */
const SPEEDTEST_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Every simulator route, for msw's setupServer or node-server.ts: the fault API, the
 * fault gate, the speed-test image, the env configs, logs (and /__sim/perf), notifications,
 * promotions, seats, jackpots, the player server, the asset CDN's images, the report page, the
 * bench's reference page (/__sim/chain-alone), the main API and the operator's contract as a
 * page (/__sim/api).
 */
export function createHandlers(world: SimWorld): RequestHandler[] {
  const head = [refererWatch(world), ...watchHandlers(world), ...faultApiHandlers(world)];
  // The gate reshapes the normal answer, so it is given the handlers after it.
  const rest: RequestHandler[] = [
    http.get('*/env/speedtest.png', async ({ request }) => {
      const latency = latencyOf(world, new URL(request.url).origin);
      if (latency > 0) await delay(latency);
      return new HttpResponse(SPEEDTEST_PNG, {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
      });
    }),
    http.get('*/env/:e.json', ({ params }) => {
      const e = typeof params['e'] === 'string' ? params['e'] : '';
      const answer = envAnswer(world, e);
      const headers = { 'Cache-Control': 'no-cache' };
      switch (answer.kind) {
        case 'config':
          return HttpResponse.json(answer.config, { headers });
        case 'malformed':
          return new HttpResponse(answer.body, {
            headers: { ...headers, 'Content-Type': 'application/json' },
          });
        case 'unknown':
          return HttpResponse.json({ error: `unknown environment ${e}` }, { status: 404, headers });
      }
    }),
    ...clientFileHandlers(world),
    ...apiDocsHandlers(),
    ...logHandlers(world),
    ...perfHandlers(world),
    ...sseHandlers(world),
    ...promotionHandlers(world),
    ...jackpotHandlers(world),
    ...seatHandlers(world),
    ...playerHandlers(),
    ...pageHandlers(),
    ...chainAloneHandlers(),
    ...checkerHandlers(world),
    ...artHandlers(),
    http.post('*/frontendAPI.do', ({ request }) => answerApi(world, request)),
  ];
  return [...head, faultGate(world, () => rest), ...rest];
}
