// What the container hands the engine for a game's message, through the protocol's reader and
// the rows' `heard` (src-ui/game-bridge/game-messages.ts): the member and its arguments.
import { readGameMessage } from '../../../game-sdk/src/protocol.ts';
import { routeOf } from '../../../src-ui/game-bridge/game-messages.ts';

/** `[member, ...arguments]` the message reaches, or null when it is refused or reaches none. */
export function handedOn(data: unknown): unknown[] | null {
  const message = readGameMessage(data);
  const route = message && routeOf(message);
  if (!route) return null;
  let args: unknown[] = [];
  route.pass((...passed: unknown[]) => {
    args = passed;
  });
  return [route.member, ...args];
}
