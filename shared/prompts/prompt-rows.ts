// Shared by the UI and the worker: the prompts' members, as rows (shared/engine/rows.ts).
import type { PromptKind, PromptOutcome } from './prompts.ts';
import { call } from '../engine/rows.ts';

export const PROMPT_ROWS = {
  /**
   * The player answered the prompt of this kind on screen; the outcome says what the UI must
   * do. An answer for a prompt no longer on top (a double click, a newer prompt) is ignored.
   */
  answerPrompt: call<(kind: PromptKind, accept: boolean) => PromptOutcome>()({ action: 'none' }),
};
