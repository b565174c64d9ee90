// Runs in Node (the checker): judges a recorded session (recording.ts) into a report: what the
// game sent, what was wrong with it, and whether it did what the container asked. A check that
// could not look (the game never framed, never ready) is reported as not checked, never as ok.
import { type Finding, Judge, brief, typeOf } from './judge.ts';
import { CHECKER_VERSIONS, type Verdict, judge } from './protocol.ts';
import type { HeardMessage } from './recorder.ts';
import type { Recording, Step, StepName } from './recording.ts';
import { judgeSandbox } from './sandbox.ts';
import type { Rules } from '../src/rules.ts';
import { RULE_CHECKS, judgeRules } from './rules-judge.ts';
import { judgeBusy } from './busy-judge.ts';

export type { Finding } from './judge.ts';

/** The checks of the scripted session, by their failures' codes. */
const SCRIPT_CHECKS = [
  'no-spin-state',
  'no-auto-start',
  'ignores-pause',
  'ignores-turbo',
  'no-modal',
];

/** The checker's report (`--json` prints it as is). */
export interface Report {
  ok: boolean;
  gameUrl: string;
  playerUrl: string;
  /** From the game's document starting to load to its ready reaching the container; null: none. */
  readyMs: number | null;
  /** The version the container welcomed the game with; null when it sent no welcome. */
  version: number | null;
  /** The SDK the game named in its hello ('' when none). */
  sdk: string;
  /** How many messages of each type the game sent the container (bad ones too). */
  sent: Record<string, number>;
  /** The checks that held, in words. */
  passed: string[];
  findings: Finding[];
}

/** Bad messages by kind: one finding each, with how many and the first few. */
function judgeMessages(j: Judge, fromGame: { m: HeardMessage; v: Verdict }[]): void {
  const bad = {
    malformed: 'malformed (the container drops them)',
    'unknown-version': `of a protocol version the container does not speak (v must be one of ${CHECKER_VERSIONS.join(', ')})`,
    'unknown-type': 'of a type the protocol does not have',
  } as const;
  for (const [kind, what] of Object.entries(bad) as [keyof typeof bad, string][]) {
    const hits = fromGame.filter(({ v }) => v.kind === kind);
    if (hits.length === 0) continue;
    const examples = hits.slice(0, 3).map(({ m, v }) => {
      const why = v.kind === 'malformed' ? ` (${v.reason})` : '';
      return `${brief(m.data)}${why}`;
    });
    j.fail(kind, `${String(hits.length)} message(s) ${what}: ${examples.join('; ')}`);
  }
}

function judgeHandshake(j: Judge, r: Recording, fromGame: { m: HeardMessage; v: Verdict }[]) {
  const first = fromGame[0];
  const hello = fromGame.find(({ v }) => v.kind === 'hello');
  const welcome = r.game.find((h) => h.from === 'parent' && typeOf(h.data) === 'welcome');
  const answer = welcome?.data as { v?: unknown; refused?: unknown } | undefined;
  if (hello?.v.kind !== 'hello') {
    j.fail('no-hello', "the game never said hello ({ v: 1, type: 'hello', versions: [1] })");
  } else {
    const shared = hello.v.versions.filter((n) => CHECKER_VERSIONS.includes(n));
    j.check(
      shared.length > 0,
      'no-shared-version',
      `the game speaks versions ${hello.v.versions.join(', ')}; the container ${CHECKER_VERSIONS.join(', ')}`,
      `hello: versions ${hello.v.versions.join(', ')}${hello.v.sdk ? `, sdk ${hello.v.sdk}` : ''}`,
    );
    if (first !== undefined && first !== hello) {
      j.fail('hello-not-first', `the game posted ${typeOf(first.m.data)} before its hello`);
    }
  }
  if (answer === undefined) {
    j.warn('no-welcome', 'the container sent no welcome: is it older than protocol version 1?');
  } else if (answer.refused === true) {
    j.fail('refused', `the container refused the game's versions: ${brief(answer)}`);
  }
  return typeof answer?.v === 'number' && answer.refused !== true ? answer.v : null;
}

/** Messages the game sent during a step (from its start to its end). */
function during(fromGame: { m: HeardMessage; v: Verdict }[], s: Step | undefined) {
  if (s === undefined) return [];
  return fromGame.filter(({ m }) => m.at >= s.from && m.at <= s.to).map(({ m }) => m.data);
}
const isMsg =
  (type: string, fields: Record<string, unknown> = {}) =>
  (d: unknown) =>
    typeOf(d) === type &&
    Object.entries(fields).every(([k, v]) => (d as Record<string, unknown>)[k] === v);

