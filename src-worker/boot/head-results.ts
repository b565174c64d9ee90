// Runs in the worker: what the page's head (src-ui/engine/head-boot.ts) posted before the engine
// asked: its config answer, its speed test's winner and its login's answer, each taken once,
// the first boot only.
import {
  type HeadAnswer,
  type HeadMessage,
  readHeadMessage,
} from '../../shared/boot/head-handoff.ts';
import type { HandedAnswer, HeadResults } from '../lib/ports.ts';

/** A value that arrives later, and its setter. */
function later<T>(): { promise: Promise<T>; settle(value: T): void } {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** What the engine reads as its own answer: a network failure leaves the request to it. */
const handed = (answer: HeadAnswer): HandedAnswer | null =>
  'failed' in answer && answer.failed === 'network' ? null : answer;

/** The worker's side of the handoff: `receive` each message; the boot reads `results`. */
export function createHeadHandoff(): {
  receive(data: unknown): boolean;
  results: HeadResults;
} {
  let path: string | null = null;
  let usedConfig = false;
  let winner: Extract<HeadMessage, { headBoot: 'line' }> | null = null;
  const config = later<HeadAnswer>();
  const line = later<Extract<HeadMessage, { headBoot: 'line' }>>();
  const login = later<HeadAnswer>();

  return {
    receive(data) {
      const message = readHeadMessage(data);
      if (!message) return false;
      if (message.headBoot === 'start') path = message.path;
      else if (message.headBoot === 'line') line.settle(message);
      else (message.headBoot === 'config' ? config : login).settle(message.answer);
      return true;
    },
    results: {
      async config(asked) {
        // The head posts `start` before the entry exists, so it is here before any boot asks.
        if (path !== asked) return null;
        path = null;
        const answer = handed(await config.promise);
        usedConfig = answer !== null;
        return answer;
      },
      async line(lines) {
        if (!usedConfig) return null;
        usedConfig = false;
        const raced = await line.promise;
        // The same lines in the same order (the first is the fallback).
        if (JSON.stringify(raced.lines) !== JSON.stringify(lines)) return null;
        winner = raced;
        return raced.winner;
      },
      async login(on, token) {
        const raced = winner;
        winner = null;
        // The very login the engine would send: its token, on the line it uses.
        if (raced?.token !== token || raced.winner !== on || token === '') return null;
        return handed(await login.promise);
      },
    },
  };
}
