// Shared by the UI and the worker: SPEC §9 constants and product identity.

/** The product version shown in the version label (SPEC §1). */
export const VERSION = '2.55.6';

/** Interface languages, in SPEC order; the first fallback is en. */
export const LOCALES = ['zh', 'en', 'th', 'pt', 'vi', 'es', 'zh-TW', 'ko', 'bn', 'hi'] as const;
/** One supported interface language. */
export type Locale = (typeof LOCALES)[number];
/** The fallback language. */
export const FALLBACK_LOCALE: Locale = 'en';

/** Game types of SPEC §3, by number. */
export const GAME_TYPES = { 1: 'slot', 2: 'fish', 3: 'bingo', 4: 'arcade' } as const;
/** A game type number, 1 to 4. */
export type GameType = keyof typeof GAME_TYPES;
/** A game group name. */
export type GameGroup = (typeof GAME_TYPES)[GameType];

/** Speed re-test interval (SPEC §9). */
export const SPEED_RETEST_MS = 180_000;
/** The longest a speed test waits before falling back to the first line. */
export const SPEED_TEST_TIMEOUT_MS = 5_000;
/** Timeout for calls to the main API during boot. */
export const API_TIMEOUT_MS = 10_000;
/** Timeout for the config fetch. */
export const CONFIG_TIMEOUT_MS = 10_000;
/** Server clock tick (SPEC §9). */
export const CLOCK_TICK_MS = 5_000;
/** Main API success status. */
export const STATUS_OK = '0000';
