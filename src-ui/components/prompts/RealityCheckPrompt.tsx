// Runs on the main thread: the session reality check (beyond SPEC): time played and net result,
// with Continue and Leave. The game's auto-play is paused while it shows (App posts the pause).
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { AnswerProps } from './ConfirmPrompt.tsx';
import { PromptDialog } from './PromptDialog.tsx';

/** What the prompt shows, and how money is written for this player. */
export interface RealityCheckProps extends AnswerProps {
  minutes: number;
  rounds: number;
  net: number;
  currency: string;
  locale: Locale;
  showSymbol: boolean;
}

/** Continue keeps playing (the next check is one interval away); Leave goes to the lobby. */
export function RealityCheckPrompt(props: RealityCheckProps) {
  const { minutes, rounds, net, currency, locale, showSymbol, onAnswer } = props;
  const { t } = useTranslation();
  const money = formatMoney(Math.abs(net), currency, locale, { showSymbol });
  return (
    <PromptDialog
      id="prompt-realityCheck"
      data={{ 'data-prompt': 'realityCheck' }}
      title={t('prompts.realityCheck.title')}
      buttons={[
        { label: t('prompts.realityCheck.continue'), onClick: () => onAnswer(true) },
        { label: t('prompts.realityCheck.leave'), onClick: () => onAnswer(false) },
      ]}
      onEscape={() => onAnswer(true)}
    >
      <dl className="reality-check">
        <dt>{t('prompts.realityCheck.time')}</dt>
        <dd data-reality="minutes">{t('prompts.realityCheck.minutes', { minutes })}</dd>
        <dt>{t('prompts.realityCheck.rounds')}</dt>
        <dd data-reality="rounds">{rounds}</dd>
        <dt>{t('prompts.realityCheck.net')}</dt>
        <dd data-reality="net">
          {net < 0
            ? t('prompts.realityCheck.lost', { amount: money })
            : t('prompts.realityCheck.won', { amount: money })}
        </dd>
      </dl>
      <p>{t('prompts.realityCheck.body')}</p>
    </PromptDialog>
  );
}
