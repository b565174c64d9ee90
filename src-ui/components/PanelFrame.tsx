// Runs on the main thread: the frame around an open panel: title, Close, the reload alert, and
// the boundary and spinner around the panel's lazily loaded body, or, when the panel's data could
// not be loaded, its "could not load" alert with Try again (issue 58) and its spinner meanwhile.
import { type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { Modal } from './Modal.tsx';
import { PanelBoundary } from './PanelBoundary.tsx';
import { RetryAlert } from './RetryAlert.tsx';
import { useEscape } from './use-escape.ts';

/** Where the panel's data is when it did not load: 'failed' (the alert), 'reloading' (spinner). */
export type PanelDataFailure = 'failed' | 'reloading';

/** A modal panel: title, visible Close, Escape closes, focus trapped and given back. */
export function PanelFrame({
  kind,
  onClose,
  needReload,
  onRetry,
  dataFailure = null,
  onReload = () => undefined,
  children,
}: {
  kind: PanelKind;
  onClose: () => void;
  needReload: boolean;
  /** After a failure (a chunk that did not load, a panel that threw): try the body again. */
  onRetry: () => void;
  /** The panel's data could not be loaded (or is loading again); null once it is loaded. */
  dataFailure?: PanelDataFailure | null;
  /** Asks the engine to load the panel's data again (its Try again). */
  onReload?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEscape(onClose);
  const titleId = `promo-${kind}-title`;
  const bodyId = `promo-${kind}-description`;
  return (
    <Modal
      role="dialog"
      titleId={titleId}
      bodyId={bodyId}
      data={{ 'data-panel': kind }}
      focusKey={kind}
    >
      <div className="promo-panel-head">
        <h2 id={titleId}>{t(`promo.panels.${kind}.title`)}</h2>
        <button ref={close} type="button" className="promo-close" onClick={onClose}>
          {t('promo.panel.close')}
        </button>
      </div>
      <p id={bodyId} className="promo-panel-description">
        {t(`promo.panels.${kind}.description`)}
      </p>
      {/* The panel's own Try again replaces the page reload while its data did not load. */}
      {needReload && dataFailure === null && (
        <div className="promo-alert" role="alert">
          <p>{t('promo.panel.needReload')}</p>
          <button type="button" className="promo-action" onClick={() => location.reload()}>
            {t('buttons.reload')}
          </button>
        </div>
      )}
      <div className="promo-panel-body">
        {dataFailure === 'reloading' && <PanelSpinner />}
        {dataFailure === 'failed' && (
          <RetryAlert
            message={t('promo.panel.loadFailed')}
            retryLabel={t('promo.panel.retry')}
            onRetry={() => {
              onReload();
              // The alert gives way to the spinner: the focus stays in the dialog, on Close.
              close.current?.focus();
            }}
          />
        )}
        {dataFailure === null && (
          <PanelBoundary
            name={kind}
            message={t('promo.panel.loadFailed')}
            retryLabel={t('promo.panel.retry')}
            onRetry={onRetry}
          >
            <Suspense fallback={<PanelSpinner />}>{children}</Suspense>
          </PanelBoundary>
        )}
      </div>
    </Modal>
  );
}

/** The spinner shown while a panel's chunk or its data loads. */
function PanelSpinner() {
  const { t } = useTranslation();
  return (
    <div className="promo-loading" role="status" aria-busy="true">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
