// Runs on the main thread: the loading spinner shown until the game is ready.
import { useTranslation } from 'react-i18next';
import { bootArt } from './boot-art.ts';

/** A full-screen spinner with a translated accessible label. */
export function Spinner() {
  const { t } = useTranslation();
  const art = bootArt();
  return (
    <div className="spinner-overlay" role="status" aria-live="polite" aria-busy="true">
      {/* The boot screen's art and spinner (index.html), so the page does not jump. */}
      {art !== null && <img className="boot-art" src={art} alt="" width="240" height="240" />}
      <div className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
