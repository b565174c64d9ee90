// Runs in the worker: the session services' part of the engine API (logs, page visibility, the
// screen's orientation, which also moves the portrait prompt).
import type { FeatureApi } from '../../shared/engine/boundary.ts';
import type { PromptCenter } from '../prompts/prompts.ts';
import type { SessionServices } from './session-services.ts';

/** The members of shared/session/session-rows.ts. */
type SessionMembers = FeatureApi<'session'>;

/** `pageVisible`: what a shown or hidden page sets going (the failures' drain, then the session's). */
export function sessionMembers(
  services: SessionServices,
  prompts: PromptCenter,
  pageVisible: (visible: boolean) => void,
): SessionMembers {
  return {
    logStats: () => services.logs.stats(),
    setPageVisible: pageVisible,
    setOrientation(orientation) {
      services.orientation(orientation);
      prompts.orientation(orientation);
    },
    gameLog: (payload) => services.gameLog(payload),
  };
}
