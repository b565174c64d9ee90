// Runs in the worker: what the page's head (src-ui/engine/head-boot.ts) posted before the engine
// asked: its config answer and its speed test's winner, each taken once, the first boot only.
import {
  type HeadConfig,
  type HeadMessage,
  readHeadMessage,
} from '../../shared/boot/head-handoff.ts';

/** The head's results, as the boot takes them (EnginePorts.head). */
export interface HeadResults {
  /**
   * The head's config answer when it asked the config at `path` (the address without its
   * minute stamp), waiting for it if it is still on its way; null when the head asked another
   * or none, its request failed before an answer (the engine then asks itself), or it was taken.
   */
  config(path: string): Promise<Exclude<HeadConfig, { failed: 'network' }> | null>;
  /**
   * The head's winner when it raced exactly `lines` (waiting for it while it races); null when
   * it raced others or none, or the engine asked the config itself.
   */
  line(lines: readonly string[]): Promise<string | null>;
}

/** A value that arrives later, and its setter. */
function later<T>(): { promise: Promise<T>; settle(value: T): void } {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** The worker's side of the handoff: `receive` each message; the boot reads `results`. */
export function createHeadHandoff(): {
  receive(data: unknown): boolean;
  results: HeadResults;
} {
  let path: string | null = null;
  let usedConfig = false;
  let taken = false;
  const config = later<HeadConfig>();
  const line = later<Extract<HeadMessage, { headBoot: 'line' }>>();

  return {
    receive(data) {
      const message = readHeadMessage(data);
      if (!message) return false;
      if (message.headBoot === 'start') path = message.path;
      else if (message.headBoot === 'config') config.settle(message.config);
      else line.settle(message);
      return true;
    },
    results: {
      async config(asked) {
        // The head posts `start` before the entry exists, so it is here before any boot asks.
        if (taken || path !== asked) return null;
        taken = true;
        const answer = await config.promise;
        if ('failed' in answer && answer.failed === 'network') return null;
        usedConfig = true;
        return answer;
      },
      async line(lines) {
        if (!usedConfig) return null;
        usedConfig = false;
        const raced = await line.promise;
        // The same lines in the same order (the first is the fallback).
        return JSON.stringify(raced.lines) === JSON.stringify(lines) ? raced.winner : null;
      },
    },
  };
}
