// Runs in Node (and in unit tests): the scenarios of the page around the game (per-client
// config, more games, sounds) and of the operator's config fields and accounts.
import { SESSION_SEEDED_TOKEN } from '../data.ts';
import { ENVS, type Scenario } from './scenario.ts';

/** The page around the game: per-client config (client-files.ts), more, sounds. */
export const PAGE_SCENARIOS: readonly Scenario[] = [
  {
    name: 'client-plain',
    description:
      'the PLAIN client: no brand logo, a report modal without its header, a blue "P" page icon',
    token: 'client-plain',
    env: ENVS.demo,
    query: { campaignInvitationCodes: 'WHEEL7' },
  },
  {
    name: 'more-off',
    description: 'more=false in the query: no more-games button',
    token: 'demo-token',
    env: ENVS.demo,
    query: { more: 'false' },
  },
  {
    name: 'login-more-off',
    description: "the login's data.more is false: no more-games button (more=true would win)",
    token: 'login-more-off',
    env: ENVS.demo,
  },
  {
    name: 'more-fish-bingo',
    description: 'more=fish,bingo: the more-games list shows only fish and bingo games',
    token: 'demo-token',
    env: ENVS.demo,
    query: { more: 'fish,bingo' },
  },
  {
    name: 'custom-sounds',
    description: "the operator's own button and quest-card sounds (config sounds), lower chimes",
    token: 'demo-token',
    env: ENVS.customSounds,
  },
  {
    name: 'muted',
    description: 'mute=true: the container plays no sound (no sound file is even fetched)',
    token: 'demo-token',
    env: ENVS.demo,
    query: { mute: 'true' },
  },
  {
    name: 'broken-config',
    description: 'the environment config is malformed JSON: a format error',
    token: 'demo-token',
    env: ENVS.brokenConfig,
  },
  {
    name: 'unknown-env',
    description: 'the environment config answers 404: unknown environment',
    token: 'demo-token',
    env: 'no-such-env',
  },
];

/** The operator's config fields (SPEC §3) and the accounts of SPEC §6 (docs/config.md). */
export const CONFIG_SCENARIOS: readonly Scenario[] = [
  {
    name: 'operator-config',
    description:
      'config locale th (no locale in the address), bets 0.5-10 starting at 2, featureCount 3, noTurbo',
    token: 'demo-token',
    env: ENVS.operatorConfig,
  },
  {
    name: 'regulated',
    description:
      'a strict jurisdiction profile: no quick spin or auto-play, 2.5 s rounds, session clock and net position, RTP shown',
    token: 'demo-token',
    env: ENVS.regulated,
  },
  {
    name: 'regulated-v1',
    description:
      'the regulated profile on a game of protocol 1, which hears no rules: the container pauses its auto-play',
    token: 'protocol-one',
    env: ENVS.regulated,
  },
  {
    name: 'regulated-session',
    description:
      'the regulated profile for a player whose login tells the session so far (begun 45 min ago, 120 staked, 35.50 down): the bar and the reality check go on from it',
    token: SESSION_SEEDED_TOKEN,
    env: ENVS.regulated,
  },
  {
    name: 'no-system-buttons',
    description: 'config isSystemButtonVisible false: no close or more-games button',
    token: 'demo-token',
    env: ENVS.noSystemButtons,
  },
  {
    name: 'functions-off',
    description: 'config functionList [1]: promotions only; no seats, jackpots or more games',
    token: 'demo-token',
    env: ENVS.functionsOff,
  },
  {
    name: 'demo-account',
    description: 'a demo account (login isDemo): FUN money, a demo badge, no promotions',
    token: 'demo-account',
    env: ENVS.demo,
  },
  {
    name: 'demo-full',
    description: 'login answers 7506: every demo account is in use',
    token: 'demo-full',
    env: ENVS.demo,
  },
  {
    name: 'api-account',
    description: "an operator's API account (login isApi): no more games, no game switching",
    token: 'api-account',
    env: ENVS.demo,
  },
  {
    name: 'leaderboard-off',
    description: 'login leaderboardPermission false: no leaderboard calls, button or popup',
    token: 'leaderboard-off',
    env: ENVS.demo,
  },
];
