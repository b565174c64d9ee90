// Runs on the main thread: the button that opens the more-games list, beside the close button.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineClient } from '../engine/engine-client.ts';
import { disabledView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';

/**
 * Opens the more-games modal. It follows the disabled state itself (disabled while spinning,
 * like the panels' buttons), so a spin renders this button and not the page around it.
 */
export const MoreGamesButton = memo(function MoreGamesButton({ engine }: { engine: EngineClient }) {
  const { t } = useTranslation();
  const { disabled } = useMirrorView(engine.mirror, disabledView);
  return (
    <button
      type="button"
      className="more-games-button"
      data-reserved="top"
      data-control="moreGames"
      aria-label={t('modals.moreGames.title')}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={() => void engine.openModal({ kind: 'moreGame' })}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
});
