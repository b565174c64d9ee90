// Runs on the main thread (seat panel chunk): the prompt before a change of seat.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { onEscape } from './seat-escape.ts';

/** The prompt before a change of seat: the game reloads on the new seat. */
export function ChangePrompt({
  number,
  busy,
  onConfirm,
  onCancel,
}: {
  number: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      className="seat-sheet"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-seat-confirm
      onKeyDown={onEscape(onCancel)}
    >
      <h3 id={`${id}-title`}>{t('seats.change.title')}</h3>
      <p id={`${id}-body`}>{t('seats.change.body', { number })}</p>
      <div className="seat-actions">
        <button
          type="button"
          className="promo-action"
          data-seat-focus
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {t('seats.change.confirm')}
        </button>
        <button
          type="button"
          className="promo-secondary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onCancel();
          }}
        >
          {t('buttons.cancel')}
        </button>
      </div>
    </div>
  );
}
