// Runs in the worker: SPEC §8 handling rules as one pure decision, applied by the engine.
import type { EngineError } from '../../shared/engine/engine-api.ts';
import { UNKNOWN_CODE } from '../../shared/errors/client-codes.ts';
import { DISCONNECT_CODES, HIGH_LEVEL_CODES, logLevel } from '../../shared/errors/error-levels.ts';
import {
  RECONNECTING_CODE,
  SESSION_ENDED_CODES,
  SESSION_OVER_CODES,
  behaviourOf,
} from '../../shared/errors/error-behaviour.ts';

/** The error throttle's default (SPEC §8). */
export const DEFAULT_THROTTLE = 1;

/** What the policy needs to know. */
export interface PolicyContext {
  current: EngineError | null;
  count: number;
  throttle: number;
  gameReady: boolean;
  /** The query 9020 may go back to; null when there is none or its token is dead. */
  savedQuery: string | null;
}

/** An error arriving: a status code (server or client), or something thrown. */
export type Incoming = { status: string } | { thrown: unknown };

/** What to do about it. */
export interface Decision {
  count: number;
  /** The error to show next (the same object when unchanged). */
  error: EngineError | null;
  log: { level: 'high' | 'medium'; code: string; detail?: string } | null;
  /** The token is dead (SESSION_ENDED_CODES): the page forgets it, whatever the throttle. */
  removeAccessKey: boolean;
  /** 9020 with a saved query: the UI goes back to it. */
  restoreQuery: string | null;
  /** A status of SPEC §4's disconnected flag: the session is over, the flag holds for good. */
  sessionEnded: boolean;
}

function describe(thrown: unknown): string {
  if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
  try {
    // JSON.stringify gives undefined for undefined and functions, whatever its type says.
    const text = JSON.stringify(thrown) as string | undefined;
    return text ?? String(thrown);
  } catch {
    return Object.prototype.toString.call(thrown);
  }
}

/** Decides how an incoming error changes the dialog, the count and the logs. */
export function decide(ctx: PolicyContext, incoming: Incoming, trackingId: string): Decision {
  const highShowing = ctx.current !== null && HIGH_LEVEL_CODES.has(ctx.current.code);
  const keep: Decision = {
    count: ctx.count,
    error: ctx.current,
    log: null,
    removeAccessKey: false,
    restoreQuery: null,
    sessionEnded: false,
  };
  if ('thrown' in incoming) {
    return {
      ...keep,
      error: highShowing ? ctx.current : { code: UNKNOWN_CODE, trackingId },
      log: { level: 'medium', code: UNKNOWN_CODE, detail: describe(incoming.thrown) },
    };
  }
  const code = incoming.status;
  const count = ctx.count + 1;
  const sessionEnded = DISCONNECT_CODES.has(code);
  const removeAccessKey = SESSION_ENDED_CODES.has(code);
  const level = logLevel(code);
  const over = SESSION_OVER_CODES.has(code);
  if (count > ctx.throttle + 1 && !over) return { ...keep, count, sessionEnded, removeAccessKey };
  const decision: Decision = {
    ...keep,
    count,
    removeAccessKey,
    sessionEnded,
    log: level ? { level, code } : null,
  };
  const show = (d: Decision): Decision => ({ ...d, error: { code, trackingId } });
  // A session that is over (a dead token, a newer login elsewhere, SPEC §6; inactivity, SPEC §4)
  // shows past the throttle and after the game is ready, replacing anything but another high
  // code the player cannot just dismiss: nothing the session does next could succeed.
  if (over) return highShowing && !dismissable(ctx.current) ? decision : show(decision);
  if (highShowing) return decision;
  if (ctx.current?.code === '400' && code === '401') return { ...decision, error: null };
  if (code === '9020' && ctx.savedQuery) return { ...decision, restoreQuery: ctx.savedQuery };
  if (count >= ctx.throttle && !ctx.gameReady) return show(decision);
  return decision;
}

/** A dialog the player closes with OK and plays on (message-only, confirm-only). */
function dismissable(error: EngineError | null): boolean {
  const behaviour = error ? behaviourOf(error.code) : null;
  return behaviour === 'message' || behaviour === 'confirm';
}

/** A reset (connection back): the count starts over and a 301 "reconnecting" clears. */
export function reset(ctx: PolicyContext): Pick<Decision, 'count' | 'error'> {
  return { count: 0, error: ctx.current?.code === RECONNECTING_CODE ? null : ctx.current };
}
