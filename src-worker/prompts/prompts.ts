// Runs in the worker (and in Node): which prompt the player sees, and when (SPEC §2, §4).
import type { EngineState, Orientation } from '../../shared/engine/engine-api.ts';
import {
  PROMPT_PRIORITY,
  type Prompt,
  type PromptKind,
  type PromptOutcome,
} from '../../shared/prompts/prompts.ts';
import { shouldSuggestTurbo } from '../../shared/game-bridge/turbo.ts';
import type { EnginePorts } from '../lib/ports.ts';
import { ALWAYS_IDLE, type RoundGate } from '../lib/round-gate.ts';

/** The store key of the day the browser advice was last shown. */
export const BROWSER_ADVICE_KEY = 'browserAdviceDay';

/** The prompts' rules; the engine feeds them what the game and the page report. */
export interface PromptCenter {
  show(prompt: Prompt): void;
  /** The player answered the prompt of this kind; anything but the one on top is ignored. */
  answer(kind: PromptKind, accept: boolean, effects: PromptEffects): PromptOutcome;
  gameReady(): void;
  orientation(value: Orientation): void;
  spinRequested(): void;
  spinStarted(): void;
  /** The game's turbo state, and whether it forbids turbo (noTurbo). */
  turbo(on: boolean, noTurbo: boolean): void;
  /** The operator's config forbids turbo (SPEC §3 noTurbo): it joins the game's noTurbo. */
  operatorNoTurbo(noTurbo: boolean): void;
  /** The scene changed: the turbo rule only holds in the base game. */
  sceneChanged(): void;
}

/** What answering a prompt does inside the engine. */
export interface PromptEffects {
  /** Leave was confirmed: load that game in place. */
  switchGame(gameId: number): void;
  /** The player chose to go on after the reality check. */
  continueSession(): void;
}

const dayOf = (ms: number): string => new Date(ms).toDateString();

/**
 * Creates the prompt rules over the engine state. No prompt lands on a round in play (`round`):
 * one asked for meanwhile waits for the game to be idle; the one on screen stays.
 */
export function createPromptCenter(
  ports: EnginePorts,
  state: EngineState,
  round: RoundGate = ALWAYS_IDLE,
): PromptCenter {
  const queue: Prompt[] = [];
  const facts = { requests: 0, spins: 0, gameNoTurbo: false, operatorNoTurbo: false };
  let suggested = false;
  /** The prompt on screen (state.prompt holds its proxied copy). */
  let shown: Prompt | null = null;
  const noTurbo = (): boolean => facts.gameNoTurbo || facts.operatorNoTurbo;

  const publish = (): void => {
    queue.sort((a, b) => PROMPT_PRIORITY[a.kind] - PROMPT_PRIORITY[b.kind]);
    // The kind on screen stays (a second of its kind replaces it in place).
    const kept = queue.find((p) => p.kind === shown?.kind) ?? null;
    const next = round.inPlay() ? kept : (queue[0] ?? null);
    if (next === shown) return;
    shown = next;
    state.prompt = next;
  };
  round.onIdle(publish);
  /** A suggestion still waiting is moot once turbo is on or forbidden. */
  const dropSuggestion = (): void => {
    const at = queue.findIndex((p) => p.kind === 'quickSpin');
    if (at >= 0) queue.splice(at, 1);
    publish();
  };
  const advisePortrait = (value: Orientation): void => {
    state.portraitAdvised = ports.clientType === 'mobile' && value === 'landscape';
  };
  const checkTurbo = (): void => {
    if (suggested) return;
    // Turbo is on whether the game said so in a turbo message or in its status.
    const turbo = state.turbo || state.gameStatus.turbo;
    if (!shouldSuggestTurbo({ ...facts, noTurbo: noTurbo(), scene: state.scene, turbo })) return;
    suggested = true;
    center.show({ kind: 'quickSpin' });
  };
  advisePortrait(ports.orientation ?? 'portrait');

  const center: PromptCenter = {
    show(prompt) {
      // One of a kind: a second close request replaces the first instead of stacking.
      const at = queue.findIndex((p) => p.kind === prompt.kind);
      if (at >= 0) queue.splice(at, 1);
      queue.push(prompt);
      publish();
    },
    answer(kind, accept, effects) {
      // The prompt on screen: mid-round, a more urgent one may be waiting in front of it.
      const prompt = shown;
      if (prompt?.kind !== kind) return { action: 'none' };
      queue.splice(queue.indexOf(prompt), 1);
      publish();
      if (prompt.kind === 'realityCheck') {
        // Continue plays on; the other answer leaves for the lobby.
        if (!accept) return { action: 'leave' };
        effects.continueSession();
        return { action: 'none' };
      }
      if (!accept) return { action: 'none' };
      switch (prompt.kind) {
        case 'flash':
        case 'closeGame':
          return { action: 'leave' };
        case 'quickSpin':
          return { action: 'enableTurbo' };
        case 'leaveGame':
          effects.switchGame(prompt.gameId);
          return { action: 'none' };
        case 'browserAdvice':
        case 'stakeLimit':
          return { action: 'none' };
      }
    },
    gameReady() {
      if (ports.browser !== 'other') return;
      const today = dayOf(ports.clock.now());
      // Advice once a day on this device: a player who chose this browser is not nagged.
      void ports.store
        .get<string>(BROWSER_ADVICE_KEY)
        .catch(() => undefined)
        .then((shown) => {
          if (shown === today) return;
          center.show({ kind: 'browserAdvice' });
          return ports.store.set(BROWSER_ADVICE_KEY, today);
        })
        .catch(() => undefined);
    },
    orientation: advisePortrait,
    spinRequested() {
      facts.requests += 1;
      checkTurbo();
    },
    spinStarted() {
      facts.spins += 1;
      checkTurbo();
    },
    turbo(on, gameNoTurbo) {
      state.turbo = on;
      facts.gameNoTurbo = gameNoTurbo;
      if (on || noTurbo()) dropSuggestion();
    },
    operatorNoTurbo(value) {
      facts.operatorNoTurbo = value;
      if (value) dropSuggestion();
    },
    sceneChanged: checkTurbo,
  };
  return center;
}