function judgeSteps(
  j: Judge,
  r: Recording,
  fromGame: { m: HeardMessage; v: Verdict }[],
  rules: Readonly<Rules> | null,
): void {
  const byName = (name: StepName) => r.steps.find((s) => s.name === name);
  // Under a profile without auto-play, a game may well have no auto-play button, nor start any.
  const noAuto = rules?.autoPlayMax === 0;
  for (const s of r.steps) {
    if (s.skipped !== undefined && !(noAuto && s.name === 'auto'))
      j.fail('step-skipped', s.skipped);
  }
  const spins = byName('spins');
  if (spins && spins.skipped === undefined) {
    const sent = during(fromGame, spins);
    const ends = sent.filter(isMsg('spinState', { spinning: false })).length;
    j.check(
      ends >= r.spins && sent.some(isMsg('spinState', { spinning: true })),
      'no-spin-state',
      `${String(r.spins)} spins clicked, ${String(ends)} spinState { spinning: false } came back`,
      `${String(r.spins)} spins, each reported with spinState`,
    );
    if (!sent.some(isMsg('spinRequest'))) {
      j.warn('no-spin-request', 'no spinRequest when the spin button was pressed');
    }
  }
  const auto = byName('auto');
  // Where auto-play is off, starting it is rule-auto-play's failure; its pause is not asked for.
  if (auto && auto.skipped === undefined && !noAuto) {
    j.check(
      during(fromGame, auto).some(isMsg('autoPlay', { action: 'start' })),
      'no-auto-start',
      "auto-play started without autoPlay { action: 'start', count }",
      'auto-play start reported',
    );
    const pause = byName('pause');
    const after = during(fromGame, pause);
    const paused = after.findIndex(isMsg('autoPlay', { action: 'pause' }));
    const stopped = after.findIndex(isMsg('spinState', { spinning: false }));
    const again = after.findIndex(
      (d, i) => i > Math.max(paused, stopped) && isMsg('spinState', { spinning: true })(d),
    );
    j.check(
      paused >= 0 && again < 0,
      'ignores-pause',
      paused < 0
        ? "no autoPlay { action: 'pause' } after the container's pauseAutoPlay"
        : 'the game spun again after pausing for pauseAutoPlay',
      'pauseAutoPlay obeyed: auto-play paused and stayed still',
    );
  }
  for (const on of [true, false]) {
    const s = byName(on ? 'turbo-on' : 'turbo-off');
    // Where quick spin is off, a game refuses setTurbo { on: true } (rule-quick-spin judges it).
    if (s === undefined || (on && rules?.quickSpin === false)) continue;
    j.check(
      during(fromGame, s).some(isMsg('turbo', { on })),
      'ignores-turbo',
      `no turbo { on: ${String(on)} } answered setTurbo { on: ${String(on)} }`,
      `setTurbo { on: ${String(on)} } obeyed`,
    );
  }
  const modal = byName('modal');
  if (modal && modal.skipped === undefined) {
    const sent = during(fromGame, modal);
    j.check(
      sent.some(isMsg('openModal')) || sent.some(isMsg('helpPage')),
      'no-modal',
      'the modal button sent no openModal or helpPage',
      'modal request sent',
    );
  }
  if (!fromGame.some(({ m }) => typeOf(m.data) === 'gameLog')) {
    j.warn('no-game-log', 'no gameLog in the whole session: the operator gets no round records');
  }
}

/** The report of a recorded session; with `rules`, judged by that market's profile too. */
export function judgeSession(
  r: Recording,
  options: { strict?: boolean; rules?: Readonly<Rules> } = {},
): Report {
  const rules = options.rules ?? null;
  const j = new Judge(options.strict === true);
  const gameOrigin = new URL(r.gameUrl).origin;
  const fromGame = r.container
    .filter((h) => h.from === 'game')
    .map((m) => ({ m, v: judge(m.data) }));
  const sent: Record<string, number> = {};
  for (const { m } of fromGame) sent[typeOf(m.data)] = (sent[typeOf(m.data)] ?? 0) + 1;
  const version = judgeHandshake(j, r, fromGame);
  judgeMessages(j, fromGame);
  const ready = fromGame.find(({ v }) => v.kind === 'message' && v.type === 'ready');
  const readyMs =
    ready && r.gameStart !== null ? Math.max(0, Math.round(ready.m.at - r.gameStart)) : null;
  if (r.frameUrl === null) j.fail('not-embedded', 'the container never showed the game');
  else if (r.gameProblems === null) {
    j.fail(
      'frame-refused',
      `the game's page did not run in the container's frame at ${new URL(r.playerUrl).origin}: does its frame-ancestors (or X-Frame-Options) allow the container's origin?`,
    );
  }
  j.check(
    ready !== undefined,
    'no-ready',
    'no well-formed ready came: the container keeps its loading screen',
    `ready after ${String(readyMs ?? '?')} ms`,
  );
  // The script ran once any ready came (a malformed one too): judge what the game did.
  if (r.steps.length > 0) {
    judgeSteps(j, r, fromGame, rules);
    judgeBusy(
      j,
      fromGame.filter(({ v }) => v.kind === 'message').map(({ m }) => m),
      r.steps.at(-1)?.to ?? 0,
    );
    if (rules)
      judgeRules(
        j,
        rules,
        fromGame.map(({ m }) => m),
      );
  } else {
    const checks = rules ? [...SCRIPT_CHECKS, ...RULE_CHECKS] : SCRIPT_CHECKS;
    for (const check of checks) j.notChecked(check, 'the script never ran: no ready came');
  }
  judgeSandbox(j, r, gameOrigin);
  const ok = !j.findings.some((f) => f.level === 'fail');
  const sdk = fromGame.map(({ v }) => v).find((v) => v.kind === 'hello')?.sdk ?? '';
  return {
    ok,
    gameUrl: r.gameUrl,
    playerUrl: r.playerUrl,
    readyMs,
    version,
    sdk,
    sent,
    passed: j.passed,
    findings: j.findings,
  };
}
