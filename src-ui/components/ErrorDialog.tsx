// Runs on the main thread: the error dialog (code, text, tracking id, Return, Reload).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineError } from '../../shared/engine-api.ts';
import type en from '../../locales/en/translation.json';

type ErrorKey = `errors.${keyof typeof en.errors}`;

/** The props: the error, whether a lobby exists, and what the buttons do. */
export interface ErrorDialogProps {
  error: EngineError;
  hasLobby: boolean;
  onReturn: () => void;
  onReload: () => void;
}

/** A modal dialog that never leaves the player without a way out. */
export function ErrorDialog({ error, hasLobby, onReturn, onReload }: ErrorDialogProps) {
  const { t, i18n } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const key = `errors.${error.code}`;
  const message = t((i18n.exists(key) ? key : 'errors.default') as ErrorKey);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="error-title"
        aria-describedby="error-message"
        data-error-code={error.code}
      >
        <h2 id="error-title">{t('dialog.title')}</h2>
        <p id="error-message">{message}</p>
        <p className="dialog-meta">
          {t('dialog.code', { code: error.code })}
          <br />
          {t('dialog.tracking', { id: error.trackingId })}
        </p>
        <div className="dialog-buttons">
          {hasLobby && (
            <button ref={first} type="button" onClick={onReturn}>
              {t('buttons.return')}
            </button>
          )}
          <button ref={hasLobby ? undefined : first} type="button" onClick={onReload}>
            {t('buttons.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
