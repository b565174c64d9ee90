// Runs on the main thread: the page: game, spinner, error dialog, version label.
import { useSnapshot } from 'valtio';
import type { PromptOutcome } from '../shared/prompts/prompts.ts';
import { AutomationArea } from './game-bridge/AutomationArea.tsx';
import { CloseButton } from './game-bridge/CloseButton.tsx';
import { MoreGamesButton } from './game-bridge/MoreGamesButton.tsx';
import { formatMoney } from './lib/money.ts';
import { ClosePage } from './boot/ClosePage.tsx';
import { DemoBadge } from './account/DemoBadge.tsx';
import { ErrorDialog } from './errors/ErrorDialog.tsx';
import { setGameFrameTitle } from './game-bridge/game-host.ts';
import { PortraitPrompt } from './prompts/PortraitPrompt.tsx';
import { PromptHost } from './prompts/PromptHost.tsx';
import { PromptDialog } from './prompts/PromptDialog.tsx';
import { Spinner } from './components/Spinner.tsx';
import { PanelBoundary } from './components/PanelBoundary.tsx';
import { useFreshLazy } from './components/use-fresh-lazy.ts';
import { StoppedCard } from './errors/StoppedCard.tsx';
import { ConnectionNotice } from './errors/ConnectionNotice.tsx';
import { VersionLabel } from './brand/VersionLabel.tsx';
import { type EngineClient, hostState } from './engine/engine-client.ts';
import { postToGame } from './game-bridge/game-channel.ts';
import { useMirrorView } from './mirror/use-mirror.ts';
import { pageView } from './mirror/page-view.ts';
import { PromotionLayer } from './promotions/PromotionLayer.tsx';
import { JackpotHall } from './jackpots/JackpotHall.tsx';
import { leaveTo, withResetMarker } from './boot/navigation.ts';
import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { playButtonSound } from './promotions/sounds.ts';
import { BrandLogo } from './brand/BrandLogo.tsx';
import { pageTitle } from './brand/page-head.ts';
import { pageLayers } from './page/page-layers.ts';
import { startPageOrders } from './page/page-orders.ts';
// With the screens, not the entry: the first paint needs only index.html's inline styles.
import './styles.css';

// The container's modals (more games, help, report, frames) are a chunk of their own.
const loadModals = () => import('./game-bridge/ContainerModals.tsx');
// A regulated market's part too: loaded only under rules other than today's.
const loadRegulation = () => import('./game-bridge/Regulation.tsx');
/** A regulated market's bar that did not load tries again this much later. */
const REGULATION_RETRY_MS = 5_000;

/** The query flags the page needs. */
export interface PageFlags {
  parentRedirect: boolean;
  /** isShowDollarSign: false shows amounts without a currency symbol. */
  showSymbol: boolean;
  /** mute: no container sound at all. */
  muted: boolean;
  /** isShowRtp: the more-games list shows each game's return to player. */
  showRtp: boolean;
  /** lobbyActive: the more-games list offers the way back to the lobby. */
  lobbyActive: boolean;
  /** isRedirectAllowed: false keeps the player in this game (no more-games button). */
  redirectAllowed: boolean;
}

/** The props: the engine client and the query flags. */
export interface AppProps {
  /** Null on /close, where there is nothing to run. */
  engine: EngineClient | null;
  flags: PageFlags;
}

/** The container page, or /close. */
export function App({ engine, flags }: AppProps) {
  return engine ? <GamePage engine={engine} flags={flags} /> : <ClosePage />;
}

