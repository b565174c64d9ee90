// Runs on the main thread: the panel host: each panel its own lazily loaded chunk (never in the
// first load), shown in the panel frame. Panels import the kit (components/), never this file.
import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { PanelFrame } from '../components/PanelFrame.tsx';
import type { PanelProps } from '../components/panel-props.ts';

type PanelModule = { default: ComponentType<PanelProps> };
type LazyPanels = Record<PanelKind, LazyExoticComponent<ComponentType<PanelProps>>>;

// One dynamic import per panel, so each one is its own chunk.
const LOADERS: Record<PanelKind, () => Promise<PanelModule>> = {
  quest: () => import('./quests/QuestPanel.tsx').then((m) => ({ default: m.QuestPanel })),
  freeSpin: () => import('./cards/FreeSpinPanel.tsx').then((m) => ({ default: m.FreeSpinPanel })),
  campaign: () =>
    import('./campaigns/CampaignPanel.tsx').then((m) => ({ default: m.CampaignPanel })),
  wheel: () => import('./wheel/WheelPanel.tsx').then((m) => ({ default: m.WheelPanel })),
  leaderboard: () =>
    import('./leaderboards/LeaderboardPanel.tsx').then((m) => ({ default: m.LeaderboardPanel })),
  seat: () => import('../seats/SeatPanel.tsx').then((m) => ({ default: m.SeatPanel })),
  jackpot: () => import('../jackpots/JackpotPanel.tsx').then((m) => ({ default: m.JackpotPanel })),
};

/** Fresh lazy components: a chunk that failed to load is fetched again after a retry. */
function lazyPanels(): LazyPanels {
  return {
    quest: lazy(LOADERS.quest),
    freeSpin: lazy(LOADERS.freeSpin),
    campaign: lazy(LOADERS.campaign),
    wheel: lazy(LOADERS.wheel),
    leaderboard: lazy(LOADERS.leaderboard),
    seat: lazy(LOADERS.seat),
    jackpot: lazy(LOADERS.jackpot),
  };
}

/** The host's props: the open panel (null: none), its frame's needs, and what panels receive. */
export interface PanelHostProps extends PanelProps {
  open: PanelKind | null;
  needReload: boolean;
  onClose: () => void;
}

/**
 * The open panel in its frame, or nothing. Stays mounted while panels open and close, so a
 * loaded panel shows at once the next time (its lazy component is kept until a retry).
 */
export function PanelHost({ open, needReload, onClose, ...props }: PanelHostProps) {
  const [panels, setPanels] = useState<LazyPanels>(lazyPanels);
  if (open === null) return null;
  const Panel = panels[open];
  const { unloaded, reloading } = props.promotions;
  // Reloading only counts for a panel whose data did not load (issue 58).
  const failure = reloading.includes(open) ? 'reloading' : 'failed';
  return (
    <PanelFrame
      kind={open}
      onClose={onClose}
      needReload={needReload}
      onRetry={() => setPanels(lazyPanels())}
      dataFailure={unloaded.includes(open) ? failure : null}
      // Opening the panel again loads its data again (and is refused while disconnected).
      onReload={() => props.engine.openPanel(open)}
    >
      <Panel {...props} />
    </PanelFrame>
  );
}
