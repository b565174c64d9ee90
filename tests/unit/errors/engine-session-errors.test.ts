// A player whose session goes wrong: a failed boot's log leaves at once, a dead token is
// forgotten, a newer login elsewhere logs out during play, a locked account, an unknown code.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { catalogueEntry } from '../../../src-ui/errors/error-catalogue.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { type EnginePorts, memoryStore } from '../../../src-worker/lib/ports.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';
import { unsentEvents } from '../support/log-stores.ts';

const sim = useSimServer({ timers: 'all' });
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);
let seq = 0;

beforeEach(() => clearLogSink(sink));

/** An engine for token `x`; ids unique across tests (the log server drops a seen event_id). */
function start(x: string, overrides: Partial<EnginePorts> = {}): Engine {
  const run = ++seq;
  let n = 0;
  return engines.start(`?e=demo&x=${x}&${DEMO_GAME}`, {
    randomId: () => `s${run}-${++n}`,
    ...overrides,
  });
}

const advance = async (ms: number): Promise<void> => {
  for (let t = 0; t < ms; t += 10) await vi.advanceTimersByTimeAsync(10);
};

const errorLogs = () => sink.events.filter((e) => e['type'] === 'error');

describe('a failed boot is heard by the log server', () => {
  it('sends the log of a login answering 229 within a few seconds, with the session id', async () => {
    const e = start('token-229');
    await settle(e.boot());
    expect(e.state.error?.code).toBe('229');
    const failedAt = Date.now();
    await advance(3_000);
    const log = errorLogs().find((ev) => ev['event'] === '229');
    expect(log).toMatchObject({ type: 'error', event: '229', session_id: `s${seq}-1` });
    // Flushed at once (SPEC §4), not with the 5 s tick nor on a later visit.
    const post = sink.requests.find((r) => r.body.includes('"event":"229"'));
    expect(post!.at - failedAt).toBeLessThan(500);
  });

  it('names the player in the log as soon as the login answered (a locked account)', async () => {
    const e = start('locked-user');
    await settle(e.boot());
    await advance(3_000);
    expect(errorLogs().find((ev) => ev['event'] === '7003')).toMatchObject({
      uid: 'player05@DEMO',
      player_id: '10005',
      client_code: 'DEMO',
    });
  });

  it('keeps an error from before the config and sends it with the next visit that loads one', async () => {
    const store = memoryStore();
    const first = start('', { store });
    await settle(first.boot());
    expect(first.state.error?.code).toBe('9005');
    await advance(3_000);
    expect(errorLogs()).toEqual([]);
    // In unsent_logs at once, not only when the page hides: a tab killed now loses nothing.
    expect((await unsentEvents(store)).map((e) => e.event)).toContain('9005');
    first.dispose();
    const next = start('demo-token', { store });
    await settle(next.boot());
    await advance(6_000);
    expect(errorLogs().map((ev) => ev['event'])).toContain('9005');
  });
});

describe('a dead token is forgotten', () => {
  it.each(['9029', '9030', '9005'])('login answering %s revokes the token', async (code) => {
    const e = start(`token-${code}`);
    await settle(e.boot());
    expect(e.state.error?.code).toBe(code);
    expect(e.state.tokenRevoked).toBe(true);
    expect(e.state.disconnected).toBe(true);
  });

  it('keeps the token on a status that may pass (229, try again)', async () => {
    const e = start('token-229');
    await settle(e.boot());
    expect(e.state.tokenRevoked).toBe(false);
  });

  it('never goes back to a saved query whose token is dead: 9020 then shows its dialog', async () => {
    const e = start('token-9029', { savedQuery: '?e=demo&x=token-9029' });
    await settle(e.boot());
    e.dismissError();
    e.report({ status: '9020' });
    expect(e.state.restoreQuery).toBeNull();
    expect(e.state.error?.code).toBe('9020');
  });

  it('goes back to a live saved query on 9020 at login', async () => {
    const e = start('token-9020', { savedQuery: '?e=demo&x=token-9020' });
    await settle(e.boot());
    expect(e.state.restoreQuery).toBe('?e=demo&x=token-9020');
    expect(e.state.error).toBeNull();
    expect(e.state.tokenRevoked).toBe(false);
  });

  it('shows 9020 without a saved query', async () => {
    const e = start('token-9020');
    await settle(e.boot());
    expect(e.state.restoreQuery).toBeNull();
    expect(e.state.error?.code).toBe('9020');
  });
});

