// Shared by the UI and the worker: the prompts of SPEC §2 ("other prompts") as data.

/** A prompt the engine asks the UI to show; one at a time, the most urgent first. */
export type Prompt =
  | { kind: 'flash' }
  | { kind: 'leaveGame'; gameId: number; gameName: string }
  | { kind: 'closeGame' }
  | { kind: 'quickSpin' }
  | { kind: 'browserAdvice' }
  /** A round was staked above the market's highest: the game's auto-play is paused. */
  | { kind: 'stakeLimit'; bet: number; max: number }
  /** The session reality check: whole seconds played, rounds, staked and the net result so far. */
  | { kind: 'realityCheck'; seconds: number; rounds: number; bet: number; net: number };

/** The kinds of queued prompts. The portrait prompt is not queued: it follows the screen. */
export type PromptKind = Prompt['kind'];

/** Lower shows first: what blocks play, then what the player asked for, then advice. */
export const PROMPT_PRIORITY: Readonly<Record<PromptKind, number>> = {
  flash: 0,
  leaveGame: 1,
  closeGame: 2,
  realityCheck: 3,
  stakeLimit: 4,
  quickSpin: 5,
  browserAdvice: 6,
};

/** What the UI must do after the player answered a prompt. */
export type PromptOutcome =
  | { action: 'none' }
  /** Leave for the lobby (close game, or a Flash game that cannot run). */
  | { action: 'leave' }
  /** Tell the game frame to turn turbo (quick spin) on. */
  | { action: 'enableTurbo' };

/** The browser family, for the advice to play in Safari or Chrome. */
export type BrowserFamily = 'safari' | 'chrome' | 'other';

// In-app browsers and lite browsers claim "Chrome" or "Safari" in their user agent too.
const OTHER =
  /UCBrowser|UCWEB|MQQBrowser|MicroMessenger|FBAN|FBAV|Instagram|Line\/|Opera Mini|OPR\/|Firefox|FxiOS|MiuiBrowser|SamsungBrowser|Trident|MSIE/;
const CHROME = /(?:Chrome|CriOS|Chromium)\/\d+/;
const SAFARI = /Version\/\d+[\d.]* (?:Mobile\/\w+ )?Safari\//;

/** Reads the browser family from a user agent; anything unrecognised is 'other'. */
export function detectBrowser(userAgent: string): BrowserFamily {
  const ua = userAgent.slice(0, 512);
  if (OTHER.test(ua)) return 'other';
  if (CHROME.test(ua)) return 'chrome';
  if (SAFARI.test(ua)) return 'safari';
  return 'other';
}

/** A game address that points at a Flash movie, which no current browser runs. */
export function isFlashGame(url: string): boolean {
  try {
    return /\.swf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
