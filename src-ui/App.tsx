// Runs on the main thread: the page: game, spinner, error dialog, version label.
import { useSnapshot } from 'valtio';
import type { PromptOutcome } from '../shared/prompts.ts';
import { AutomationArea } from './components/AutomationArea.tsx';
import { CloseButton } from './components/CloseButton.tsx';
import { ClosePage } from './components/ClosePage.tsx';
import { ErrorDialog } from './components/ErrorDialog.tsx';
import { GameFrame } from './components/GameFrame.tsx';
import { PortraitPrompt } from './components/prompts/PortraitPrompt.tsx';
import { PromptHost } from './components/prompts/PromptHost.tsx';
import { Spinner } from './components/Spinner.tsx';
import { StoppedCard } from './components/StoppedCard.tsx';
import { VersionLabel } from './components/VersionLabel.tsx';
import { type EngineClient, hostState } from './engine-client.ts';
import { postToGame } from './game-channel.ts';
import { leaveTo, withResetMarker } from './navigation.ts';
import { queryWorked, restoreQuery } from './saved-query.ts';
import { useEffect } from 'react';

/** The props: the engine client and the query flags the page needs. */
export interface AppProps {
  /** Null on /close, where there is nothing to run. */
  engine: EngineClient | null;
  parentRedirect: boolean;
}

/** The container page, or /close. */
export function App({ engine, parentRedirect }: AppProps) {
  return engine ? <GamePage engine={engine} parentRedirect={parentRedirect} /> : <ClosePage />;
}

function GamePage({ engine, parentRedirect }: { engine: EngineClient; parentRedirect: boolean }) {
  const state = useSnapshot(engine.mirror);
  const host = useSnapshot(hostState);
  useEffect(() => {
    if (state.restoreQuery !== null) restoreQuery(state.restoreQuery);
  }, [state.restoreQuery]);
  useEffect(() => {
    if (state.gameReady) queryWorked();
  }, [state.gameReady]);
  const error = host.failure ?? state.error;
  const failed = state.phase === 'failed' || host.failure !== null;
  const hasLobby = state.lobbyUrl !== null;
  const toLobby = () => leaveTo(state.lobbyUrl, state.locale, parentRedirect);
  const onOutcome = (outcome: PromptOutcome): void => {
    if (outcome.action === 'leave') toLobby();
    else if (outcome.action === 'enableTurbo') postToGame({ type: 'setTurbo', on: true });
  };
  return (
    <div className="container">
      {state.gameUrl && <GameFrame url={state.gameUrl} engine={engine} />}
      {!state.gameReady && !error && !failed && !state.prompt && <Spinner />}
      {state.gameReady && !error && <CloseButton onClick={() => engine.requestClose()} />}
      {failed && !error && <StoppedCard hasLobby={hasLobby} onReturn={toLobby} />}
      {!error && state.prompt && (
        <PromptHost
          prompt={state.prompt}
          hasLobby={hasLobby}
          onAnswer={(accept) => void engine.answerPrompt(accept).then(onOutcome)}
        />
      )}
      {state.portraitAdvised && <PortraitPrompt />}
      {error && (
        <ErrorDialog
          error={error}
          hasLobby={hasLobby}
          bootFailed={failed}
          actions={{
            okToLobby: () => leaveTo(withResetMarker(state.lobbyUrl), state.locale, parentRedirect),
            okToOrigin: toLobby,
            okDismiss: () => engine.dismissError(),
            return: toLobby,
            reload: () => location.reload(),
          }}
        />
      )}
      <VersionLabel />
      <AutomationArea phase={state.phase} scene={state.scene} symbols={state.screenSymbols} />
    </div>
  );
}