describe('a newer login elsewhere during play', () => {
  /** A second-login player whose game is ready: the session is taken from now on. */
  async function playing(): Promise<Engine> {
    const e = start(`second-login-${seq + 1}`);
    await settle(e.boot());
    expect(e.state.phase).toBe('ready');
    e.gameReady();
    // The game list, which a switch reads, comes once the game is ready.
    await advance(100);
    expect(e.state.error).toBeNull();
    return e;
  }

  it('a game switch answering 9014 shows the logout dialog and forgets the token', async () => {
    const e = await playing();
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await advance(1_000);
    expect(e.state.error?.code).toBe('9014');
    expect(catalogueEntry('9014').behaviour).toBe('logout');
    expect(e.state.tokenRevoked).toBe(true);
    // The old game is still the one playing behind the dialog.
    expect(e.state.gameId).toBe(2001);
    await advance(3_000);
    expect(errorLogs().map((ev) => ev['event'])).toContain('9014');
  });

  it('opening more games answering 9014 shows the logout dialog too', async () => {
    const e = await playing();
    expect(e.openModal({ kind: 'moreGame' })).toBe(true);
    await advance(1_000);
    expect(e.state.error?.code).toBe('9014');
  });

  it.each(['206', '216', '1101', '1206', '1216'])(
    '%s from a container call logs out after the game is ready, past the throttle',
    (code) => {
      const e = start('demo-token');
      e.state.gameReady = true;
      // Two earlier errors used up the throttle: a plain one is ignored now.
      e.report({ status: '6003' });
      e.dismissError();
      e.report({ status: '6003' });
      e.report({ status: '6003' });
      expect(e.state.error).toBeNull();
      e.report({ status: code });
      expect(e.state.error?.code).toBe(code);
      expect(catalogueEntry(code).behaviour).toBe('logout');
    },
  );

  it('replaces a message the player could dismiss, not a high dialog that ends the session', () => {
    const e = start('demo-token');
    e.report({ status: '229' });
    e.report({ status: '9014' });
    expect(e.state.error?.code).toBe('9014');
    const other = start('demo-token');
    other.report({ status: '9005' });
    other.report({ status: '206' });
    expect(other.state.error?.code).toBe('9005');
  });
});

describe('a session that ends after the game is ready (SPEC §8: every main-API call)', () => {
  /** A late-{code} player whose game is up; its next main-API call answers `code`. */
  async function upThenAnswering(code: string): Promise<Engine> {
    const e = start(`late-${code}-${seq + 1}`);
    await settle(e.boot());
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
    e.gameReady();
    return e;
  }

  it.each(['9005', '9029', '9030'])(
    'the game list answering %s (a dead token) shows its dialog and forgets the token',
    async (code) => {
      const e = await upThenAnswering(code);
      await advance(1_000);
      expect(e.state.error?.code).toBe(code);
      expect(e.state.tokenRevoked).toBe(true);
      expect(e.state.disconnected).toBe(true);
      expect(catalogueEntry(code).sessionEnded).toBe(true);
    },
  );

  it('the game list answering 9014 (a newer login) shows the logout dialog', async () => {
    const e = await upThenAnswering('9014');
    await advance(1_000);
    expect(e.state.error?.code).toBe('9014');
    expect(catalogueEntry('9014').behaviour).toBe('logout');
    expect(e.state.tokenRevoked).toBe(true);
  });

  it('more games answering 9030 shows its dialog (before the game list asked)', async () => {
    const e = start(`late-9030-${seq + 1}`);
    await settle(e.boot());
    // More games before the game's ready: the game list has not been asked yet.
    expect(e.openModal({ kind: 'moreGame' })).toBe(true);
    await advance(1_000);
    expect(e.state.error?.code).toBe('9030');
    expect(e.state.tokenRevoked).toBe(true);
  });

  it('once the session is over, a tap that needs the servers is refused', async () => {
    const e = await upThenAnswering('9030');
    await advance(1_000);
    e.dismissError();
    expect(e.openModal({ kind: 'moreGame' })).toBe(false);
  });

  it.each(['100', '1104'])(
    'inactivity (%s) shows its dialog with Reload to enter again, and keeps the token',
    async (code) => {
      const e = await upThenAnswering(code);
      await advance(1_000);
      expect(e.state.error?.code).toBe(code);
      expect(e.state.tokenRevoked).toBe(false);
      const entry = catalogueEntry(code);
      expect(entry.messageKey).toBe(`errors.${code}`);
      expect(entry.buttons).toEqual(['return', 'reload']);
      await advance(3_000);
      expect(errorLogs().find((ev) => ev['event'] === code)).toMatchObject({ type: 'error' });
    },
  );

  it('other failures of the game list stay quiet: the game plays on', async () => {
    const e = await upThenAnswering('229');
    await advance(1_000);
    expect(e.state.error).toBeNull();
    expect(e.state.games).toEqual([]);
  });
});

describe('account states and unknown codes', () => {
  it('a locked user (status 1) stops with 7003, the account-locked logout dialog', async () => {
    const e = start('locked-user');
    await settle(e.boot());
    expect(e.state.phase).toBe('failed');
    expect(e.state.error?.code).toBe('7003');
    const entry = catalogueEntry('7003');
    expect(entry.behaviour).toBe('logout');
    expect(entry.messageKey).toBe('errors.7003');
  });

  it('an unknown code from the login shows the default text in the general dialog', async () => {
    const e = start('token-4242');
    await settle(e.boot());
    expect(e.state.error?.code).toBe('4242');
    const entry = catalogueEntry('4242');
    expect(entry.messageKey).toBe('errors.default');
    expect(entry.behaviour).toBe('general');
  });
});
