// Runs in Node (and in unit tests): named sets of fault rules, what a player on a bad network
// meets, for one link QA opens (/__sim/fault/<name>) or a test posts ({"preset": "<name>"}).
import type { FaultRule } from './faults.ts';

/** One preset: its rules, and what a player meets under them. */
export interface FaultPreset {
  name: string;
  description: string;
  rules: readonly FaultRule[];
}

const LOGIN = '/frontendAPI.do';

/** The promotion, seat, jackpot and player servers' routes (the env config's `servers`). */
const SERVICE_PATHS = [
  '/quest/*',
  '/campaign/*',
  '/campaignv1/*',
  '/inventory/*',
  '/lucky-draw/*',
  '/leaderboard/*',
  '/seat/*',
  '/jackpot/*',
  '/api/v1/game-log/*',
];

/** Every API route: the main API, the speed test, the services and the notification stream. */
const API_PATHS = [LOGIN, '/env/speedtest.png', ...SERVICE_PATHS, '/promotion/*'];

/** Every preset, in the order start.ts prints them. */
export const FAULT_PRESETS: readonly FaultPreset[] = [
  {
    name: 'stall-config',
    description: 'the env config sends 20 bytes, then nothing: the boot waits on a dead config',
    rules: [{ path: '/env/*.json', stallAfterBytes: 20 }],
  },
  {
    name: 'stall-login',
    description: 'every main API answer sends 20 bytes, then nothing: the login never completes',
    rules: [{ path: LOGIN, stallAfterBytes: 20 }],
  },
  {
    name: 'trickle',
    description: 'the main API answers at 1 byte a second: the login crawls past every timeout',
    rules: [{ path: LOGIN, bytesPerSecond: 1 }],
  },
  {
    name: 'reset-mid-body',
    description: 'the main API resets the connection after 20 bytes of its answer',
    rules: [{ path: LOGIN, resetAfterBytes: 20 }],
  },
  {
    name: 'never-answers',
    description: 'the main API takes the request and never answers: only a client timeout ends it',
    rules: [{ path: LOGIN, hang: true }],
  },
  {
    name: 'slow-services',
    description: 'the promotion, seat, jackpot and player servers answer 6 s late',
    rules: SERVICE_PATHS.map((path) => ({ path, delayMs: 6000 })),
  },
  {
    name: 'flapping',
    description: 'every API route is down 5 s, then up 5 s, over and over',
    rules: API_PATHS.map((path) => ({ path, flap: { downMs: 5000, upMs: 5000 } })),
  },
  {
    name: '2g',
    description: 'everything 300 ms late at about 250 kbit/s (31,250 bytes a second)',
    rules: [{ path: '*', delayMs: 300, bytesPerSecond: 31_250 }],
  },
  {
    name: 'services-5xx',
    description: 'the promotion, seat, jackpot and player servers answer 503',
    rules: SERVICE_PATHS.map((path) => ({ path, status: 503 })),
  },
];

/** The preset of that name, or undefined. */
export function presetNamed(name: string): FaultPreset | undefined {
  return FAULT_PRESETS.find((p) => p.name === name);
}
