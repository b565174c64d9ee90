// Runs in the worker (and in Node): every promotion answer's reader, in the readers' chunk
// (src-worker/lib/readers.ts) with the seat and jackpot readers, off the engine's first script.
export {
  readCampaignCycles,
  readCampaigns,
  readInvitation,
} from './campaigns/campaign-validate.ts';
export { readInventory, readItemHistory } from './cards/card-validate.ts';
export { readLeaderboard } from './leaderboards/leaderboard-validate.ts';
export { readGameEnabled, readQuestList } from './quests/quest-validate.ts';
export {
  readWheelDraw,
  readWheelPrize,
  readWheelQuest,
  readWheelSetting,
} from './wheel/wheel-validate.ts';
