// Runs in the worker: when the pipeline sends: its tick, the resend backoff, one drain at a time.
import { logResendDelayMs } from './log-constants.ts';
import type { Clock } from '../lib/ports.ts';
import { jitteredMs } from '../lib/backoff.ts';

/**
 * Runs the pipeline's passes one at a time (a drain asked for during one runs one more pass),
 * on its tick and after a failed resend: a wait drawn below 10 s doubling per failure, at most
 * 5 min (full jitter: the tabs that lost the log server together do not all come back
 * together), or what the server's Retry-After asked. SPEC's 1, 2 and 3 s retries stay as SPEC
 * gives them (log-sender.ts).
 */
export class LogScheduler {
  /** True when the next pass should resend kept events and look for orphans. */
  resendDue = true;
  #failures = 0;
  #timer: unknown = null;
  /** The next tick's timer; null while nothing needs one. */
  #tick: unknown = null;
  readonly #tickMs: number;
  readonly #onTick: () => void;
  readonly #needsTick: () => boolean;
  #draining: Promise<void> | null = null;
  #again = false;
  #againForce = false;
  #stopped = false;
  readonly #sleepers = new Set<() => void>();
  private readonly clock: Clock;
  readonly #random: () => number;

  constructor(
    timing: { clock: Clock; tickMs: number; random: () => number },
    private readonly pass: (force: boolean) => Promise<void>,
    onTick: () => void,
    /**
     * Whether a tick has work (events waiting, a lease to renew): a quiet tab's worker does not
     * wake every tick for nothing. After it says no, `poke` starts the ticks again.
     */
    needsTick: () => boolean = () => true,
  ) {
    this.clock = timing.clock;
    this.#random = timing.random;
    this.#tickMs = timing.tickMs;
    this.#onTick = onTick;
    this.#needsTick = needsTick;
    this.poke();
  }

  /** Something may need the tick now (an event was logged): it runs, tickMs apart, while it does. */
  poke(): void {
    if (this.#tick !== null || this.#stopped || !this.#needsTick()) return;
    this.#tick = this.clock.setTimeout(() => {
      this.#tick = null;
      this.#onTick();
      this.poke();
    }, this.#tickMs);
  }

  /** One drain at a time; a call during a drain makes it run one more pass. */
  drain(force: boolean): Promise<void> {
    if (this.#draining !== null) {
      this.#again = true;
      this.#againForce ||= force;
      return this.#draining;
    }
    const run = async (): Promise<void> => {
      let f = force;
      for (;;) {
        await this.pass(f).catch(() => undefined);
        // Cleared in the same step as the check, so a later call always gets its own pass.
        if (!this.#again || this.#stopped) {
          this.#draining = null;
          return;
        }
        f = this.#againForce;
        this.#again = false;
        this.#againForce = false;
      }
    };
    this.#draining = run();
    return this.#draining;
  }

  /** A resend failed (or events were just kept): the next is after the backoff or afterMs. */
  resendFailed(afterMs: number | null): void {
    const backoff = jitteredMs(logResendDelayMs(this.#failures), this.#random);
    this.#failures += 1;
    this.#resendIn(afterMs ?? backoff);
  }

  /** A resend in ms unless one is scheduled already (the backoff does not grow). */
  resendLater(ms: number): void {
    if (this.#timer === null) this.#resendIn(ms);
  }

  #resendIn(ms: number): void {
    if (this.#stopped) return;
    this.#cancelResend();
    this.resendDue = false;
    this.#timer = this.clock.setTimeout(() => {
      this.#timer = null;
      this.resendDue = true;
      void this.drain(false);
    }, ms);
  }

  /** The log server answers: the next pass resends, whatever the backoff had planned. */
  resendNow(): void {
    this.#cancelResend();
    this.resendDue = true;
  }

  /** No resend planned any more. */
  #cancelResend(): void {
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** True while a resend is waiting for its time. */
  get resendScheduled(): boolean {
    return this.#timer !== null;
  }

  /** Something got through: the backoff starts again from 10 s. */
  resendSucceeded(): void {
    this.#failures = 0;
  }

  /** Waits ms on the clock; true at once or later when the scheduler stopped. */
  sleep(ms: number): Promise<boolean> {
    if (this.#stopped) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = (): void => {
        this.#sleepers.delete(wake);
        this.clock.clearTimeout(handle);
        resolve(this.#stopped);
      };
      const handle = this.clock.setTimeout(wake, ms);
      this.#sleepers.add(wake);
    });
  }

  /** Stops every timer; a sleeping batch wakes and stops. */
  dispose(): void {
    this.#stopped = true;
    if (this.#tick !== null) this.clock.clearTimeout(this.#tick);
    this.#tick = null;
    this.#cancelResend();
    for (const wake of [...this.#sleepers]) wake();
  }
}
