// Runs on the main thread, in the regulated market's chunk (Regulation.tsx): one game at a time
// (the rules' oneGameAtATime, src-worker/game-bridge/one-game.ts). While another tab or window of
// the account plays, this one says so and offers to play here instead; once another tab took
// play from this one, it says play moved, and offers to take it back.
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';
import type { PromptDialog } from '../prompts/PromptDialog.tsx';

const turnView = (s: Snapshot<EngineState>) => ({ turn: s.regulation.turn });

/**
 * The notice, while play is in another tab: refused here (`elsewhere`) or moved away. The page
 * hands it its prompts' dialog (PromptDialog), which so stays in the page's chunk.
 */
export function OneGameNotice({
  engine,
  Dialog,
}: {
  engine: EngineClient;
  Dialog: typeof PromptDialog;
}) {
  const { t } = useTranslation();
  const { turn } = useMirrorView(engine.mirror, turnView);
  if (turn !== 'elsewhere' && turn !== 'moved') return null;
  return (
    <Dialog
      id={`one-game-${turn}`}
      data={{ 'data-one-game': turn }}
      title={t(`app.oneGame.${turn}.title`)}
      buttons={[{ label: t('app.oneGame.playHere'), onClick: () => engine.playHere() }]}
    >
      <p>{t(`app.oneGame.${turn}.body`)}</p>
    </Dialog>
  );
}
