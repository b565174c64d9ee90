// Runs on the main thread: SPEC §4's disconnected flag as the player meets it: a small notice
// while the connection is lost, shown anew for each tap the engine refused meanwhile (a tap is
// answered with it, never with silence). It goes at the next answer or the browser's `online`.
import { useTranslation } from 'react-i18next';
import type { EngineClient } from '../engine/engine-client.ts';
import { connectionView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';

export function ConnectionNotice({ engine }: { engine: EngineClient }) {
  const { t } = useTranslation();
  const { lost, refused } = useMirrorView(engine.mirror, connectionView);
  return (
    <div className="connection-status" role="status" aria-live="polite">
      {lost && (
        // A new element for each refused tap: screen readers hear it again, eyes see it flash.
        <p key={refused} className="connection-notice" data-connection-lost={refused}>
          {t('connection.lost')}
        </p>
      )}
    </div>
  );
}
