// Runs on the main thread: a card's Use button, why it cannot be used here and its last refusal.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../errors/error-catalogue.ts';

/** A card's way to be played: why not in this game, a refusal (227), and its button. */
export function CardAction({
  gameName,
  otherGame,
  error,
  disabled,
  titleId,
  label,
  onClick,
}: {
  gameName: string;
  otherGame: boolean;
  /** The refusal code of the last try, '' for none. */
  error: string;
  disabled: boolean;
  /** The card title's id: the button is described by it. */
  titleId: string;
  label: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <>
      {otherGame && (
        <p id={reasonId} className="promo-line promo-muted">
          {t('promo.inventory.otherGame', { game: gameName })}
        </p>
      )}
      {error !== '' && (
        <p className="promo-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      <button
        type="button"
        className="promo-action"
        disabled={disabled || otherGame}
        aria-describedby={otherGame ? `${titleId} ${reasonId}` : titleId}
        onClick={onClick}
      >
        {label}
      </button>
    </>
  );
}
