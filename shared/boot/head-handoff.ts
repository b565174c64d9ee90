// Shared by the page's head (src-ui/engine/head-boot.ts), which posts these messages to the
// engine worker it started, and the worker (src-worker/boot/head-results.ts), which reads them:
// the config answer, the speed test's winner and the login's answer the head got before the
// worker's script ran.
import { isRecord } from '../lib/is-record.ts';

/** The key that marks a head message (Comlink and the intents ignore a message with it). */
export const HEAD_KEY = 'headBoot';

/** One of the head's requests, as it ended: an answer's status and text, or no answer. */
export type HeadAnswer = { status: number; text: string } | { failed: 'network' | 'timeout' };

/**
 * What the head posts, in this order: `start` (it asks the config at `path`, the address without
 * its minute stamp), `config` (how that ended), `line` (the winner among `lines`, or null lines
 * when it ran no speed test; `token`, when not empty, the one it logs in with on the winner),
 * `login` (how that login ended; only after a `line` with a token).
 */
export type HeadMessage =
  | { [HEAD_KEY]: 'start'; path: string }
  | { [HEAD_KEY]: 'config' | 'login'; answer: HeadAnswer }
  | { [HEAD_KEY]: 'line'; lines: string[] | null; winner: string; token: string };

const isText = (value: unknown): value is string => typeof value === 'string';

function readAnswer(value: unknown): HeadAnswer | null {
  if (!isRecord(value)) return null;
  const { status, text, failed } = value;
  if (typeof status === 'number' && isText(text)) return { status, text };
  return failed === 'network' || failed === 'timeout' ? { failed } : null;
}

/** The head message in a message's data; null when it is none or not well formed. */
export function readHeadMessage(data: unknown): HeadMessage | null {
  if (!isRecord(data)) return null;
  const { [HEAD_KEY]: kind, path, lines, winner, token } = data;
  if (kind === 'start') return isText(path) ? { [HEAD_KEY]: kind, path } : null;
  if (kind === 'config' || kind === 'login') {
    const answer = readAnswer(data['answer']);
    return answer && { [HEAD_KEY]: kind, answer };
  }
  const raced = lines === null || (Array.isArray(lines) && lines.every(isText));
  return kind === 'line' && raced && isText(winner) && isText(token)
    ? { [HEAD_KEY]: kind, lines, winner, token }
    : null;
}
