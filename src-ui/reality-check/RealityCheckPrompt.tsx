// Runs on the main thread: the session reality check (beyond SPEC): time played (hours, minutes
// and seconds), rounds, total bet and net result in the account's currency, with Continue and
// Leave. The game's auto-play is paused while it shows (App posts the pause).
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/lib/constants.ts';
import { formatMoney } from '../lib/money.ts';
import type { AnswerProps } from '../prompts/ConfirmPrompt.tsx';
import { PromptDialog } from '../prompts/PromptDialog.tsx';

/** What the prompt shows, and how money is written for this player. */
export interface RealityCheckProps extends AnswerProps {
  /** Whole seconds played this session. */
  seconds: number;
  rounds: number;
  /** Everything bet this session. */
  bet: number;
  net: number;
  currency: string;
  locale: Locale;
  showSymbol: boolean;
}

/** Continue keeps playing (the next check is one interval away); Leave goes to the lobby. */
export function RealityCheckPrompt(props: RealityCheckProps) {
  const { seconds, rounds, bet, net, currency, locale, showSymbol, onAnswer } = props;
  const { t } = useTranslation();
  const money = (amount: number): string => formatMoney(amount, currency, locale, { showSymbol });
  // Counts in the player's digits (Bengali numerals in bn, for one).
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
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
        <dd data-reality="time">
          {t('prompts.realityCheck.elapsed', {
            hours: count.format(Math.floor(seconds / 3600)),
            minutes: count.format(Math.floor(seconds / 60) % 60),
            seconds: count.format(seconds % 60),
          })}
        </dd>
        <dt>{t('prompts.realityCheck.rounds')}</dt>
        <dd data-reality="rounds">{count.format(rounds)}</dd>
        <dt>{t('prompts.realityCheck.bet')}</dt>
        <dd data-reality="bet">{money(bet)}</dd>
        <dt>{t('prompts.realityCheck.net')}</dt>
        <dd data-reality="net">
          {net < 0
            ? t('prompts.realityCheck.lost', { amount: money(-net) })
            : t('prompts.realityCheck.won', { amount: money(net) })}
        </dd>
      </dl>
      <p>{t('prompts.realityCheck.body')}</p>
    </PromptDialog>
  );
}
