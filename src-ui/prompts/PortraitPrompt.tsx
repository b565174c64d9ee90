// Runs on the main thread: covers the game while a phone is held sideways.
import { useTranslation } from 'react-i18next';

/** Asks the player to turn the phone upright; it goes away by itself when they do. */
export function PortraitPrompt() {
  const { t } = useTranslation();
  return (
    <div className="portrait-prompt" role="alert" data-prompt="portrait">
      <div className="portrait-icon" aria-hidden="true" />
      <h2>{t('prompts.portrait.title')}</h2>
      <p>{t('prompts.portrait.body')}</p>
    </div>
  );
}
