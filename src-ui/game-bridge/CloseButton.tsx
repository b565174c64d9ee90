// Runs on the main thread: the container's own close button, over the game's corner.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks to close the game; the engine answers with the close-game prompt. */
export const CloseButton = memo(function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="close-button"
      data-reserved="top"
      data-control="close"
      aria-label={t('buttons.close')}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
});
