// Runs on the main thread: where the player goes when leaving (lobby, origin or /close).
import type { Locale } from '../../shared/lib/constants.ts';
import { CLOSE_PATH, localePrefix } from '../../shared/i18n/locale.ts';
import { leaveTarget, safeHttpUrl } from '../../shared/lib/urls.ts';
import { postBackToHome } from '../game-bridge/parent-channel.ts';

/** The /close page of a locale, absolute on this origin. */
export function closeUrl(locale: Locale): string {
  return `${location.origin}${localePrefix(locale)}/close`;
}

/**
 * Leaves for an http(s) address, or /close when there is none or it is not http(s). A parent
 * frame at the lobby's origin hears `backToHome` first. With parentRedirect the parent window
 * goes when framed; otherwise this window does.
 */
export function leaveTo(target: string | null, locale: Locale, parentRedirect: boolean): void {
  const url = leaveTarget(target, closeUrl(locale));
  postBackToHome(target);
  if (parentRedirect && window.top && window.top !== window) {
    try {
      window.top.location.href = url;
      return;
    } catch {
      // A parent that forbids top navigation: leave with this window instead.
    }
  }
  window.location.assign(url);
}

/** The lobby address with the reset marker a logout returns with (`reset=1`); null stays null. */
export function withResetMarker(lobby: string | null): string | null {
  const url = safeHttpUrl(lobby);
  if (!url) return null;
  url.searchParams.set('reset', '1');
  return url.href;
}

/** True on the /close route, with or without a locale prefix. */
export function isCloseRoute(pathname: string): boolean {
  return CLOSE_PATH.test(pathname);
}
