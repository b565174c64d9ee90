// Runs on the main thread: the operator's parent frame, when the container is embedded in one.
// Messages go only to the lobby's origin and are taken only from the parent window at it.
import { type ParentMessage, parseParentMessage } from './parent-messages.ts';
import { originOf } from '../../shared/lib/urls.ts';

/** The parent window when the container is framed; null at the top. */
function parentWindow(): Window | null {
  return window.parent !== window ? window.parent : null;
}

/** Tells the parent (at the lobby's origin, never '*') that the player goes back home. */
export function postBackToHome(lobbyUrl: string | null): void {
  const parent = parentWindow();
  const origin = originOf(lobbyUrl);
  if (!parent || !origin) return;
  parent.postMessage({ type: 'backToHome' } satisfies ParentMessage, origin);
}

/**
 * Listens to the parent frame: only its window, only at the lobby's origin, only known shapes.
 * Returns the stop function.
 */
export function listenToParent(
  lobbyUrl: string | null,
  onMessage: (message: ParentMessage) => void,
): () => void {
  const parent = parentWindow();
  const origin = originOf(lobbyUrl);
  if (!parent || !origin) return () => undefined;
  const handler = (event: MessageEvent): void => {
    if (event.source !== parent || event.origin !== origin) return;
    const message = parseParentMessage(event.data);
    if (message) onMessage(message);
  };
  window.addEventListener('message', handler);
  return () => window.removeEventListener('message', handler);
}
