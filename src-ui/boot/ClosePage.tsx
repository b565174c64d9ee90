// Runs on the main thread: /close, shown when there is no lobby to return to.
import { useTranslation } from 'react-i18next';

/** Tells the player the game has ended and the window can be closed. */
export function ClosePage() {
  const { t } = useTranslation();
  return (
    <main className="close-page">
      <h1>{t('close.title')}</h1>
      <p>{t('close.body')}</p>
    </main>
  );
}
