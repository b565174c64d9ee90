// Runs on the main thread, inline as the page's first script (vite.config.ts): the environment
// config's request, the first of the chain SPEC forces, sent before the rest of the head's
// script (head-boot.ts) is compiled. That script takes the request over, with its timeout and
// its answer; a page whose head script never runs leaves the request unread, and the engine
// asks again.
import { configAddress } from '../../shared/boot/config-address.ts';
import { queryText } from '../../shared/boot/query.ts';
import { CLOSE_PATH } from '../../shared/i18n/locale.ts';

/** The config's request, as sent. */
export interface EarlyConfig {
  url: string;
  controller: AbortController;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __headConfig?: EarlyConfig;
  }
}

/**
 * Asks the config of the address's environment from `configHost` (this page's origin when
 * empty), as head-boot.ts would; nothing on /close or without an environment.
 */
export function sendConfig(configHost: string, win: Window = window): void {
  if (CLOSE_PATH.test(win.location.pathname)) return;
  const e = queryText(new URLSearchParams(win.location.search), 'e');
  if (!e) return;
  const url = configAddress(configHost || win.location.origin, e, Date.now());
  const controller = new AbortController();
  const response = fetch(url, { signal: controller.signal });
  // Read (or given up) by the head's script; never an unhandled rejection meanwhile.
  response.catch(() => undefined);
  win.__headConfig = { url, controller, response };
}

/**
 * The request the first script sent for the config at `path` (configPath: its minute stamp may
 * have turned since), taken once; null when it sent none. One for another address is dropped.
 */
export function takeEarlyConfig(path: string, win: Window = window): EarlyConfig | null {
  const early = win.__headConfig ?? null;
  delete win.__headConfig;
  if (early === null || early.url.startsWith(`${path}?`)) return early;
  early.controller.abort();
  return null;
}
