// Runs on the main thread: the notices with one way on (Flash needed, browser advice, a stake
// above the market's limit).
import { useTranslation } from 'react-i18next';
import type { AnswerProps } from './ConfirmPrompt.tsx';
import { PromptDialog } from './PromptDialog.tsx';
import type { Locale } from '../../shared/lib/constants.ts';
import { formatMoney } from '../lib/money.ts';

/** The game is a Flash movie no browser runs: the only way on is back to the lobby. */
export function FlashNotice({ onAnswer, hasLobby }: AnswerProps & { hasLobby: boolean }) {
  const { t } = useTranslation();
  return (
    <PromptDialog
      id="prompt-flash"
      data={{ 'data-prompt': 'flash' }}
      title={t('prompts.flash.title')}
      buttons={[
        { label: t(hasLobby ? 'buttons.return' : 'buttons.close'), onClick: () => onAnswer(true) },
      ]}
    >
      <p>{t('prompts.flash.body')}</p>
    </PromptDialog>
  );
}

/** Advice to play in Safari or Chrome, in browsers known to run games poorly. */
export function BrowserAdvice({ onAnswer }: AnswerProps) {
  const { t } = useTranslation();
  const ok = () => onAnswer(true);
  return (
    <PromptDialog
      id="prompt-browserAdvice"
      data={{ 'data-prompt': 'browserAdvice' }}
      title={t('prompts.browserAdvice.title')}
      buttons={[{ label: t('buttons.ok'), onClick: ok }]}
      onEscape={ok}
    >
      <p>{t('prompts.browserAdvice.body')}</p>
    </PromptDialog>
  );
}

/** A round was staked above the market's highest (the rules' maxStake): auto-play is stopped. */
export function StakeLimitNotice(
  props: AnswerProps & {
    bet: number;
    max: number;
    money: { currency: string; locale: Locale; showSymbol: boolean };
  },
) {
  const { t } = useTranslation();
  const { currency, locale, showSymbol } = props.money;
  const money = (amount: number): string => formatMoney(amount, currency, locale, { showSymbol });
  const ok = () => props.onAnswer(true);
  return (
    <PromptDialog
      id="prompt-stakeLimit"
      data={{ 'data-prompt': 'stakeLimit' }}
      title={t('prompts.stakeLimit.title')}
      buttons={[{ label: t('buttons.ok'), onClick: ok }]}
      onEscape={ok}
    >
      <p>{t('prompts.stakeLimit.body', { bet: money(props.bet), max: money(props.max) })}</p>
    </PromptDialog>
  );
}
