// Runs on the main thread: the badge that tells a demo account's player the money is play money.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** "Demo account": shown while a demo account plays (SPEC §6, docs/config.md). */
export const DemoBadge = memo(function DemoBadge() {
  const { t } = useTranslation();
  return (
    <p
      className="demo-badge"
      data-demo-badge=""
      data-reserved="bottom"
      data-control="demoBadge"
      title={t('app.demoNote')}
    >
      {t('app.demo')}
    </p>
  );
});