function GamePage({ engine, flags }: { engine: EngineClient; flags: PageFlags }) {
  const { parentRedirect } = flags;
  const { t } = useTranslation();
  const [ContainerModals, , reloadModals] = useFreshLazy(loadModals);
  const [Regulation, regulationTries, reloadRegulation] = useFreshLazy(loadRegulation);
  const state = useMirrorView(engine.mirror, pageView);
  const host = useSnapshot(hostState);
  // The engine's orders to the page (page-orders.ts): one subscriber, outside this tree.
  useEffect(() => startPageOrders(engine), [engine]);
  // The game frame (game-host.ts) and the tab are named in the player's language: the game and
  // the brand (SPEC §6).
  useEffect(() => setGameFrameTitle(t('game.frameTitle')), [t]);
  useEffect(() => {
    document.title = pageTitle(state.gameName, state.brand, t('app.title'));
  }, [state.gameName, state.brand, t]);
  const error = host.failure ?? state.error;
  const show = pageLayers(state, host.failure, flags.redirectAllowed);
  const hasLobby = state.lobbyUrl !== null;
  // Stable, so the memoised layers over the game do not re-render for it.
  const toLobby = useCallback(
    () => leaveTo(state.lobbyUrl, state.locale, parentRedirect),
    [state.lobbyUrl, state.locale, parentRedirect],
  );
  const requestClose = useCallback(() => engine.requestClose(), [engine]);
  const onOutcome = (outcome: PromptOutcome): void => {
    if (outcome.action === 'leave') toLobby();
    else if (outcome.action === 'enableTurbo') postToGame({ type: 'setTurbo', on: true });
  };
  const modal = state.modal;
  // The container is quiet when the query says mute, or the game reports its sound off.
  const muted = flags.muted || !state.sound;
  return (
    <div
      className="container"
      // Whether the container's sounds play (QA and the page tests read it).
      data-sound={muted ? 'off' : 'on'}
      // SPEC §9: the function menu sits this far down the page; the buttons turn as the game says.
      style={
        {
          '--menu-y-ratio': String(state.menuYRatio),
          '--button-turn': `${String(state.buttonTurn)}deg`,
        } as React.CSSProperties
      }
      // Button sounds (SPEC §9) for the container's own buttons; the game plays its own.
      onClickCapture={(event) => {
        if ((event.target as Element).closest('button')) playButtonSound(muted);
      }}
    >
      {show.spinner && <Spinner />}
      {show.systemButtons && <CloseButton onClick={requestClose} />}
      {show.moreGames && <MoreGamesButton engine={engine} />}
      {/* Over the game, under every prompt, modal and panel (they come later in the page). */}
      {show.jackpotHall && <JackpotHall engine={engine} showSymbol={flags.showSymbol} />}
      {show.logo && state.brand !== null && <BrandLogo enName={state.brand} />}
      {show.stopped && <StoppedCard hasLobby={hasLobby} onReturn={toLobby} />}
      {/* A phone held sideways shows only the portrait prompt (an error still comes first). */}
      {show.prompt && state.prompt && (
        <PromptHost
          prompt={state.prompt}
          hasLobby={hasLobby}
          money={{
            currency: state.currency ?? '',
            locale: state.locale,
            showSymbol: flags.showSymbol,
          }}
          onAnswer={(kind, accept) => void engine.answerPrompt(kind, accept).then(onOutcome)}
        />
      )}
      {/* One modal at a time: a prompt first, then the container's modal, then the promotions. */}
      {show.modal && modal && (
        // A chunk that did not load closes the modal; the next tap loads it again.
        <PanelBoundary
          name="modal"
          onFailed={() => {
            reloadModals();
            engine.closeModal();
          }}
        >
          <Suspense fallback={null}>
            <ContainerModals
              engine={engine}
              modal={modal}
              moreGames={state.moreGames}
              activeGameIds={state.activeGameIds}
              showRtp={flags.showRtp}
              showReportHeader={state.client.showReportHeader}
              onLobby={flags.lobbyActive && hasLobby ? toLobby : null}
            />
          </Suspense>
        </PanelBoundary>
      )}
      {show.promotions && (
        <PromotionLayer
          engine={engine}
          showSymbol={flags.showSymbol}
          muted={muted}
          onLobby={hasLobby ? toLobby : null}
        />
      )}
      <ConnectionNotice engine={engine} />
      {show.portrait && <PortraitPrompt />}
      {show.error && error && (
        <ErrorDialog
          error={error}
          hasLobby={hasLobby}
          bootFailed={show.errorReloads}
          actions={{
            okToLobby: () => leaveTo(withResetMarker(state.lobbyUrl), state.locale, parentRedirect),
            okToOrigin: toLobby,
            okDismiss: () => engine.dismissError(),
            return: toLobby,
            reload: () => location.reload(),
            close: () => leaveTo(null, state.locale, parentRedirect),
          }}
        />
      )}
      {show.demo && <DemoBadge />}
      {show.regulation && (
        <PanelBoundary
          name="regulation"
          key={regulationTries}
          onFailed={() => setTimeout(reloadRegulation, REGULATION_RETRY_MS)}
        >
          <Suspense fallback={null}>
            <Regulation
              engine={engine}
              money={formatMoney}
              showSymbol={flags.showSymbol}
              Dialog={PromptDialog}
            />
          </Suspense>
        </PanelBoundary>
      )}
      <VersionLabel />
      <AutomationArea mirror={engine.mirror} />
    </div>
  );
}
