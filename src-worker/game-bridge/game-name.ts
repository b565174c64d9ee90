// Runs in the worker (and in Node): a game's name in the active locale (SPEC §5).
import { FALLBACK_LOCALE, type Locale } from '../../shared/lib/constants.ts';

/** Reads the `info` JSON of a game list entry; falls back to en, then to the id. */
export function gameName(info: unknown, locale: Locale, gameId: number): string {
  let parsed: unknown = info;
  if (typeof info === 'string') {
    try {
      parsed = JSON.parse(info);
    } catch {
      parsed = null;
    }
  }
  const names =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as { gameName?: unknown }).gameName
      : undefined;
  if (typeof names === 'object' && names !== null) {
    const table = names as Record<string, unknown>;
    for (const key of [locale, FALLBACK_LOCALE]) {
      const name = table[key];
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
  }
  return `#${gameId}`;
}
