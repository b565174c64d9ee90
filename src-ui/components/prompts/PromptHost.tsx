// Runs on the main thread: shows the prompt the engine chose, one at a time.
import type { Prompt } from '../../../shared/prompts.ts';
import { CloseGamePrompt, LeaveGamePrompt, QuickSpinPrompt } from './ConfirmPrompt.tsx';
import { BrowserAdvice, FlashNotice } from './NoticePrompt.tsx';

/** The props: the prompt from the engine state, whether a lobby exists, and the answer. */
export interface PromptHostProps {
  prompt: Prompt;
  hasLobby: boolean;
  onAnswer: (accept: boolean) => void;
}

/** The component for the engine's current prompt. */
export function PromptHost({ prompt, hasLobby, onAnswer }: PromptHostProps) {
  switch (prompt.kind) {
    case 'flash':
      return <FlashNotice hasLobby={hasLobby} onAnswer={onAnswer} />;
    case 'leaveGame':
      return <LeaveGamePrompt gameName={prompt.gameName} onAnswer={onAnswer} />;
    case 'closeGame':
      return <CloseGamePrompt onAnswer={onAnswer} />;
    case 'quickSpin':
      return <QuickSpinPrompt onAnswer={onAnswer} />;
    case 'browserAdvice':
      return <BrowserAdvice onAnswer={onAnswer} />;
  }
}
