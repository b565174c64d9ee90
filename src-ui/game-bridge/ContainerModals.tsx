// Runs on the main thread: the container's own modals (SPEC §2 modal types): more games, help,
// report and frame-{type}. A lazy chunk: none of this is in the first load.
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import {
  type ContainerModal,
  type MoreGamesState,
  groupGames,
} from '../../shared/game-bridge/modals.ts';
import type { EngineClient } from '../engine/engine-client.ts';
import { type EngineMirror, useMirrorView } from '../mirror/use-mirror.ts';
import { GameIcon } from './GameIcon.tsx';
import { useEscape } from '../components/use-escape.ts';
import { Modal } from '../components/Modal.tsx';
import './modals.css';

/** What App passes. */
export interface ContainerModalsProps {
  engine: EngineClient;
  modal: Snapshot<ContainerModal>;
  moreGames: Snapshot<MoreGamesState>;
  /** Games with a round still open (player server). */
  activeGameIds: readonly number[];
  /** The query's isShowRtp: show each game's return to player (the market's rules may say otherwise). */
  showRtp: boolean;
  /** The client's showReportHeader (SPEC §6): the report modal's title bar. */
  showReportHeader: boolean;
  /** The query's lobbyActive with a lobby to go to: the more-games modal offers the lobby. */
  onLobby: (() => void) | null;
}

/** The playing game's RTP as the game list (action 16) gives it; null when unknown. */
const playingRtp = (s: EngineMirror) => ({
  rtp: s.games.find((g) => g.gameId === s.gameId)?.rtp ?? null,
});

/** Frame types that tell the game's rules: they show its RTP where the market asks. */
const RULES_FRAMES = new Set(['help', 'rules']);

/** The open container modal. */
export default function ContainerModals(given: ContainerModalsProps) {
  const { modal, engine } = given;
  // The market's rules decide the RTP where they say (docs/regulated-markets.md), else the query.
  const props = { ...given, showRtp: engine.mirror.rules.showRtp ?? given.showRtp };
  const { rtp } = useMirrorView(engine.mirror, playingRtp);
  const shownRtp = props.showRtp ? rtp : null;
  const close = () => engine.closeModal();
  switch (modal.kind) {
    case 'moreGame':
      return <MoreGames {...props} onClose={close} />;
    case 'help':
      return modal.url === null ? (
        <OwnHelp rtp={shownRtp} onClose={close} />
      ) : (
        <FrameModal kind="help" url={modal.url} rtp={shownRtp} onClose={close} />
      );
    case 'report':
      return (
        <FrameModal kind="report" url={modal.url} onClose={close} header={props.showReportHeader} />
      );
    case 'frame':
      return (
        <FrameModal
          kind={modal.frameType}
          url={modal.url}
          rtp={RULES_FRAMES.has(modal.frameType) ? shownRtp : null}
          onClose={close}
        />
      );
  }
}

/** The playing game's return to player, above its help or rules; nothing when not shown. */
function GameRtp({ rtp }: { rtp: number | null }) {
  const { t, i18n } = useTranslation();
  if (rtp === null) return null;
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <p className="modal-rtp" data-rtp="">
      {t('modals.rtp', { rtp: percent.format(rtp) })}
    </p>
  );
}

/**
 * A modal's head: its title and a visible Close; Escape closes too. Without a header the title
 * is only read out (it still names the dialog) and Close stays.
 */
