// Runs in Node (and in unit tests): the config host's other files: the per-client static configs
// (SPEC §6) and their page icons, the line-info address (SPEC §7) and the operator's
// replacement sounds (SPEC §9), on any origin.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { SOUND_NAMES, type SoundName } from '../shared/brand/client-config.ts';
import type { ClientConfigFile, LineInfoAnswer } from '../src-worker/boot/wire.ts';
import { ENVS } from './scenarios/scenario.ts';
import { OPERATOR_TONES, SOUND_FILES, toneWav } from './tones.ts';
import type { SimWorld } from './world.ts';

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** The demo player's client: the brand logo, the report header, an icon from the app's origin. */
export const LOGO_CLIENT = 'DEMO';
/** A client with neither logo nor report header, and an icon on the first API line. */
export const PLAIN_CLIENT = 'PLAIN';

/** Each client's icon colour; the icon is its initial on a disc of that colour. */
const ICON_COLOURS: Readonly<Record<string, string>> = {
  [LOGO_CLIENT]: '#f0a500',
  [PLAIN_CLIENT]: '#0077b6',
};

/** The address of a client's icon on `origin`. */
export function clientIconUrl(origin: string, code: string): string {
  return `${origin}/env/client/${code}.svg`;
}

/** A client's file, or undefined (404) for a client without one. */
export function clientFile(world: SimWorld, code: string): ClientConfigFile | undefined {
  switch (code) {
    case LOGO_CLIENT:
      // A same-origin path: the app's own origin serves it.
      return { showLogo: true, showReportHeader: true, favicon: `/env/client/${code}.svg` };
    case PLAIN_CLIENT:
      return {
        showLogo: false,
        showReportHeader: false,
        favicon: clientIconUrl(world.lines[0]?.origin ?? world.appOrigin, code),
        // Over the environment's rules: auto-play of up to 25 spins (more than the demo slot
        // plays, so no change elsewhere), a bad minimum round that keeps the env's, and one
        // game at a time off, which is the environment's alone (the file comes too late).
        jurisdiction: { autoPlayMax: 25, minRoundMs: -1, oneGameAtATime: false },
      };
    default:
      return undefined;
  }
}

/** The extra lines of an environment's line-info address: the fastest healthy line. */
export function lineInfoFor(world: SimWorld, e: string): LineInfoAnswer | undefined {
  const fast = world.lines[0]?.origin;
  return e === ENVS.lineInfo && fast !== undefined ? { data: { lines: [fast] } } : undefined;
}

/** The line-info address an environment's config names. */
export function lineInfoUrl(world: SimWorld, e: string): string {
  return `${world.appOrigin}/env/lines/${e}.json`;
}

/** The address of the operator's replacement for a sound, on `origin`. */
export function operatorSoundUrl(origin: string, name: SoundName): string {
  return `${origin}/sounds/operator-${SOUND_FILES[name]}`;
}

function iconSvg(code: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${colour}"/><text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff">${code.charAt(0)}</text></svg>\n`;
}

/** GET /env/client/{code}.json and .svg, /env/lines/{e}.json, /sounds/operator-{file}. */
export function clientFileHandlers(world: SimWorld): RequestHandler[] {
  return [
    http.get('*/env/client/:code.json', ({ params }) => {
      const file = clientFile(world, String(params['code']));
      return file === undefined
        ? HttpResponse.json({ error: 'no such client' }, { status: 404, headers: NO_CACHE })
        : HttpResponse.json(file, { headers: NO_CACHE });
    }),
    http.get('*/env/client/:code.svg', ({ params }) => {
      const code = String(params['code']);
      const colour = ICON_COLOURS[code];
      if (colour === undefined) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(iconSvg(code, colour), {
        headers: { 'Content-Type': 'image/svg+xml', ...NO_CACHE },
      });
    }),
    http.get('*/env/lines/:e.json', ({ params }) => {
      const answer = lineInfoFor(world, String(params['e']));
      return answer === undefined
        ? HttpResponse.json({ error: 'no line info' }, { status: 404, headers: NO_CACHE })
        : HttpResponse.json(answer, { headers: NO_CACHE });
    }),
    http.get('*/sounds/:file', ({ params }) => {
      const name = SOUND_NAMES.find((n) => `operator-${SOUND_FILES[n]}` === params['file']);
      if (name === undefined) return undefined;
      return new HttpResponse(new Uint8Array(toneWav(OPERATOR_TONES[name])), {
        headers: { 'Content-Type': 'audio/wav', 'Cache-Control': 'max-age=3600' },
      });
    }),
  ];
}
