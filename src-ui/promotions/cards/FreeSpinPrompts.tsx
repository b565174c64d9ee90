// Runs on the main thread: the free-spin prompts over the game: a run's result, the reminder.
import { useTranslation } from 'react-i18next';
import type { PromotionsView } from '../../components/panel-props.ts';
import type { EngineClient } from '../../engine/engine-client.ts';
import { CountUpIn } from '../../components/CountUp.tsx';
import { PromptDialog } from '../../prompts/PromptDialog.tsx';

/** The result of a finished free-spin run, else the reminder of unused offers, else nothing. */
export function FreeSpinPrompts({
  engine,
  run,
  reminder,
  money,
}: {
  engine: EngineClient;
  run: PromotionsView['freeSpinRun'];
  reminder: boolean;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (run?.done) {
    return (
      <PromptDialog
        id="free-spin-done"
        data={{ 'data-promo-prompt': 'free-spin-done' }}
        title={t('promo.freeSpinDone.title')}
        buttons={[{ label: t('buttons.ok'), onClick: () => engine.dismissFreeSpinResult() }]}
        onEscape={() => engine.dismissFreeSpinResult()}
      >
        <p>
          {/* The run's total win counts up as it is revealed. */}
          <CountUpIn
            sentence={(amount) => t('promo.freeSpinDone.body', { amount })}
            value={run.winAmount}
            from={0}
            format={money}
          />
        </p>
        {run.balance !== null && (
          <p data-promo-balance>
            {t('promo.freeSpinDone.balance', { amount: money(run.balance) })}
          </p>
        )}
      </PromptDialog>
    );
  }
  if (!reminder) return null;
  return (
    <PromptDialog
      id="free-spin-reminder"
      data={{ 'data-promo-prompt': 'free-spin-reminder' }}
      title={t('promo.reminder.title')}
      buttons={[
        {
          label: t('promo.reminder.viewNow'),
          onClick: () => engine.answerFreeSpinReminder(true),
        },
        { label: t('promo.reminder.later'), onClick: () => engine.answerFreeSpinReminder(false) },
      ]}
      onEscape={() => engine.answerFreeSpinReminder(false)}
    >
      <p>{t('promo.reminder.body')}</p>
    </PromptDialog>
  );
}
