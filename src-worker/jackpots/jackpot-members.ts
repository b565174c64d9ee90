// Runs in the worker: the linked jackpots' part of the engine API, answered by their service.
import type { FeatureApi } from '../../shared/engine/boundary.ts';
import type { JackpotService } from './jackpots.ts';

/** The members of shared/jackpots/jackpot-rows.ts. */
type JackpotMembers = FeatureApi<'jackpots'>;

/** Every member of the jackpot service, for the engine's stand-in while its chunk loads. */
export const JACKPOT_CALLS: Readonly<Record<keyof JackpotService, true>> = {
  start: true,
  loadWinners: true,
  hit: true,
  dispose: true,
};

/** `heard` hears each hit a game broadcasts (the market's rules may forbid them). */
export function jackpotMembers(jackpots: JackpotService, heard: () => void): JackpotMembers {
  return {
    loadJackpotWinners: (series) => void jackpots.loadWinners(series),
    jackpotBroadcast(data) {
      heard();
      jackpots.hit(data);
    },
  };
}
