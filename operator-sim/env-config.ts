// Runs in Node (and in unit tests): what GET /env/{e}.json answers for each environment.
import { FUNCTION_IDS } from '../shared/account/functions.ts';
import type { EnvConfig, EnvConfigFile } from '../src-worker/boot/wire.ts';
import { SOUND_NAMES } from '../shared/brand/client-config.ts';
import { lineInfoUrl, operatorSoundUrl } from './client-files.ts';
import { ENVS } from './scenarios/scenario.ts';
import { readRules } from '../game-sdk/src/rules.ts';
import { rulesOfEnv } from './rules-env.ts';
import type { SimWorld } from './world.ts';

/** The answer for one environment: a config, a malformed body, or unknown (404). */
export type EnvAnswer =
  | { kind: 'config'; config: EnvConfigFile }
  | { kind: 'malformed'; body: string }
  | { kind: 'unknown' };

/**
 * A config with its servers, asset CDN and report page on the first line, but gs on the game
 * origin. No reality check: `realityCheckMinutes` is left out (off) but for the reality env.
 */
export function configFor(world: SimWorld, lines: readonly string[]): EnvConfig {
  const [first = world.appOrigin, ...others] = lines;
  return {
    lines: [first, ...others],
    servers: {
      seat: first,
      st: first,
      fish: first,
      gs: world.gameOrigin,
      promotion: first,
      jackpot: first,
      player: first,
    },
    dl: world.appOrigin,
    // The wheel's setting.json lives with the promotion server on the first line.
    assetCdn: first,
    logCdn: `${first}/log`,
    gameLogCdn: `${first}/gamelog`,
    logger: `${first}/logger`,
    // The operator's report page (page-handlers.ts), on another origin than the app.
    reportUrl: `${first}/report`,
  };
}

/**
 * The popup-settings env's popups (SPEC §4, §9): the seat info card at order -1 though switched
 * off (order -1 always shows), the campaign popup switched off.
 */
export const POPUP_SETTINGS: NonNullable<EnvConfigFile['popups']> = {
  seatInfoCard: { order: -1, enable: false },
  campaign: { enable: false },
};

/** The reality env's reminder interval: a reality check every minute. */
export const REALITY_CHECK_MINUTES = 1;

/** The operator-config env's SPEC §3 fields: Thai, five bets from 2, featureCount 3, noTurbo. */
export const OPERATOR_FIELDS = {
  locale: 'th',
  betSelections: [0.5, 1, 2, 5, 10],
  betIndex: 2,
  featureCount: 3,
  noTurbo: true,
} as const satisfies Partial<EnvConfigFile>;

/**
 * The regulated env's jurisdiction profile, as an operator writes it: no quick spin, no
 * auto-play (auto-dab included), rounds of 2.5 s at least, the session clock and net position, a
 * reality check every 60 minutes, the RTP shown, at most 5 a round, no jackpots, no slam stop,
 * a new press for each round, one game at a time (docs/regulated-markets.md).
 */
export const REGULATED_PROFILE = {
  quickSpin: false,
  autoPlay: false,
  minRoundMs: 2500,
  sessionClock: true,
  netPosition: true,
  realityCheckMinutes: 60,
  showRtp: true,
  maxStake: 5,
  jackpots: false,
  slamStop: false,
  heldSpin: false,
  oneGameAtATime: true,
} as const;

/**
 * The host of the unresolvable-services env's promotion, seat, jackpot and player servers and
 * asset CDN: `.invalid` never resolves (RFC 6761), and the tests' Chromium fails it at once.
 */
export const UNRESOLVABLE_SERVICES = 'http://services.invalid';

/** The unresolvable-line env's first line, which never resolves: line A must win the race. */
export const UNRESOLVABLE_LINE = 'http://line.invalid';

function unresolvableServices(config: EnvConfig): EnvConfig {
  const host = UNRESOLVABLE_SERVICES;
  return {
    ...config,
    servers: { ...config.servers, promotion: host, seat: host, jackpot: host, player: host },
    assetCdn: host,
  };
}

/**
 * What /env/{e}.json answers: demo, reality (the demo with a reality check every minute),
 * slow-line and lines-down configs, single-line (line A alone), unresolvable-services and
 * unresolvable-line (a host that never resolves), line-info (only the slow line, with a line-info address
 * that adds the fast one), custom-sounds (the operator's sound files), broken-config, or 404.
 */
export function envAnswer(world: SimWorld, e: string): EnvAnswer {
  const healthy = world.lines.map((l) => l.origin);
  switch (e) {
    case ENVS.demo:
      // Every session reports its load, so /__sim/perf fills as soon as someone plays.
      return { kind: 'config', config: { ...configFor(world, healthy), perfSampleRate: 1 } };
    case ENVS.reality:
      return {
        kind: 'config',
        config: { ...configFor(world, healthy), realityCheckMinutes: REALITY_CHECK_MINUTES },
      };
    case ENVS.popupSettings:
      return {
        kind: 'config',
        config: { ...configFor(world, healthy), popups: structuredClone(POPUP_SETTINGS) },
      };
    case ENVS.slowLine: {
      const fast = world.lines[0]?.origin;
      const lines = fast === undefined ? [world.slowLine.origin] : [world.slowLine.origin, fast];
      return { kind: 'config', config: configFor(world, lines) };
    }
    case ENVS.lineInfo:
      return {
        kind: 'config',
        config: { ...configFor(world, [world.slowLine.origin]), lineInfo: lineInfoUrl(world, e) },
      };
    case ENVS.customSounds: {
      const config = configFor(world, healthy);
      const [host] = config.lines;
      const sounds = Object.fromEntries(SOUND_NAMES.map((n) => [n, operatorSoundUrl(host, n)]));
      return { kind: 'config', config: { ...config, sounds } };
    }
    case ENVS.linesDown:
      return { kind: 'config', config: configFor(world, world.deadLines) };
    case ENVS.operatorConfig:
      return {
        kind: 'config',
        config: {
          ...configFor(world, healthy),
          ...OPERATOR_FIELDS,
          betSelections: [...OPERATOR_FIELDS.betSelections],
        },
      };
    case ENVS.regulated:
      return {
        kind: 'config',
        config: { ...configFor(world, healthy), jurisdiction: readRules(REGULATED_PROFILE) },
      };
    case ENVS.noSystemButtons:
      return {
        kind: 'config',
        config: { ...configFor(world, healthy), isSystemButtonVisible: false },
      };
    case ENVS.functionsOff:
      return {
        kind: 'config',
        config: {
          ...configFor(world, healthy),
          functionList: [{ functionId: FUNCTION_IDS.promotions }],
        },
      };
    case ENVS.singleLine:
      return { kind: 'config', config: configFor(world, healthy.slice(0, 1)) };
    case ENVS.unresolvableServices:
      return { kind: 'config', config: unresolvableServices(configFor(world, healthy)) };
    case ENVS.unresolvableLine: {
      // Only the line list names the dead host: the servers stay on line A, so what fails is
      // the race alone.
      const config = configFor(world, healthy.slice(0, 1));
      return { kind: 'config', config: { ...config, lines: [UNRESOLVABLE_LINE, ...config.lines] } };
    }
    case ENVS.brokenConfig:
      return { kind: 'malformed', body: '{"lines": ["http://127.0.0.1:1"], "servers": {' };
    default: {
      // A profile's own environment (rules-env.ts): the demo's, under those rules.
      const rules = rulesOfEnv(e);
      return rules
        ? { kind: 'config', config: { ...configFor(world, healthy), jurisdiction: rules } }
        : { kind: 'unknown' };
    }
  }
}
