// Runs on the main thread: the frame around an open panel: title, Close, the reload alert, and
// the boundary and spinner around the panel's lazily loaded body.
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { Modal } from './Modal.tsx';
import { PanelBoundary } from './PanelBoundary.tsx';
import { useEscape } from './use-escape.ts';

/** A modal panel: title, visible Close, Escape closes, focus trapped and given back. */
export function PanelFrame({
  kind,
  onClose,
  needReload,
  onRetry,
  children,
}: {
  kind: PanelKind;
  onClose: () => void;
  needReload: boolean;
  /** After a failure (a chunk that did not load, a panel that threw): try the body again. */
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
        <button type="button" className="promo-close" onClick={onClose}>
          {t('promo.panel.close')}
        </button>
      </div>
      <p id={bodyId} className="promo-panel-description">
        {t(`promo.panels.${kind}.description`)}
      </p>
      {needReload && (
        <div className="promo-alert" role="alert">
          <p>{t('promo.panel.needReload')}</p>
          <button type="button" className="promo-action" onClick={() => location.reload()}>
            {t('buttons.reload')}
          </button>
        </div>
      )}
      <div className="promo-panel-body">
        <PanelBoundary
          message={t('promo.panel.loadFailed')}
          retryLabel={t('promo.panel.retry')}
          onRetry={onRetry}
        >
          <Suspense fallback={<PanelSpinner />}>{children}</Suspense>
        </PanelBoundary>
      </div>
    </Modal>
  );
}

/** The spinner shown while a panel's chunk loads. */
function PanelSpinner() {
  const { t } = useTranslation();
  return (
    <div className="promo-loading" role="status" aria-busy="true">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
