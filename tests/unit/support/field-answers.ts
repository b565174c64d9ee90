// Test helper: answers as a phone's network delivers them, for msw handlers of a test's own
// that pick one action of the main API (the simulator's faults pick routes, not actions): shaped
// by the simulator's own shaping (operator-sim/fault-shaping.ts), as its faults are.
import { HttpResponse } from 'msw';
import { shapeResponse } from '../../../operator-sim/fault-shaping.ts';

/** The headers and the first 20 bytes of `text`, then nothing more (for 120 s, then an error). */
export function stalledAnswer(text = '{"status":"0000","data":{}}'): Response {
  const whole = new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
  return shapeResponse(whole, { path: '*', stallAfterBytes: 20 }, (wait) => wait());
}

/** `text` at `bytesPerSecond` (fake timers move it), then closed. */
export function trickledAnswer(text: string, bytesPerSecond = 1): Response {
  const whole = new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
  return shapeResponse(whole, { path: '*', bytesPerSecond }, (wait) => wait());
}
