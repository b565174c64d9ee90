// Runs on the main thread: what stays on screen after a failed boot's dialog was dismissed.
import { useTranslation } from 'react-i18next';

/** The props: whether a lobby exists, and where the buttons go. */
export interface StoppedCardProps {
  hasLobby: boolean;
  onReturn: () => void;
}

/** Never a blank page: the game could not start, with Reload and (with a lobby) Return. */
export function StoppedCard({ hasLobby, onReturn }: StoppedCardProps) {
  const { t } = useTranslation();
  return (
    <main className="close-page">
      <h1>{t('app.stopped')}</h1>
      <div className="dialog-buttons">
        <button type="button" onClick={() => location.reload()}>
          {t('buttons.reload')}
        </button>
        {hasLobby && (
          <button type="button" onClick={onReturn}>
            {t('buttons.return')}
          </button>
        )}
      </div>
    </main>
  );
}
