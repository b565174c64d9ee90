// Runs on the main thread: the hidden area that test automation reads (scene, screen symbols).
import { memo } from 'react';
import type { Snapshot } from 'valtio';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { type EngineMirror, useMirrorView } from '../mirror/use-mirror.ts';

const automationView = (s: Snapshot<EngineState>) => ({
  phase: s.phase,
  scene: s.scene,
  symbols: s.screenSymbols,
});

/**
 * Hidden data attributes with the current scene and the symbols on screen. It follows the
 * mirror itself: the symbols change each spin, and nothing else on the page shows them.
 */
export const AutomationArea = memo(function AutomationArea({ mirror }: { mirror: EngineMirror }) {
  const view = useMirrorView(mirror, automationView);
  return (
    <div
      id="automation"
      hidden
      data-phase={view.phase}
      data-scene={view.scene}
      data-screen-symbols={view.symbols.join(',')}
    />
  );
});
