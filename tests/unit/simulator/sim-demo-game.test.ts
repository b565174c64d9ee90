// Runs in Vitest (Node): the demo slot's script (operator-sim/demo-game/game.ts) over a small fake
// DOM and a parent that answers its hello as the container does, checking every message it posts
// against the container's own reader (version included) and rules.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hearGameMessage, routeOf, welcomeFor } from '../../../src-ui/game-bridge/game-messages.ts';
import {
  DEFAULT_LAYOUT,
  type GameStatus,
  applyAutoPlay,
  initialGameStatus,
  nextMaxSpin,
} from '../../../shared/game-bridge/game-status.ts';
import { parseHit } from '../../../src-worker/jackpots/jackpot-rules.ts';
import { type ModalRequest, checkModal } from '../../../shared/game-bridge/modals.ts';
import {
  type AutoPlayEvent,
  PROTOCOL_VERSION,
  type ReadGameMessage,
} from '../../../game-sdk/src/protocol.ts';

const GAME_DIR = new URL('../../../operator-sim/demo-game/', import.meta.url);
const HTML = readFileSync(new URL('index.html', GAME_DIR), 'utf8');
const IDS = [...HTML.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
const PARENT = 'http://app.test';
const PAGE = 'http://game.test/demo-slot/index.html';

type Listener = (event: unknown) => void;

/** Just what the game touches of an element. */
class FakeElement {
  textContent = '';
  hidden = false;
  disabled = false;
  className = '';
  readonly dataset: Record<string, string> = {};
  readonly children: FakeElement[] = [];
  readonly classList = { toggle: (): void => undefined };
  /** Where the page's layout puts it (the test says), and the variables the game set on it. */
  rect = { top: 0, bottom: 0 };
  readonly vars = new Map<string, string>();
  readonly style = { setProperty: (name: string, value: string) => this.vars.set(name, value) };
  readonly #attributes = new Map<string, string>();
  readonly #clicks: Listener[] = [];

  setAttribute(name: string, value: string): void {
    this.#attributes.set(name, value);
  }

  append(child: FakeElement): void {
    this.children.push(child);
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === 'click') this.#clicks.push(listener);
  }

  getBoundingClientRect(): { top: number; bottom: number } {
    return this.rect;
  }

  click(): void {
    // A disabled button takes no clicks, as in a browser.
    if (!this.disabled) for (const listener of this.#clicks) listener({});
  }
}

interface Posted {
  data: unknown;
  origin: string;
}

/** What the container hands the engine for one of the game's messages: the first argument. */
function takenFrom(message: ReadGameMessage): unknown {
  let taken: unknown;
  routeOf(message)?.pass((first: unknown) => {
    taken = first;
  });
  return taken;
}

interface Game {
  /** Everything posted to the parent, the hello first. */
  posted: Posted[];
  el(id: string): FakeElement;
  /** The parsed messages (each must parse), optionally of one type. */
  messages<T extends ReadGameMessage['type']>(type?: T): Extract<ReadGameMessage, { type: T }>[];
  fromParent(data: unknown, origin?: string): void;
}

/**
 * Loads the game afresh with the query, against fake window, document and parent; the parent
 * answers the game's hello with the container's welcome (`versions`: the container's, by default).
 */
async function startGame(query: string): Promise<Game> {
  vi.resetModules();
  const posted: Posted[] = [];
  const elements = new Map(IDS.map((id) => [id, new FakeElement()]));
  const listeners: Listener[] = [];
  const fromParent = (data: unknown, origin = PARENT): void => {
    for (const listener of listeners) listener({ source: parent, origin, data });
  };
  const parent = {
    postMessage: (data: unknown, origin: string) => {
      posted.push({ data, origin });
      const heard = hearGameMessage(data);
      if (heard?.kind === 'hello') fromParent(welcomeFor(heard.versions));
    },
  };
  vi.stubGlobal('window', {
    location: { search: `?${query}`, href: `${PAGE}?${query}` },
    innerWidth: 360,
    innerHeight: 640,
    parent,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.push(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.splice(listeners.indexOf(listener), 1);
    },
  });
  vi.stubGlobal('document', {
    title: '',
    documentElement: { lang: '' },
    getElementById: (id: string) => elements.get(id) ?? null,
    createElement: () => new FakeElement(),
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await import(/* @vite-ignore */ new URL('game.ts', GAME_DIR).href);
  // The welcome's promise and the game's start run a few microtasks later; the rest of its start
  // (turbo, the scene, its first fit, its status) in a task after ready.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    posted,
    el(id) {
      const element = elements.get(id);
      if (!element) throw new Error(`no #${id} in index.html`);
      return element;
    },
    messages<T extends ReadGameMessage['type']>(type?: T) {
      const parsed = posted.slice(1).map((p) => {
        const heard = hearGameMessage(p.data);
        if (heard?.kind !== 'message') {
          throw new Error(`not a game message: ${JSON.stringify(p.data)}`);
        }
        return heard.message;
      });
      return parsed.filter((m) => type === undefined || m.type === type) as Extract<
        ReadGameMessage,
        { type: T }
      >[];
    },
    fromParent(data, origin = PARENT) {
      // In the version the welcome agreed: the SDK's highest, which the demo slot speaks.
      fromParent({ v: PROTOCOL_VERSION, ...(data as object) }, origin);
    },
  };
}

/** Applies the game's status and auto-play reports in order, as the engine does. */
function engineStatus(game: Game): GameStatus {
  const status = initialGameStatus();
  let startedWith: number | undefined;
  for (const m of game.messages()) {
    if (m.type === 'status') Object.assign(status, takenFrom(m));
    if (m.type === 'autoPlay') {
      const event = takenFrom(m) as AutoPlayEvent;
      Object.assign(status, applyAutoPlay(status, event, startedWith));
      startedWith = event.action === 'start' ? event.count : undefined;
    }
  }
  return status;
}

const spinStates = (game: Game) => game.messages('spinState').map((m) => m.spinning);
/** The messages of a type as posted, without their version (messages() checks it). */
const raw = (game: Game, type: string) =>
  game.posted
    .map((p) => p.data as Record<string, unknown>)
    .filter((d) => d['type'] === type)
    .map((d) => Object.fromEntries(Object.entries(d).filter(([key]) => key !== 'v')));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('demo slot messages', () => {
  it('starts with ready, turbo, the base scene, its jackpot buttons and a status', async () => {
    const game = await startGame(`lang=en&parentOrigin=${PARENT}&mType=2001`);
    expect(game.posted.every((p) => p.origin === PARENT)).toBe(true);
    expect(game.messages().map((m) => m.type)).toEqual([
      'ready',
      'turbo',
      'scene',
      'buttonPosition',
      'status',
    ]);
    expect(game.messages('scene')[0]).toMatchObject({ scene: 'BaseGame' });
    expect(game.messages('scene')[0]?.symbols).toHaveLength(9);
    // The hall and the winners button under its header (here at 0), upright, the menu at SPEC's.
    expect(raw(game, 'buttonPosition')).toEqual([
      { type: 'buttonPosition', ...DEFAULT_LAYOUT, jackpotHallY: 8, jackpotHistoryY: 60 },
    ]);
    expect(raw(game, 'status')).toEqual([
      {
        type: 'status',
        win: 0,
        credit: 1000,
        bet: 1,
        denom: 1,
        auto: 0,
        autoPassed: 0,
        isAuto: false,
        turbo: false,
        sound: true,
        gameseq: 0,
        sessionBalance: 0,
        totalBet: 0,
      },
    ]);
    for (const id of ['spin', 'try', 'auto', 'stop-auto', 'maxspin', 'help', 'rules', 'jackpot']) {
      expect(IDS, id).toContain(id);
    }
    expect(game.el('auto').textContent).toBe('Auto 10');
    expect(game.el('stop-auto').hidden).toBe(true);
  });

  it('sends the low layout for layout=low, and nothing at all without a parentOrigin', async () => {
    const low = await startGame(`parentOrigin=${PARENT}&layout=low`);
    const layout = takenFrom(low.messages('buttonPosition')[0]!) as typeof DEFAULT_LAYOUT;
    expect(layout.jackpotHallY).toBeGreaterThan(DEFAULT_LAYOUT.jackpotHallY);
    expect(Object.keys(layout).sort()).toEqual(Object.keys(DEFAULT_LAYOUT).sort());
    const silent = await startGame('lang=th');
    silent.el('spin').click();
    silent.el('help').click();
    expect(silent.posted).toEqual([]);
  });

  it('reports the status after every spin: gameseq, credit and the session result', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    for (let i = 0; i < 3; i += 1) {
      game.el('spin').click();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(spinStates(game)).toEqual([true, false, true, false, true, false]);
    const statuses = raw(game, 'status').slice(1);
    expect(statuses.map((s) => s['gameseq'])).toEqual([1, 2, 3]);
    let won = 0;
    statuses.forEach((s, i) => {
      won += s['win'] as number;
      expect(s).toMatchObject({ bet: 1, totalBet: i + 1, isAuto: false, auto: 0 });
      expect(s['sessionBalance']).toBeCloseTo(won - (i + 1));
      expect(s['credit']).toBeCloseTo(1000 + won - (i + 1));
    });
    // Each spin's status comes after its spinState false, its scene and its round's game log.
    const order = game.messages().map((m) => m.type);
    expect(order.slice(-4)).toEqual(['spinState', 'scene', 'gameLog', 'status']);
    expect(game.messages('gameLog').map((m) => m.payload)).toEqual(
      statuses.map((s) => ({ gameId: 2001, gameseq: s['gameseq'], bet: 1, win: s['win'] })),
    );
  });

  it('Auto 10 reports the start, plays ten spins, then the pause and a status', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.el('auto').click();
    expect(raw(game, 'autoPlay')).toEqual([{ type: 'autoPlay', action: 'start', count: 10 }]);
    expect(game.el('auto').hidden).toBe(true);
    expect(game.el('stop-auto').hidden).toBe(false);
    expect(game.el('maxspin').disabled).toBe(true);
    // The spin button does not start a spin of its own meanwhile (it still reports the press).
    game.el('spin').click();
    await vi.advanceTimersByTimeAsync(3_000);
    const midway = raw(game, 'status').at(-1)!;
    expect(midway['isAuto']).toBe(true);
    expect((midway['auto'] as number) + (midway['autoPassed'] as number)).toBe(10);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(spinStates(game).filter((s) => s)).toHaveLength(10);
    expect(raw(game, 'autoPlay').at(-1)).toEqual({ type: 'autoPlay', action: 'pause', played: 10 });
    expect(game.messages().at(-1)?.type).toBe('status');
    expect(raw(game, 'status').at(-1)).toMatchObject({ gameseq: 10, totalBet: 10, isAuto: false });
    expect(engineStatus(game)).toMatchObject({ auto: 0, autoPassed: 10, isAuto: false });
    expect(game.el('auto').hidden).toBe(false);
    expect(game.el('auto').disabled).toBe(false);
  });

  it('Stop pauses auto-play after the spin under way, with the spins played', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.el('auto').click();
    await vi.advanceTimersByTimeAsync(1_000);
    game.el('stop-auto').click();
    const pause = raw(game, 'autoPlay').at(-1)!;
    expect(pause).toMatchObject({ action: 'pause' });
    const played = pause['played'] as number;
    expect(played).toBeGreaterThanOrEqual(1);
    expect(played).toBeLessThan(10);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spinStates(game).filter((s) => s)).toHaveLength(played);
    expect(raw(game, 'status').at(-1)).toMatchObject({
      gameseq: played,
      isAuto: false,
      auto: 10 - played,
    });
    expect(engineStatus(game)).toMatchObject({
      auto: 10 - played,
      autoPassed: played,
      isAuto: false,
    });
  });

  it("the container's pauseAutoPlay stops auto-play; a stranger's does not", async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.fromParent({ type: 'pauseAutoPlay' });
    expect(raw(game, 'autoPlay')).toEqual([]);
    game.el('auto').click();
    await vi.advanceTimersByTimeAsync(1_000);
    game.fromParent({ type: 'pauseAutoPlay' }, 'http://evil.test');
    expect(raw(game, 'autoPlay')).toHaveLength(1);
    game.fromParent({ type: 'pauseAutoPlay' });
    expect(raw(game, 'autoPlay').at(-1)).toMatchObject({ action: 'pause' });
    const played = raw(game, 'autoPlay').at(-1)!['played'] as number;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spinStates(game).filter((s) => s)).toHaveLength(played);
  });

  it("obeys the market's rules it is told: auto-play limited or gone, rounds of the minimum, no turbo", async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.fromParent({ type: 'rules', quickSpin: false, autoPlayMax: 3, minRoundMs: 2500 });
    game.fromParent({ type: 'setTurbo', on: true });
    expect(raw(game, 'turbo').at(-1)).toMatchObject({ on: false });
    game.el('auto').click();
    expect(raw(game, 'autoPlay')).toEqual([expect.objectContaining({ action: 'start', count: 3 })]);
    await vi.advanceTimersByTimeAsync(2499);
    expect(spinStates(game)).toEqual([true]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(spinStates(game)).toEqual([true, false, true, false, true, false]);
    // Auto-play off: the button goes, and a click (a stale one) starts nothing.
    game.fromParent({ type: 'rules', autoPlayMax: 0 });
    expect(game.el('auto').hidden).toBe(true);
    game.el('auto').click();
    expect(raw(game, 'autoPlay').filter((m) => m['action'] === 'start')).toHaveLength(1);
  });

  it("stakes no round above the market's highest it is told", async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    // The operator's bet is 10 a round; the market allows 5.
    const game = await startGame(`parentOrigin=${PARENT}&betSelections=2,10&betIndex=1`);
    game.fromParent({ type: 'rules', maxStake: 5 });
    game.el('spin').click();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(raw(game, 'status').at(-1)).toMatchObject({ gameseq: 1, bet: 5, totalBet: 5 });
  });

  it('Max spin is the MaxSpin scene for three spins, then the base game', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.el('maxspin').click();
    expect(game.messages('scene').at(-1)?.scene).toBe('MaxSpin');
    expect(game.el('auto').disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    const scenes = game.messages('scene').map((m) => m.scene);
    expect(scenes).toEqual(['BaseGame', 'MaxSpin', 'MaxSpin', 'MaxSpin', 'BaseGame']);
    expect(spinStates(game).filter((s) => s)).toHaveLength(3);
    // The container's max-spin flag, scene by scene.
    let maxSpin = false;
    const flags = scenes.map((scene) => (maxSpin = nextMaxSpin(maxSpin, scene)));
    expect(flags).toEqual([false, true, true, true, false]);
    expect(raw(game, 'status').at(-1)).toMatchObject({ gameseq: 3, totalBet: 3 });
    expect(game.el('maxspin').disabled).toBe(false);
  });

  it('Help, Rules and Jackpot post pages of the game origin and a well-formed hit', async () => {
    const game = await startGame(`lang=th&parentOrigin=${PARENT}&mType=3001`);
    game.el('help').click();
    game.el('rules').click();
    game.el('jackpot').click();
    game.el('jackpot').click();
    const help = game.messages('helpPage')[0]!;
    expect(help.url).toBe('http://game.test/demo-slot/help.html?lang=th');
    expect(
      checkModal({ kind: 'help', url: help.url! }, { reportUrl: null, appOrigin: PARENT }),
    ).toEqual({
      kind: 'help',
      url: 'http://game.test/demo-slot/help.html?lang=th',
    });
    expect(raw(game, 'openModal')).toEqual([
      {
        type: 'openModal',
        modal: 'frame-rules',
        url: 'http://game.test/demo-slot/rules.html?lang=th',
        id: 'r1',
      },
    ]);
    const rules = takenFrom(game.messages('openModal')[0]!) as ModalRequest;
    expect(checkModal(rules, { reportUrl: null, appOrigin: PARENT })).toMatchObject({
      kind: 'frame',
      frameType: 'rules',
    });
    const hits = game.messages('jackpot').map((m) => parseHit(m.hit));
    expect(hits).toHaveLength(2);
    for (const hit of hits) {
      expect(hit).toMatchObject({
        groupName: 'JackpotLink THB',
        typeName: 'JackpotLink',
        gameId: 3001,
        username: 'player01',
      });
    }
    expect(hits[0]?.poolName).not.toBe(hits[1]?.poolName);
  });

  it('plays a card only when idle, reporting free spins at no cost', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
    });
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.fromParent({ type: 'useCard', itemId: 'card-fs-2001', betSize: 0.5, spinCount: 2 });
    await vi.advanceTimersByTimeAsync(5_000);
    const progress = game.messages('freeSpinProgress');
    expect(progress.map((p) => [p.played, p.done])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(
      raw(game, 'status')
        .slice(1)
        .map((s) => [s['gameseq'], s['bet'], s['totalBet']]),
    ).toEqual([
      [1, 0, 0],
      [2, 0, 0],
    ]);
    expect(game.el('auto').disabled).toBe(false);
  });
});

