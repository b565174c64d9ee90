// Runs in Node (and in unit tests): what a scenario is, the environments scenarios use, and the
// promotion scenarios' shorthand.

/** One scenario: which token (x) and environment (e) the player URL carries, and what happens. */
export interface Scenario {
  name: string;
  description: string;
  /** The login token, query parameter x. */
  token: string;
  /** The environment, query parameter e. */
  env: string;
  /** The page path; '/' when absent. */
  path?: string;
  /** Query parameters that differ from the demo's (a game id, say). */
  query?: Record<string, string>;
}

/** Environments whose config the simulator serves (any other answers 404). */
export const ENVS = {
  demo: 'demo',
  reality: 'reality',
  slowLine: 'slow-line',
  linesDown: 'lines-down',
  brokenConfig: 'broken-config',
  // SPEC §3 operator config fields (env-config.ts OPERATOR_FIELDS).
  operatorConfig: 'operator-config',
  noSystemButtons: 'no-system-buttons',
  functionsOff: 'functions-off',
  popupSettings: 'popup-settings',
  lineInfo: 'line-info',
  customSounds: 'custom-sounds',
  // A regulated market's strict jurisdiction profile (env-config.ts REGULATED_PROFILE).
  regulated: 'regulated',
  // Line A alone: a speed test with nothing to race.
  singleLine: 'single-line',
  // The services (and the asset CDN) on a host that never resolves (UNRESOLVABLE_SERVICES).
  unresolvableServices: 'unresolvable-services',
  // A first line that never resolves, then line A (UNRESOLVABLE_LINE).
  unresolvableLine: 'unresolvable-line',
} as const;

/** A promotion scenario: its token is its name; `code` goes in campaignInvitationCodes. */
export function promo(token: string, description: string, code?: string): Scenario {
  const scenario: Scenario = { name: token, description, token, env: ENVS.demo };
  if (code !== undefined) scenario.query = { campaignInvitationCodes: code };
  return scenario;
}
