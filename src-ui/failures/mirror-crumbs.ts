// Runs on the main thread (the courier's chunk): the breadcrumbs the engine's mirror tells: the
// dialogs, prompts, modals and panels shown, the connection's changes and the game switches.
import { subscribe } from 'valtio/vanilla';
import type { Breadcrumb } from '../../shared/failures/failure.ts';
import type { EngineMirror } from '../mirror/use-mirror.ts';

type Crumb = (kind: Breadcrumb['kind'], label: string) => void;

/** What each breadcrumb watches in the mirror, and its label (null: nothing shown). */
const WATCHED: readonly [Breadcrumb['kind'], (m: EngineMirror) => string | null][] = [
  ['dialog', (m) => (m.error ? `dialog ${m.error.code}` : null)],
  ['dialog', (m) => (m.prompt ? `prompt ${m.prompt.kind}` : null)],
  ['dialog', (m) => (m.modal ? `modal ${m.modal.kind}` : null)],
  ['dialog', (m) => (m.promotions.panel ? `panel ${m.promotions.panel}` : null)],
  [
    'connection',
    (m) => (m.networkDown ? 'network down' : m.disconnected ? 'disconnected' : 'connected'),
  ],
  ['game', (m) => (m.gameId === null ? null : `game ${m.gameId}`)],
];

/**
 * Adds a breadcrumb each time a watched value changes to something shown; `seen` hears the
 * kind of each (the session's health counts an error dialog).
 */
export function watchCrumbs(
  mirror: EngineMirror,
  crumb: Crumb,
  seen: (kind: string) => void,
): void {
  const last = WATCHED.map(([, read]) => read(mirror));
  // What shows as the courier comes (the game, a dialog) is the first of them.
  WATCHED.forEach(([kind], i) => {
    const now = last[i];
    if (now !== null && now !== undefined && now !== 'connected') crumb(kind, now);
  });
  const check = (): void => {
    WATCHED.forEach(([kind, read], i) => {
      const now = read(mirror);
      if (now === last[i]) return;
      last[i] = now;
      if (now === null) return;
      crumb(kind, now);
      if (i === 0) seen('dialog');
    });
  };
  if (mirror.error) seen('dialog');
  subscribe(mirror, check, true);
  addEventListener('online', () => crumb('connection', 'browser online'));
  addEventListener('offline', () => crumb('connection', 'browser offline'));
}
