// Runs on the main thread (wheel panel chunk): a spin of the lucky wheel: the draw, the disc's
// turn to the segment the server answered, and the prize shown only once the disc stops.
import { type RefObject, useRef, useState } from 'react';
import type { DrawAnswer } from '../../../shared/promotions/promotion-state.ts';
import type { SpinType } from '../../../shared/promotions/promotion-types.ts';
import type { WheelDrawResult } from '../../../shared/promotions/wheel/wheel-schema.ts';
import type { EngineClient } from '../../engine/engine-client.ts';
import { reducedMotion } from '../../components/reduced-motion.ts';

/** How long a spin turns: long enough to read as a spin, as players of wheel games expect. */
const SPIN_MS = 4_000;
/** Fast from the first frame (no wind-up), then a long slowing down onto the prize. */
const SPIN_EASING = 'cubic-bezier(0.2, 0.6, 0.25, 1)';
/** Whole turns a spin makes before it lands. */
const TURNS = 5;

/** Where segment `index` of `count` rests under the pointer at the top (degrees, 0 to 360). */
function landing(index: number, count: number): number {
  const segment = 360 / Math.max(1, count);
  return (((-(index + 0.5) * segment) % 360) + 360) % 360;
}

/**
 * The disc's next rotation (degrees, always forward, at least TURNS turns) that brings the
 * middle of segment `index` of `count` under the pointer at the top.
 */
function nextTurn(previous: number, index: number, count: number): number {
  const base = previous + TURNS * 360;
  return base + ((((landing(index, count) - base) % 360) + 360) % 360);
}

/** A draw the server refused or that failed. */
type Failure = Extract<DrawAnswer, { ok: false }>;

/** What the panel shows of the spins: the disc, the draw to show, and how to spin. */
export interface WheelSpin {
  /** The disc element, which the spin animates. */
  disc: RefObject<HTMLDivElement | null>;
  /** The disc's rotation at rest (degrees). */
  turn: number;
  /** From the press of a spin button until the disc stops. */
  spinning: boolean;
  /** The draw to show: none while the wheel turns, else this panel's last or the session's. */
  shown: WheelDrawResult | null;
  /** The last spin's refusal or failure, until the next spin. */
  failure: Failure | null;
  /** A spin of this panel has landed: its prize is revealed (it counts up), not reopened. */
  landed: boolean;
  spin: (type: SpinType) => Promise<void>;
}

/**
 * The spins of an open wheel panel. A draw's answer turns the disc for SPIN_MS (at once under
 * reduced motion) and its prize shows when the disc's animation ends, however it ends (a
 * screenshot finishes it). The engine keeps the draw in the mirror (`lastDraw`), so a panel
 * closed mid-spin loses nothing: opened again, it shows that prize with the disc on it.
 */
export function useWheelSpin(
  engine: EngineClient,
  lastDraw: WheelDrawResult | null,
  count: number,
): WheelSpin {
  const disc = useRef<HTMLDivElement>(null);
  // Null until this panel spins: the disc rests on the draw it shows.
  const [turned, setTurned] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [own, setOwn] = useState<WheelDrawResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const resting = own ?? lastDraw;
  const turn = turned ?? (resting ? landing(resting.prizeIndex, count) : 0);

  const spin = async (type: SpinType): Promise<void> => {
    // The disc stays where it is while the draw is asked, whatever the mirror says meanwhile.
    setTurned(turn);
    setSpinning(true);
    setFailure(null);
    const answer = await engine.drawWheel(type);
    if (!answer.ok) {
      setSpinning(false);
      setFailure(answer);
      return;
    }
    const { result } = answer;
    const to = nextTurn(turn, result.prizeIndex, count);
    const land = (): void => {
      setOwn(result);
      setSpinning(false);
    };
    setTurned(to);
    const el = disc.current;
    if (!el || reducedMotion()) {
      land();
      return;
    }
    el.animate([{ transform: `rotate(${turn}deg)` }, { transform: `rotate(${to}deg)` }], {
      duration: SPIN_MS,
      easing: SPIN_EASING,
    }).finished.then(land, land);
  };

  return {
    disc,
    turn,
    spinning,
    shown: spinning || failure ? null : resting,
    failure,
    landed: own !== null,
    spin,
  };
}
