// Runs on the main thread (first load: keep it small): tells the game the market's rules (the
// engine's state.rules, game-sdk/src/rules.ts) in the `rules` message of protocol 2: after the
// welcome of a game that speaks it, and whenever they change. A game of version 1 hears nothing
// new; the engine enforces the rules on it from outside (src-worker/game-bridge/rule-guard.ts).
import { RULES_VERSION } from '../../game-sdk/src/protocol.ts';
import type { Rules } from '../../game-sdk/src/rules.ts';
import { agreedVersion, postToGame } from './game-channel.ts';

/** The rules last posted (the mirror's object: a change of rules is a new one). */
let sent: Readonly<Rules> | null = null;

/** Posts the rules when the game speaks them and has not heard these; `always` after a welcome. */
export function postRules(rules: Readonly<Rules>, always = false): void {
  if (rules === sent && !always) return;
  const v = agreedVersion();
  if (v === null || v < RULES_VERSION) return;
  if (postToGame({ type: 'rules', ...rules })) sent = rules;
}
