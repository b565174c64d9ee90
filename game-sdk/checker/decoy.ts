// Runs in Node (the checker): the posts-to-any-origin check. The game loads once more under a
// parent its own policy allows, a page at the container's origin, while its address names
// another parentOrigin. A game that posts only to its parentOrigin reaches nobody there (the
// browser drops a message whose target origin is not the parent's); a message that still
// arrives was posted to '*'. So the check works whatever the game's frame-ancestors says, and
// says it could not look when the game's page did not run under that parent.
import type { Browser } from 'playwright-core';
import { PARENT_ORIGIN_PARAM, PROTOCOL_VERSIONS } from '../src/protocol.ts';
import { type HeardMessage, recorderScript } from './recorder.ts';
import { frameRecord, gameFrame, prefixOf } from './frames.ts';

/** The parentOrigin the game is told under the decoy: an origin no page can have. */
export const DECOY_PARENT_ORIGIN = 'https://decoy-parent.invalid';

/** How long the game runs under the decoy parent after its page loaded, in ms. */
const DECOY_MS = 1_500;

/** What the decoy saw: what reached the parent, or why the game never ran under it. */
export type DecoyRun =
  { ran: true; parentOrigin: string; heard: HeardMessage[] } | { ran: false; reason: string };

/** The decoy parent's page: the game's frame as the container makes it, told another parent. */
function decoyPage(frameUrl: string): string {
  const src = frameUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>decoy</title><iframe sandbox="allow-scripts allow-same-origin" src="${src}"></iframe>`;
}

/**
 * Loads the game at `frameUrl` (its address as the container framed it), with parentOrigin
 * changed to DECOY_PARENT_ORIGIN, in a page at `containerOrigin` that the browser answers itself
 * (nothing is asked of that origin's server). After the load the decoy parent welcomes the game
 * from its real origin, as a careless container would, so a game that reads any welcome goes
 * on to post its ready and the rest.
 */
export async function decoy(
  browser: Browser,
  frameUrl: string,
  containerOrigin: string,
): Promise<DecoyRun> {
  const url = new URL(frameUrl);
  url.searchParams.set(PARENT_ORIGIN_PARAM, DECOY_PARENT_ORIGIN);
  const prefix = prefixOf(frameUrl);
  const parentUrl = `${containerOrigin}/__game-container-check/decoy.html`;
  const page = await browser.newPage();
  try {
    await page.addInitScript({ content: recorderScript(prefix) });
    await page.route(parentUrl, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: decoyPage(url.href) }),
    );
    await page.goto(parentUrl, { waitUntil: 'load' });
    const frame = gameFrame(page, prefix);
    if ((await frameRecord(frame, prefix)) === null) {
      return {
        ran: false,
        reason: `the game's page did not load under a parent at ${containerOrigin} (does its frame-ancestors or X-Frame-Options refuse that origin?)`,
      };
    }
    const welcome = { v: 1, type: 'welcome', versions: [...PROTOCOL_VERSIONS] };
    await page.evaluate(
      ({ prefix, welcome }) => {
        const frame = Array.from(document.querySelectorAll('iframe')).find((f) =>
          f.src.startsWith(prefix),
        );
        frame?.contentWindow?.postMessage(welcome, new URL(prefix).origin);
      },
      { prefix, welcome },
    );
    // The load event waited for the game's document; its posts follow at once, and on the welcome.
    await page.waitForTimeout(DECOY_MS);
    const heard = await page.evaluate(
      () => (window as { __checker?: { heard: HeardMessage[] } }).__checker?.heard ?? [],
    );
    return { ran: true, parentOrigin: containerOrigin, heard };
  } finally {
    await page.close();
  }
}
