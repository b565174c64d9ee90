// Runs on the main thread: the page: game, spinner, error dialog, version label.
import { useSnapshot } from 'valtio';
import { AutomationArea } from './components/AutomationArea.tsx';
import { ClosePage } from './components/ClosePage.tsx';
import { ErrorDialog } from './components/ErrorDialog.tsx';
import { GameFrame } from './components/GameFrame.tsx';
import { Spinner } from './components/Spinner.tsx';
import { VersionLabel } from './components/VersionLabel.tsx';
import { type EngineClient, hostState } from './engine-client.ts';
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
  return (
    <div className="container">
      {state.gameUrl && <GameFrame url={state.gameUrl} engine={engine} />}
      {!state.gameReady && !error && <Spinner />}
      {error && (
        <ErrorDialog
          error={error}
          hasLobby={state.lobbyUrl !== null}
          bootFailed={state.phase === 'failed' || host.failure !== null}
          actions={{
            okToLobby: () => leaveTo(withResetMarker(state.lobbyUrl), state.locale, parentRedirect),
            okToOrigin: () => leaveTo(state.lobbyUrl, state.locale, parentRedirect),
            okDismiss: () => engine.dismissError(),
            return: () => leaveTo(state.lobbyUrl, state.locale, parentRedirect),
            reload: () => location.reload(),
          }}
        />
      )}
      <VersionLabel />
      <AutomationArea phase={state.phase} scene={state.scene} symbols={state.screenSymbols} />
    </div>
  );
}
