// Runs in the worker (and in Node): the market's rules (state.rules, docs/regulated-markets.md)
// enforced on a game that cannot be trusted to obey them. A turbo or an auto-play the rules
// forbid is turned off through the page (state.regulation's orders: setTurbo(false),
// pauseAutoPlay) and logged (`game`/`ruleBroken`, once per rule and game frame); a round shorter
// than the minimum ends, for the container, only once the minimum has passed (its panels stay
// disabled, its reality check waits). A round staked above the market's highest cannot be
// stopped (the game carries it, not the container): it is logged, the game's auto-play paused
// and the player told.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { AutoPlayEvent, GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { EnginePorts } from '../lib/ports.ts';
import { stakeBreaks } from '../../game-sdk/src/rules.ts';

/** A rule a game broke, as the log names it. */
export type BrokenRule = 'quickSpin' | 'autoPlay' | 'minRound' | 'maxStake';

/** What the guard hears of the game. */
export interface RuleGuard {
  /** A spin started or ended; `end` ends the round for the container, now or at its minimum. */
  spinning(on: boolean, end: () => void): void;
  turbo(on: boolean): void;
  status(fields: Partial<GameStatus>): void;
  autoPlay(event: AutoPlayEvent): void;
  /** A new game frame: its breaches are logged afresh, nothing is held. */
  freshFrame(): void;
  dispose(): void;
}

/**
 * Creates the guard; `log` writes the `game`/`ruleBroken` event with the game's fields, `overStake`
 * tells the player of a round staked above the market's highest.
 */
export function createRuleGuard(
  ports: Pick<EnginePorts, 'clock'>,
  state: EngineState,
  log: (rule: BrokenRule, details: Record<string, unknown>) => void,
  overStake: (bet: number, max: number) => void = () => undefined,
): RuleGuard {
  const logged = new Set<BrokenRule>();
  /** The round (gameseq) last found over the stake limit: each such round is told once. */
  let staked: number | null = null;
  let spinStart: number | null = null;
  let hold: unknown = null;
  /** An order already sent and not yet obeyed: the game's next reports do not repeat it. */
  const waiting = { turbo: false, auto: false };

  const broken = (rule: BrokenRule, details: Record<string, unknown>): void => {
    if (logged.has(rule)) return;
    logged.add(rule);
    log(rule, details);
  };
  const release = (): void => {
    if (hold !== null) ports.clock.clearTimeout(hold);
    hold = null;
  };
  const turboOff = (): void => {
    if (waiting.turbo) return;
    waiting.turbo = true;
    state.regulation.turboOff += 1;
    broken('quickSpin', {});
  };
  const pause = (details: Record<string, unknown>): void => {
    if (waiting.auto) return;
    waiting.auto = true;
    state.regulation.pauseAutoPlay += 1;
    broken('autoPlay', { ...details, max: state.rules.autoPlayMax });
  };
  /** Auto-play that has played `played` spins of a run: past the limit it is paused. */
  const checkAuto = (played: number): void => {
    const max = state.rules.autoPlayMax;
    if (max !== null && played >= max) pause({ played });
  };

  /** A report of a round's bet above the limit: each round logged, paused and told once. */
  const checkStake = (fields: Partial<GameStatus>): void => {
    const { bet } = fields;
    const max = state.rules.maxStake;
    if (bet === undefined || max === null || !stakeBreaks(state.rules, bet)) return;
    const round = fields.gameseq ?? state.gameStatus.gameseq;
    if (staked === round) return;
    staked = round;
    log('maxStake', { bet, max, gameseq: round });
    state.regulation.pauseAutoPlay += 1;
    overStake(bet, max);
  };

  const turbo = (on: boolean): void => {
    if (!on) waiting.turbo = false;
    else if (!state.rules.quickSpin) turboOff();
  };

  return {
    spinning(on, end) {
      const now = ports.clock.now();
      release();
      if (on) {
        spinStart ??= now;
        return;
      }
      const min = state.rules.minRoundMs;
      const left = spinStart === null ? 0 : spinStart + min - now;
      spinStart = null;
      if (left <= 0) {
        end();
        return;
      }
      broken('minRound', { ms: min - left, min });
      hold = ports.clock.setTimeout(() => {
        hold = null;
        end();
      }, left);
    },
    turbo,
    status(fields) {
      checkStake(fields);
      if (fields.turbo !== undefined) turbo(fields.turbo);
      if (fields.isAuto === false) waiting.auto = false;
      else if (fields.isAuto === true || (fields.auto ?? 0) > 0) checkAuto(fields.autoPassed ?? 0);
    },
    autoPlay(event) {
      if (event.action === 'pause') {
        waiting.auto = false;
        return;
      }
      const max = state.rules.autoPlayMax;
      if (max === 0) pause({ count: event.count });
      // A run longer than the limit plays up to it, then is paused (status autoPassed).
      else if (max !== null && event.count > max) broken('autoPlay', { count: event.count, max });
    },
    freshFrame() {
      logged.clear();
      staked = null;
      waiting.turbo = false;
      waiting.auto = false;
      spinStart = null;
      release();
    },
    dispose: release,
  };
}
