// Shared by the page's head (src-ui/engine/head-boot.ts), which sends the login on the speed
// test's winner, and the worker's main API (src-worker/boot/main-api.ts): one request builder,
// so the head's login is the very request the engine would send (SPEC §7 frontendAPI.do).

/** The login's action number, apart so that the head's script carries it without the others. */
export const LOGIN_ACTION = 101;

/** Action numbers of the main API. */
export const ACTIONS = {
  login: LOGIN_ACTION,
  gameList: 16,
  moreGames: 9,
  ticket: 10,
  gameUrl: 7,
} as const;

/** A main API request: its address and its init (a form-encoded POST carrying the token). */
export type ActionRequest = [
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
];

/** POST {line}/frontendAPI.do with `action`, the token `x` and the payload, form-encoded. */
export function actionRequest(
  line: string,
  token: string,
  action: number,
  payload: Record<string, string> = {},
): ActionRequest {
  const body = new URLSearchParams({ action: String(action), x: token, ...payload });
  return [
    `${line}/frontendAPI.do`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    },
  ];
}
