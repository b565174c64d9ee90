// Runs on the main thread (seat panel chunk): the seat lobby: the player's seat, play now, the
// all/vacant filter and the seats, and a seat error (SPEC §2, §4).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatCard, SeatFilter } from '../../shared/seats/seat-rules.ts';
import type { PanelProps, PromoFormat } from '../components/panel-props.ts';
import { type TabDef, Tabs } from '../components/Tabs.tsx';
import { errorText } from '../errors/error-catalogue.ts';
import { type LobbySeat, seatLobby } from './seat-lobby.ts';
import { SeatStats } from './SeatCard.tsx';

/** The lobby's props: the panel's, the seat error, and where focus goes back to. */
export interface SeatLobbyProps extends Pick<
  PanelProps,
  'engine' | 'seats' | 'disabled' | 'format' | 'locale' | 'onLobby'
> {
  /** The last seat error's code, null for none. */
  error: string | null;
  /** A control opens the prompt or a card: the selector focus goes back to afterwards. */
  onOpener: (selector: string) => void;
  /** Gives the focus back once the error is dismissed. */
  focusBack: () => void;
}

/** The lobby: the seats and their states, the filter, play now, and the last seat error. */
export function SeatLobby({
  engine,
  seats,
  disabled,
  format,
  locale,
  onLobby,
  error,
  onOpener,
  focusBack,
}: SeatLobbyProps) {
  const { t } = useTranslation();
  const lobby = seatLobby(seats);
  // aria-disabled, not disabled: the button keeps the focus while the engine answers.
  const blocked = disabled || seats.busy;
  const filters: TabDef<SeatFilter>[] = [
    { key: 'all', label: t('seats.filter.all') },
    { key: 'vacant', label: t('seats.filter.vacant') },
  ];
  return (
    <div className="seat-lobby">
      {error !== null && (
        <div className="promo-alert seat-alert" role="alert" data-seat-error>
          <p>{errorText(t, error)}</p>
          <button
            type="button"
            className="promo-secondary"
            onClick={() => {
              engine.dismissSeatError();
              focusBack();
            }}
          >
            {t('seats.dismiss')}
          </button>
        </div>
      )}
      <MySeat card={lobby.mine} format={format} locale={locale} />
      <div className="seat-actions">
        <button
          type="button"
          className="promo-action"
          data-seat-play
          aria-disabled={blocked}
          onClick={() => {
            if (blocked) return;
            onOpener('[data-seat-play]');
            void engine.seatPlayNow().then((answer) => {
              // Play now means play: the lobby steps aside for the game.
              if (answer.ok) engine.closePanel();
            });
          }}
        >
          {t('seats.playNow')}
        </button>
        {onLobby && (
          <button type="button" className="promo-secondary" onClick={onLobby}>
            {t('seats.toLobby')}
          </button>
        )}
      </div>
      <Tabs
        id="seat-filter"
        label={t('seats.filter.label')}
        tabs={filters}
        selected={seats.filter}
        onSelect={(filter) => engine.setSeatFilter(filter)}
      >
        <p className="promo-note">
          {t('seats.vacantCount', {
            vacant: format.number(lobby.vacant),
            total: format.number(lobby.total),
          })}
        </p>
        {lobby.seats.length === 0 ? (
          <p className="promo-empty">
            {t(seats.filter === 'vacant' ? 'seats.noVacant' : 'seats.noSeats')}
          </p>
        ) : (
          <ul className="seat-grid" aria-busy={seats.loading || seats.busy}>
            {lobby.seats.map((seat) => (
              <SeatTile
                key={seat.seatId}
                seat={seat}
                format={format}
                blocked={blocked}
                onTake={() => {
                  onOpener(`[data-seat="${seat.seatId}"]`);
                  void engine.requestSeat(seat.seatId);
                }}
                onInfo={() => {
                  onOpener(`[data-seat-info="${seat.seatId}"]`);
                  engine.openSeatCard(seat.seatId);
                }}
              />
            ))}
          </ul>
        )}
      </Tabs>
    </div>
  );
}

/** One seat: its number and state (the button takes it), and its info card. */
function SeatTile({
  seat,
  format,
  blocked,
  onTake,
  onInfo,
}: {
  seat: LobbySeat;
  format: PromoFormat;
  blocked: boolean;
  onTake: () => void;
  onInfo: () => void;
}) {
  const { t } = useTranslation();
  const number = format.number(seat.seatId);
  const state = t(`seats.state.${seat.label}`);
  return (
    <li className="seat-tile" data-state={seat.label}>
      <button
        type="button"
        className="seat-take"
        data-seat={seat.seatId}
        aria-label={t('seats.seatName', { number, state })}
        aria-current={seat.label === 'mine' ? 'true' : undefined}
        aria-disabled={blocked}
        onClick={() => {
          if (!blocked) onTake();
        }}
      >
        <span className="seat-number">{number}</span>
        <span className="seat-state">{state}</span>
      </button>
      <button
        type="button"
        className="seat-info"
        data-seat-info={seat.seatId}
        aria-label={t('seats.infoName', { number })}
        onClick={onInfo}
      >
        {t('seats.info')}
      </button>
    </li>
  );
}

/** The player's seat and its numbers at the top of the lobby, or how to get one. */
function MySeat({
  card,
  format,
  locale,
}: {
  card: SeatCard | null;
  format: PromoFormat;
  locale: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (card === null) return <p className="promo-note">{t('seats.mine.none')}</p>;
  return (
    <section className="seat-sheet" aria-labelledby={titleId} data-seat-mine>
      <h3 id={titleId}>{t('seats.mine.title', { number: format.number(card.seatId) })}</h3>
      <SeatStats card={card} format={format} locale={locale} />
    </section>
  );
}
