// Runs on the main thread: the promotions bar over the game, a button for each panel that has
// something to show, with its icon and count.
import { memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { LineIcon } from '../components/LineIcon.tsx';
import type { EngineClient } from '../engine/engine-client.ts';
import { disabledView } from '../mirror/page-view.ts';
import { useMirrorView } from '../mirror/use-mirror.ts';
import type { JackpotsView, PromotionsView, SeatsView } from '../components/panel-props.ts';
import { barButtons } from './bar-buttons.ts';

/**
 * The bar: a button for each panel with something to show. Memoised, and it follows the
 * disabled state itself (its buttons are disabled while spinning): a spin renders the bar and
 * nothing else of the promotions, and only sets its buttons' disabled state (the buttons, their
 * names and counts are worked out again only when the promotions or the language change).
 */
export const PromoBar = memo(function PromoBar({
  engine,
  promotions,
  seats,
  jackpots,
}: {
  engine: EngineClient;
  promotions: PromotionsView;
  seats: SeatsView;
  jackpots: JackpotsView;
}) {
  const { t } = useTranslation();
  const { disabled } = useMirrorView(engine.mirror, disabledView);
  const buttons = useMemo(
    () =>
      barButtons(promotions, seats, jackpots).map(({ kind, count }) => ({
        kind,
        label: t(`promo.panels.${kind}.title`),
        count,
      })),
    [promotions, seats, jackpots, t],
  );
  const label = useMemo(() => t('promo.bar.label'), [t]);
  if (buttons.length === 0) return null;
  return (
    <nav className="promo-bar" aria-label={label} data-reserved="right" data-control="promoBar">
      {buttons.map(({ kind, label: name, count }) => (
        <button
          key={kind}
          type="button"
          className="promo-bar-button"
          data-panel-button={kind}
          aria-label={name}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => engine.openPanel(kind)}
        >
          <PanelIcon kind={kind} />
          <BarBadge count={count} />
        </button>
      ))}
    </nav>
  );
});

/**
 * A count on a bar button (offers, tickets); decorative, the panel says the same in words.
 * Memoised, like the icon: the bar renders again with every spin.
 */
const BarBadge = memo(function BarBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="promo-badge-count" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
});

const ICON_PATHS: Record<PanelKind, ReactNode> = {
  quest: <path d="M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M8 13l3 3 5-6" />,
  freeSpin: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M12 7.5l1.4 2.9 3.1.4-2.3 2.2.6 3.1L12 14.6l-2.8 1.5.6-3.1-2.3-2.2 3.1-.4z" />
    </>
  ),
  wheel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4" />
    </>
  ),
  campaign: <path d="M5 21V3M5 4h12l-2.5 4L17 12H5" />,
  leaderboard: <path d="M3 21h18M5 21v-7h4v7M10 21V8h4v13M15 21v-10h4v10" />,
  seat: <path d="M7 3v9h10V3M5 12h14v3H5zM7 15v6M17 15v6" />,
  jackpot: (
    <>
      <path d="M8 3h8v5a4 4 0 0 1-8 0zM8 5H4a3 3 0 0 0 4 4M16 5h4a3 3 0 0 1-4 4" />
      <path d="M12 12v5M8 21h8M9 17h6" />
    </>
  ),
};

/** The bar icon of a panel; its name comes from the button's label. */
const PanelIcon = memo(function PanelIcon({ kind }: { kind: PanelKind }) {
  return <LineIcon>{ICON_PATHS[kind]}</LineIcon>;
});
