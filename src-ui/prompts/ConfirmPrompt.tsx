// Runs on the main thread: the prompts that ask yes or no (leave game, close game, quick spin).
import { useTranslation } from 'react-i18next';
import { PromptDialog } from './PromptDialog.tsx';

/** What every prompt gets: the answer to send to the engine. */
export interface AnswerProps {
  onAnswer: (accept: boolean) => void;
}

type ConfirmKind = 'leaveGame' | 'closeGame' | 'quickSpin';

function ConfirmPrompt({
  kind,
  body,
  onAnswer,
}: AnswerProps & { kind: ConfirmKind; body: string }) {
  const { t } = useTranslation();
  const cancel = () => onAnswer(false);
  return (
    <PromptDialog
      id={`prompt-${kind}`}
      data={{ 'data-prompt': kind }}
      title={t(`prompts.${kind}.title`)}
      buttons={[
        { label: t(`prompts.${kind}.confirm`), onClick: () => onAnswer(true) },
        { label: t(`prompts.${kind}.cancel`), onClick: cancel },
      ]}
      onEscape={cancel}
    >
      <p>{body}</p>
    </PromptDialog>
  );
}

/** Confirm leaving this game for another (the game reloads in the frame). */
export function LeaveGamePrompt({ gameName, onAnswer }: AnswerProps & { gameName: string }) {
  const { t } = useTranslation();
  const body = t('prompts.leaveGame.body', { game: gameName });
  return <ConfirmPrompt kind="leaveGame" body={body} onAnswer={onAnswer} />;
}

/** Confirm closing the game and going back to the lobby. */
export function CloseGamePrompt({ onAnswer }: AnswerProps) {
  const { t } = useTranslation();
  return <ConfirmPrompt kind="closeGame" body={t('prompts.closeGame.body')} onAnswer={onAnswer} />;
}

/** Suggest turning quick spin (turbo) on, after many impatient spin presses. */
export function QuickSpinPrompt({ onAnswer }: AnswerProps) {
  const { t } = useTranslation();
  return <ConfirmPrompt kind="quickSpin" body={t('prompts.quickSpin.body')} onAnswer={onAnswer} />;
}
