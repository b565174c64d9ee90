// Runs in the worker (and in Node): every promotion answer's reader, in one chunk of its own.
// The worker asks for it as it starts, beside the config request, and reads no promotion
// answer before the login, so these bytes stay off the engine's first script.
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
