// Runs on the main thread: shows the prompt the engine chose, one at a time.
import type { Prompt, PromptKind } from '../../shared/prompts/prompts.ts';
import { CloseGamePrompt, LeaveGamePrompt, QuickSpinPrompt } from './ConfirmPrompt.tsx';
import { BrowserAdvice, FlashNotice, StakeLimitNotice } from './NoticePrompt.tsx';
import { RealityCheckPrompt } from '../reality-check/RealityCheckPrompt.tsx';
import type { Locale } from '../../shared/lib/constants.ts';

/** The props: the prompt from the engine state, whether a lobby exists, and the answer. */
export interface PromptHostProps {
  prompt: Prompt;
  hasLobby: boolean;
  /** How the reality check writes money: the player's currency and language. */
  money: { currency: string; locale: Locale; showSymbol: boolean };
  /** The answer names the prompt's kind, so a stale click cannot answer a newer prompt. */
  onAnswer: (kind: PromptKind, accept: boolean) => void;
}

/** The component for the engine's current prompt. */
export function PromptHost({ prompt, hasLobby, money, onAnswer: answerKind }: PromptHostProps) {
  const onAnswer = (accept: boolean) => answerKind(prompt.kind, accept);
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
    case 'stakeLimit':
      return (
        <StakeLimitNotice bet={prompt.bet} max={prompt.max} money={money} onAnswer={onAnswer} />
      );
    case 'realityCheck':
      return (
        <RealityCheckPrompt
          seconds={prompt.seconds}
          rounds={prompt.rounds}
          bet={prompt.bet}
          net={prompt.net}
          {...money}
          onAnswer={onAnswer}
        />
      );
  }
}
