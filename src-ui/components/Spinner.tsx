// Runs on the main thread: the loading spinner shown until the game is ready.
import { useTranslation } from 'react-i18next';

/** A full-screen spinner with a translated accessible label. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner-overlay" role="status" aria-live="polite">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
