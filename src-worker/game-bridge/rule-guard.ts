// Runs in the worker (and in Node): the market's rules (state.rules, docs/regulated-markets.md)
// enforced on a game that cannot be trusted to obey them. A turbo or an auto-play the rules
// forbid is turned off through the page (state.regulation's orders: setTurbo(false),
// pauseAutoPlay) and logged (`game`/`ruleBroken`, once per rule and game frame); a round shorter
// than the minimum ends, for the container, only once the minimum has passed (its panels stay
// disabled, its reality check waits). A round staked above the market's highest cannot be
// stopped (the game carries it, not the container): it is logged, the game's auto-play paused
// and the player told. What the container cannot see or undo, the game reports and the guard
// logs: a round the player stopped early (slam stop; its minimum still holds), a round started
// by a spin control held down (auto-play paused: the game must stop repeating), auto-dab where
// auto-play is off (paused too), a jackpot the game broadcasts where the market has none
// (dropped). docs/decisions.md says why each is logged once per game frame.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { AutoPlayEvent, GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { EnginePorts } from '../lib/ports.ts';
import { autoDabBreaks, stakeBreaks } from '../../game-sdk/src/rules.ts';

/** A rule a game broke, as the log names it. */
export type BrokenRule =
  | 'quickSpin'
  | 'autoPlay'
  | 'autoDab'
  | 'minRound'
  | 'maxStake'
  | 'slamStop'
  | 'heldSpin'
  | 'jackpots';

/** What the guard hears of the game. */
export interface RuleGuard {
  /**
   * A spin started or ended; `end` ends the round for the container, now or at its minimum.
   * `stoppedEarly`: the game says the player stopped the reels before their course (slam stop).
   */
  spinning(on: boolean, end: () => void, stoppedEarly?: boolean): void;
  /** A spin press; `held`: the game says the control was held from the last round. */
  pressed(held: boolean): void;
  /** The game broadcast a jackpot hit. */
  jackpot(): void;
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
  const waiting = { turbo: false, auto: false, dab: false, held: false };

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
  /** Any run of rounds the player did not start (auto-dab, a held spin): one pause until over. */
  const stopRun = (
    key: 'dab' | 'held',
    rule: BrokenRule,
    details: Record<string, unknown>,
  ): void => {
    if (waiting[key]) return;
    waiting[key] = true;
    state.regulation.pauseAutoPlay += 1;
    broken(rule, details);
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
    spinning(on, end, stoppedEarly = false) {
      const now = ports.clock.now();
      release();
      if (on) {
        spinStart ??= now;
        return;
      }
      // The container cannot stop reels, nor keep them turning: the game's design is logged.
      if (stoppedEarly && !state.rules.slamStop)
        broken('slamStop', { gameseq: state.gameStatus.gameseq });
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
    pressed(held) {
      if (!held) waiting.held = false;
      else if (!state.rules.heldSpin)
        stopRun('held', 'heldSpin', { gameseq: state.gameStatus.gameseq });
    },
    jackpot() {
      if (!state.rules.jackpots) broken('jackpots', {});
    },
    turbo,
    status(fields) {
      checkStake(fields);
      if (fields.autoDab === false) waiting.dab = false;
      else if (fields.autoDab === true && autoDabBreaks(state.rules))
        stopRun('dab', 'autoDab', { max: state.rules.autoPlayMax });
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
      waiting.dab = false;
      waiting.held = false;
      spinStart = null;
      release();
    },
    dispose: release,
  };
}
