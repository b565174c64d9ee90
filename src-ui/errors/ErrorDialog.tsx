// Runs on the main thread: the error dialog in the layout and with the buttons SPEC §8 gives a code.
import { useTranslation } from 'react-i18next';
import type { EngineError } from '../../shared/engine/engine-api.ts';
import { type ErrorButton, buttonsFor, catalogueEntry, errorText } from './error-catalogue.ts';
import { Modal } from '../components/Modal.tsx';

/** What each button does; the page decides where leaving goes. */
export type ErrorActions = Record<ErrorButton, () => void>;

/** The props: the error, whether a lobby exists, whether boot stopped, and the actions. */
export interface ErrorDialogProps {
  error: EngineError;
  hasLobby: boolean;
  /** Boot never finished: Reload is offered, unless the session is over (buttonsFor). */
  bootFailed: boolean;
  actions: ErrorActions;
}

const LABELS: Record<
  ErrorButton,
  'buttons.ok' | 'buttons.return' | 'buttons.reload' | 'buttons.close'
> = {
  okToLobby: 'buttons.ok',
  okToOrigin: 'buttons.ok',
  okDismiss: 'buttons.ok',
  return: 'buttons.return',
  reload: 'buttons.reload',
  close: 'buttons.close',
};

/** A modal dialog that never leaves the player without a way out. */
export function ErrorDialog({ error, hasLobby, bootFailed, actions }: ErrorDialogProps) {
  const { t } = useTranslation();
  const entry = catalogueEntry(error.code);
  const buttons = buttonsFor(entry, hasLobby, bootFailed);
  const { behaviour } = entry;
  const showCode = behaviour === 'general' || behaviour === 'tokenRejected';
  const showTracking = showCode || behaviour === 'unknown';
  return (
    <Modal
      role="alertdialog"
      titleId="error-title"
      bodyId="error-message"
      data={{ 'data-error-code': error.code, 'data-behaviour': behaviour }}
      focusKey={error.code}
    >
      <h2 id="error-title">
        {behaviour === 'unknown' ? t('dialog.unknownTitle') : t('dialog.title')}
      </h2>
      {behaviour === 'reconnecting' && (
        <div className="boot-spinner dialog-spinner" aria-hidden="true" />
      )}
      <p id="error-message">{errorText(t, error.code)}</p>
      {(showCode || showTracking) && (
        <p className="dialog-meta">
          {showCode && t('dialog.code', { code: error.code })}
          {showCode && <br />}
          {t('dialog.tracking', { id: error.trackingId })}
        </p>
      )}
      <div className="dialog-buttons">
        {buttons.map((button) => (
          <button key={button} type="button" data-action={button} onClick={actions[button]}>
            {t(LABELS[button])}
          </button>
        ))}
      </div>
    </Modal>
  );
}