function ModalShell({
  id,
  title,
  onClose,
  wide,
  header = true,
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  wide?: boolean;
  header?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  useEscape(onClose);
  return (
    <Modal
      role="dialog"
      titleId={`${id}-title`}
      // No description: the body is a list of games or a framed page, too long to read out.
      data={{ 'data-modal': id, ...(wide ? { 'data-wide': 'true' } : {}) }}
      focusKey={id}
    >
      <div className={header ? 'modal-head' : 'modal-head modal-head-bare'}>
        <h2 id={`${id}-title`} className={header ? undefined : 'visually-hidden'}>
          {title}
        </h2>
        <button type="button" className="modal-close" onClick={onClose}>
          {t('modals.close')}
        </button>
      </div>
      <div className="modal-body">{children}</div>
    </Modal>
  );
}

/** Frame types with a title of their own; any other type is titled "Information". */
const TITLED_FRAMES = new Set(['help', 'report', 'rules', 'history', 'terms']);

/** An external page (http(s), checked by the engine) in a sandboxed frame. */
function FrameModal({
  kind,
  url,
  rtp = null,
  onClose,
  header = true,
}: {
  kind: string;
  url: string;
  rtp?: number | null;
  onClose: () => void;
  header?: boolean;
}) {
  const { t } = useTranslation();
  const title = TITLED_FRAMES.has(kind)
    ? t(`modals.frames.${kind as 'help'}`)
    : t('modals.frames.other');
  return (
    <ModalShell id={`frame-${kind}`} title={title} onClose={onClose} header={header} wide>
      <GameRtp rtp={rtp} />
      <iframe
        className="modal-frame"
        src={url}
        title={title}
        // allow-scripts and allow-same-origin: the operator's page runs and reaches its own
        // server (it is never on the container's origin: modals.ts refuses that). allow-forms:
        // the report page's date filter. allow-popups: its links open in a new tab, not in
        // this box. Left out: top navigation (the page cannot take the player away), modals,
        // downloads, pointer and orientation lock.
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
      />
    </ModalShell>
  );
}

/** The container's own help, when the game has no help page. */
function OwnHelp({ rtp, onClose }: { rtp: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const topics = ['close', 'promotions', 'seats', 'jackpots', 'moreGames'] as const;
  return (
    <ModalShell id="help" title={t('modals.help.title')} onClose={onClose}>
      <GameRtp rtp={rtp} />
      <dl className="help-list">
        {topics.map((topic) => (
          <div key={topic}>
            <dt>{t(`modals.help.${topic}.title`)}</dt>
            <dd>{t(`modals.help.${topic}.body`)}</dd>
          </div>
        ))}
      </dl>
    </ModalShell>
  );
}

/** SPEC §2 moreGame: every other game by type, icons low resolution first, then the leave prompt. */
function MoreGames({
  engine,
  moreGames,
  activeGameIds,
  showRtp,
  onLobby,
  onClose,
}: ContainerModalsProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const groups = groupGames(moreGames.games);
  const choose = (gameId: number) => {
    engine.closeModal();
    // The engine asks the player to confirm leaving (or refuses when redirects are off).
    void engine.requestGameSwitch(gameId);
  };
  return (
    <ModalShell id="more-games" title={t('modals.moreGames.title')} onClose={onClose} wide>
      {moreGames.loading && moreGames.games.length === 0 && (
        <p role="status" aria-busy="true">
          {t('modals.moreGames.loading')}
        </p>
      )}
      {!moreGames.loading && groups.length === 0 && <p>{t('modals.moreGames.empty')}</p>}
      {groups.map(({ group, games }) => (
        <section key={group} className="game-group" aria-labelledby={`group-${group}`}>
          <h3 id={`group-${group}`}>{t(`modals.moreGames.groups.${group}`)}</h3>
          <ul className="game-grid">
            {games.map((game) => (
              <li key={game.gameId}>
                <button
                  type="button"
                  className="game-tile"
                  data-game-id={game.gameId}
                  onClick={() => choose(game.gameId)}
                >
                  <GameIcon icon={game.icon} name={game.name} group={game.group} />
                  <span className="game-name">{game.name}</span>
                  {showRtp && game.rtp !== null && (
                    <span className="game-note">
                      {t('modals.moreGames.rtp', { rtp: percent.format(game.rtp) })}
                    </span>
                  )}
                  {activeGameIds.includes(game.gameId) && (
                    <span className="game-note game-open-round">
                      {t('modals.moreGames.openRound')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {onLobby && (
        <button type="button" className="modal-action" onClick={onLobby}>
          {t('modals.moreGames.lobby')}
        </button>
      )}
    </ModalShell>
  );
}
