// Runs on the main thread: the product version label, hidden by a tap.
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSION } from '../../shared/lib/constants.ts';

/** Shows the version; a tap hides it for this page view. Memoised: it never changes. */
export const VersionLabel = memo(function VersionLabel() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="version-label"
      data-reserved="bottom"
      data-control="version"
      aria-label={t('app.hideVersion', { version: VERSION })}
      onClick={() => setShown(false)}
    >
      <span className="version-chip">{VERSION}</span>
    </button>
  );
});
