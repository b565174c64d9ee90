// Runs in Node (the checker): the judgement of what the game did beyond its messages' shapes:
// where its messages came from, whether they reach a parent that is not its parentOrigin, and
// what the sandbox and the policies stopped. A check that could not look says so.
import { DECOY_PARENT_ORIGIN } from './decoy.ts';
import { type Judge, brief, clip, protocolLike, typeOf } from './judge.ts';
import { type Recording, SANDBOX_BLOCKS } from './recording.ts';

/** The game's messages reached only the container's window, from the game's frame. */
function judgeSources(j: Judge, r: Recording, gameOrigin: string): void {
  const wrongOrigin = r.container.filter((h) => h.from === 'game' && h.origin !== gameOrigin);
  if (wrongOrigin.length > 0) {
    j.fail(
      'wrong-origin',
      `${String(wrongOrigin.length)} message(s) from the game frame at ${wrongOrigin[0]?.origin ?? ''}, not ${gameOrigin}`,
    );
  }
  const strangers = r.container.filter((h) => h.from !== 'game' && protocolLike(h.data));
  if (strangers.length > 0) {
    j.fail(
      'wrong-source',
      `${String(strangers.length)} protocol message(s) from another window than the game frame (a frame of its own? the container hears only the game's window): ${brief(strangers[0]?.data)}`,
    );
  }
}

/**
 * Posts to '*': under the decoy parent (decoy.ts) nothing may arrive. Silence proves something
 * only when the game ran there and is known to post at load (its hello reached the container).
 */
function judgeTarget(j: Judge, r: Recording): void {
  const decoy = r.decoy;
  if (!decoy.ran) {
    j.notChecked('posts-to-any-origin', decoy.reason);
    return;
  }
  const leaked = decoy.heard.filter((h) => protocolLike(h.data));
  const hello = r.container.some((h) => h.from === 'game' && typeOf(h.data) === 'hello');
  if (leaked.length === 0 && !hello) {
    j.notChecked(
      'posts-to-any-origin',
      'the game said no hello in the container, so its silence under another parent proves nothing',
    );
    return;
  }
  const types = [...new Set(leaked.map((h) => typeOf(h.data)))].join(', ');
  j.check(
    leaked.length === 0,
    'posts-to-any-origin',
    `told parentOrigin ${DECOY_PARENT_ORIGIN} under a parent at ${decoy.parentOrigin}, the game still reached that parent with ${String(leaked.length)} message(s) (${types}): it posts to '*' (or to an origin of its own), not to parentOrigin`,
    `posts only to parentOrigin (told ${DECOY_PARENT_ORIGIN} under a parent at ${decoy.parentOrigin}, nothing reached that parent)`,
  );
}

/** Sources, targets, and what the sandbox and the policies stopped. */
export function judgeSandbox(j: Judge, r: Recording, gameOrigin: string): void {
  judgeSources(j, r, gameOrigin);
  judgeTarget(j, r);
  const problems = r.gameProblems ?? [];
  const errors = problems.filter((p) => p.kind === 'error');
  const navigations = [
    ...r.blocked.filter((t) => SANDBOX_BLOCKS.topNavigation.test(t)),
    ...errors.filter((p) => SANDBOX_BLOCKS.topNavigation.test(p.text)).map((p) => p.text),
  ];
  const popups = [
    ...r.blocked.filter((t) => SANDBOX_BLOCKS.popup.test(t)),
    ...problems.filter((p) => p.kind === 'popup').map((p) => p.text),
  ];
  const uncaught = errors.filter((p) => !SANDBOX_BLOCKS.topNavigation.test(p.text));
  const csp = [...problems, ...r.containerProblems].filter((p) => p.kind === 'csp');
  const sandbox: [string, string[], string][] = [
    ['top-navigation', navigations, 'tried to navigate the top page (the sandbox blocks it)'],
    ['popup', popups, 'tried to open a popup (the sandbox blocks it)'],
    ['uncaught-error', uncaught.map((p) => p.text), 'threw uncaught errors'],
    ['csp-violation', csp.map((p) => p.text), 'broke a Content-Security-Policy'],
  ];
  for (const [code, hits, what] of sandbox) {
    if (hits.length > 0) j.fail(code, `the game ${what}: ${hits.slice(0, 2).map(clip).join('; ')}`);
  }
  if (r.gameProblems === null) {
    j.notChecked(
      'sandbox',
      "the game's page never ran in the container's frame: its top navigations, popups, errors and CSP violations could not be seen",
    );
  } else if (sandbox.every(([, hits]) => hits.length === 0)) {
    j.passed.push(
      'ran in the sandbox: no top navigation, no popup, no uncaught error, no CSP violation',
    );
  }
}
