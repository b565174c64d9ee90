// Runs in the worker: the linked jackpots' part of the engine API, answered by their service.
import type { EngineApi } from '../../shared/engine/engine-api.ts';
import type { JackpotService } from './jackpots.ts';

type JackpotMembers = Pick<EngineApi, 'loadJackpotWinners' | 'jackpotBroadcast'>;

export function jackpotMembers(jackpots: JackpotService): JackpotMembers {
  return {
    loadJackpotWinners: (series) => void jackpots.loadWinners(series),
    jackpotBroadcast: (data) => jackpots.hit(data),
  };
}