describe('demo slot room (the container keeps some for its controls)', () => {
  /** A phone's room: the close row, the hall and winners button at the left, the promo bar. */
  const room = (hallY = 48) => ({
    type: 'reservedAreas',
    insets: { top: 44, right: 52, bottom: 30, left: 100 },
    areas: [
      { control: 'close', edge: 'top', x: 308, y: 8, width: 44, height: 44 },
      { control: 'jackpotHall', edge: 'left', x: 4, y: hallY, width: 96, height: 50 },
      { control: 'jackpotHistory', edge: 'left', x: 4, y: hallY + 58, width: 44, height: 44 },
      { control: 'promoBar', edge: 'right', x: 308, y: 66, width: 44, height: 356 },
      { control: 'logo', edge: 'bottom', x: 8, y: 606, width: 80, height: 26 },
    ],
  });
  const vars = (game: Game, id: string) => Object.fromEntries(game.el(id).vars);

  it('starts inside the insets its address names, before any message', async () => {
    const game = await startGame(`parentOrigin=${PARENT}&safeTop=52&safeRight=60&safeBottom=32`);
    expect(vars(game, 'game')).toMatchObject({ '--room-top': '52px', '--room-bottom': '32px' });
    for (const id of ['top', 'band', 'reels', 'controls', 'bottom']) {
      expect(vars(game, id)).toMatchObject({ '--room-left': '0px', '--room-right': '60px' });
    }
  });

  it('keeps each block clear of the controls beside it and asks for the hall under its header', async () => {
    const game = await startGame(`parentOrigin=${PARENT}`);
    game.el('top').rect = { top: 8, bottom: 40 };
    game.el('reels').rect = { top: 166, bottom: 420 };
    game.el('bottom').rect = { top: 500, bottom: 590 };
    game.fromParent(room());
    // The header beside the close row; the reels beside the promo bar, under the hall's band.
    expect(vars(game, 'top')).toMatchObject({ '--room-left': '0px', '--room-right': '60px' });
    expect(vars(game, 'reels')).toMatchObject({ '--room-left': '0px', '--room-right': '60px' });
    expect(vars(game, 'bottom')).toMatchObject({ '--room-left': '0px', '--room-right': '0px' });
    expect(vars(game, 'game')).toMatchObject({ '--room-top': '0px', '--room-bottom': '30px' });
    // The hall 8 px under the header, the winners button under the hall (50 px tall here), and a
    // band as tall as both under the header, so the reels start below them.
    const last = game.messages('buttonPosition').at(-1);
    const asked = last && takenFrom(last);
    expect(asked).toEqual({ ...DEFAULT_LAYOUT, jackpotHallY: 48, jackpotHistoryY: 106 });
    expect(vars(game, 'band')['--band']).toBe(`${106 + 44 + 8 - 40}px`);
    // The hall where it asked: the same room again asks for nothing new.
    const before = game.posted.length;
    game.fromParent(room(48));
    expect(game.posted).toHaveLength(before);
  });

  it("a stranger's room and a malformed one change nothing", async () => {
    const game = await startGame(`parentOrigin=${PARENT}&safeRight=60`);
    game.el('reels').rect = { top: 166, bottom: 420 };
    const before = game.posted.length;
    game.fromParent(room(), 'http://evil.test');
    const bad = room();
    const malformed = [
      { ...bad, insets: { ...bad.insets, top: -1 } },
      { ...bad, insets: { ...bad.insets, left: '100' } },
      { ...bad, areas: [{ ...bad.areas[0], edge: 'middle' }] },
      { ...bad, areas: [{ ...bad.areas[0], width: Number.NaN }] },
      { ...bad, areas: [{ ...bad.areas[0], control: '' }] },
      { ...bad, areas: Array.from({ length: 33 }, () => bad.areas[0]) },
      { ...bad, areas: 'all of it' },
    ];
    for (const message of malformed) game.fromParent(message);
    expect(vars(game, 'reels')['--room-right']).toBe('60px');
    expect(game.posted).toHaveLength(before);
  });

  it('with layout=low keeps its low layout and fits around the hall beside its reels', async () => {
    const game = await startGame(`parentOrigin=${PARENT}&layout=low`);
    game.el('reels').rect = { top: 100, bottom: 400 };
    game.fromParent(room(260));
    expect(game.messages('buttonPosition')).toHaveLength(1);
    expect(vars(game, 'band')['--band']).toBe('0px');
    expect(vars(game, 'reels')).toMatchObject({ '--room-left': '108px', '--room-right': '60px' });
  });
});
