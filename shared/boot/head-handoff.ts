// Shared by the page's head (src-ui/engine/head-boot.ts), which posts these messages to the
// engine worker it started, and the worker (src-worker/boot/head-results.ts), which reads them:
// the config answer and the speed test's winner the head got before the worker's script ran.
import { isRecord } from '../lib/is-record.ts';

/** The key that marks a head message (Comlink and the intents ignore a message with it). */
export const HEAD_KEY = 'headBoot';

/** The head's config request, as it ended: an answer's status and text, or no answer. */
export type HeadConfig = { status: number; text: string } | { failed: 'network' | 'timeout' };

/**
 * What the head posts, in this order: `start` (it asks the config at `path`, the address without
 * its minute stamp), `config` (how that ended), `line` (the winner among `lines`, or null lines
 * when it ran no speed test).
 */
export type HeadMessage =
  | { [HEAD_KEY]: 'start'; path: string }
  | { [HEAD_KEY]: 'config'; config: HeadConfig }
  | { [HEAD_KEY]: 'line'; lines: string[] | null; winner: string };

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function readConfig(value: unknown): HeadConfig | null {
  if (!isRecord(value)) return null;
  const { status, text, failed } = value;
  if (typeof status === 'number' && typeof text === 'string') return { status, text };
  return failed === 'network' || failed === 'timeout' ? { failed } : null;
}

/** The head message in a message's data; null when it is none or not well formed. */
export function readHeadMessage(data: unknown): HeadMessage | null {
  if (!isRecord(data)) return null;
  const kind = data[HEAD_KEY];
  if (kind === 'start' && typeof data['path'] === 'string') {
    return { [HEAD_KEY]: 'start', path: data['path'] };
  }
  const config = kind === 'config' ? readConfig(data['config']) : null;
  if (config) return { [HEAD_KEY]: 'config', config };
  const { lines, winner } = data;
  if (kind === 'line' && typeof winner === 'string' && (lines === null || strings(lines))) {
    return { [HEAD_KEY]: 'line', lines, winner };
  }
  return null;
}
