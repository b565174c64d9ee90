// Runs on the main thread: which of the page's layers show, over the game and over each other,
// as a pure function of the page's view of the mirror (App.tsx renders what it says). The page
// draws them in this order, so a later layer covers an earlier one.
import { RECONNECTING_CODE } from '../../shared/errors/error-behaviour.ts';
import type { EngineError } from '../../shared/engine/engine-api.ts';
import { playerMustAnswer } from '../boot/screens-needed.ts';
import type { pageView } from '../mirror/page-view.ts';

/** What of the page's view the layers depend on. */
export type LayersInput = Pick<
  ReturnType<typeof pageView>,
  | 'phase'
  | 'error'
  | 'prompt'
  | 'portraitAdvised'
  | 'gameReady'
  | 'systemButtons'
  | 'hasMoreGames'
  | 'modal'
  | 'demo'
  | 'regulated'
  | 'elsewhere'
  | 'brand'
> & { client: { showLogo: boolean } };

/** The page's layers from the bottom up: each true when it shows. */
export interface Layers {
  /** The boot spinner: nothing else to show yet. */
  spinner: boolean;
  /** The close button (and the more-games button, below, beside it). */
  systemButtons: boolean;
  moreGames: boolean;
  /** The linked jackpots' hall: over the game, under every prompt, modal and panel. */
  jackpotHall: boolean;
  logo: boolean;
  /** The boot stopped without an error to show: the card that offers the way back. */
  stopped: boolean;
  prompt: boolean;
  /** One modal at a time: a prompt first, then the container's modal, then the promotions. */
  modal: boolean;
  promotions: boolean;
  /** A phone held sideways shows the portrait prompt over everything but an error. */
  portrait: boolean;
  /** The error dialog: over every other layer. */
  error: boolean;
  /** The error dialog offers Reload: the boot stopped, or it is being tried again after a 301. */
  errorReloads: boolean;
  demo: boolean;
  regulation: boolean;
}

/**
 * The layers for `view`; `failure` is the host's own (a worker that did not start or died),
 * `redirectAllowed` the operator's isRedirectAllowed (no more-games button without it).
 */
export function pageLayers(
  view: LayersInput,
  failure: EngineError | null,
  redirectAllowed: boolean,
): Layers {
  const error = (failure ?? view.error) !== null;
  const failed = view.phase === 'failed' || failure !== null;
  const ready = view.phase === 'ready';
  const calm = !playerMustAnswer(view, failure);
  // The operator may hide the system buttons (isSystemButtonVisible): its own frame closes.
  const systemButtons = view.gameReady && !error && view.systemButtons;
  return {
    spinner: !view.gameReady && !error && !failed && view.prompt === null && !view.elsewhere,
    systemButtons,
    moreGames: systemButtons && redirectAllowed && view.hasMoreGames,
    jackpotHall: ready && !error,
    logo: view.client.showLogo && view.brand !== null,
    stopped: failed && !error,
    prompt: !error && !view.portraitAdvised && view.prompt !== null,
    modal: ready && calm && view.modal !== null,
    promotions: ready && calm && view.modal === null,
    portrait: view.portraitAdvised,
    error,
    // After a 301 the engine tries the boot again, and its phases run anew during each try: the
    // dialog keeps its Reload until the game is ready (a host failure has failed already).
    errorReloads: error && (failed || (!ready && view.error?.code === RECONNECTING_CODE)),
    demo: view.demo,
    regulation: view.regulated && !error,
  };
}
