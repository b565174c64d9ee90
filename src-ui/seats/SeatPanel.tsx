// Runs on the main thread (lazily loaded chunk): the seat lobby: the seats and their states, the
// all/vacant filter, play now, the confirm prompt before a change of seat, seat errors and the
// seat info card (SPEC §2, §4).
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../locales/en/translation.json';
import { catalogueEntry } from '../errors/error-catalogue.ts';
import { BIG_WIN_DAYS, type SeatCard, type SeatFilter } from '../../shared/seats/seat-rules.ts';
import {
  type PanelProps,
  type PromoFormat,
  type TabDef,
  Tabs,
} from '../promotions/PromotionLayer.tsx';
import { type LobbySeat, seatLobby } from './seat-lobby.ts';
import './seats.css';

type ErrorKey = `errors.${keyof typeof en.errors}`;
type Card = NonNullable<PanelProps['seats']['card']>;

/** What the panel body shows: the lobby, the change-of-seat prompt or a seat's info card. */
type Mode = 'lobby' | 'confirm' | 'card';

/** Inside the prompt or the card, Escape closes that, not the whole panel. */
const onEscape =
  (close: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape') return;
    // React listens at the root: stopping here keeps the panel's own Escape from closing it.
    event.stopPropagation();
    close();
  };

/** The seat lobby; the panel frame (title, Close, focus trap) is PromotionLayer's. */
export function SeatPanel({ engine, seats, disabled, format, locale, onLobby }: PanelProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // The control that opened the prompt or the card: focus goes back to it when they close.
  const back = useRef<string | null>(null);
  const mode: Mode = seats.confirmChange ? 'confirm' : seats.card ? 'card' : 'lobby';
  const shown = useRef<Mode>(mode);
  const error = seats.lastError;

  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    const target =
      mode !== 'lobby'
        ? '[data-seat-focus]'
        : error !== null
          ? '[data-seat-error] button'
          : back.current;
    if (target !== null) root.current?.querySelector<HTMLElement>(target)?.focus();
  }, [mode, error]);

  const focusBack = (): void => {
    const box = root.current;
    const opener = back.current === null ? null : box?.querySelector<HTMLElement>(back.current);
    (opener ?? box?.querySelector<HTMLElement>('[data-seat-play]'))?.focus();
  };

  let body: ReactNode;
  if (seats.confirmChange) {
    body = (
      <ChangePrompt
        number={format.number(seats.confirmChange.seatId)}
        busy={seats.busy}
        onConfirm={() => void engine.confirmSeatChange(true)}
        onCancel={() => void engine.confirmSeatChange(false)}
      />
    );
  } else if (seats.card) {
    body = (
      <SeatCardView
        card={seats.card}
        mine={seats.card.seatId === seats.mySeatId}
        format={format}
        locale={locale}
        onClose={() => engine.closeSeatCard()}
      />
    );
  } else if (seats.loading && seats.data === null) {
    body = (
      <p className="promo-empty" role="status">
        {t('seats.loading')}
      </p>
    );
  } else if (!seats.enabled) {
    body = <p className="promo-empty">{t('seats.unavailable')}</p>;
  } else {
    const lobby = seatLobby(seats);
    // aria-disabled, not disabled: the button keeps the focus while the engine answers.
    const blocked = disabled || seats.busy;
    const filters: TabDef<SeatFilter>[] = [
      { key: 'all', label: t('seats.filter.all') },
      { key: 'vacant', label: t('seats.filter.vacant') },
    ];
    body = (
      <div className="seat-lobby">
        {error !== null && (
          <div className="promo-alert seat-alert" role="alert" data-seat-error>
            <p>{t(catalogueEntry(error).messageKey as ErrorKey)}</p>
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
              back.current = '[data-seat-play]';
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
                    back.current = `[data-seat="${seat.seatId}"]`;
                    void engine.requestSeat(seat.seatId);
                  }}
                  onInfo={() => {
                    back.current = `[data-seat-info="${seat.seatId}"]`;
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
  return (
    <div ref={root} className="seat-panel">
      {body}
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

/** The prompt before a change of seat: the game reloads on the new seat. */
function ChangePrompt({
  number,
  busy,
  onConfirm,
  onCancel,
}: {
  number: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      className="seat-sheet"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-seat-confirm
      onKeyDown={onEscape(onCancel)}
    >
      <h3 id={`${id}-title`}>{t('seats.change.title')}</h3>
      <p id={`${id}-body`}>{t('seats.change.body', { number })}</p>
      <div className="seat-actions">
        <button
          type="button"
          className="promo-action"
          data-seat-focus
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {t('seats.change.confirm')}
        </button>
        <button
          type="button"
          className="promo-secondary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onCancel();
          }}
        >
          {t('buttons.cancel')}
        </button>
      </div>
    </div>
  );
}

/** A seat's info card, in place of the lobby until it is closed. */
function SeatCardView({
  card,
  mine,
  format,
  locale,
  onClose,
}: {
  card: Card;
  mine: boolean;
  format: PromoFormat;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const number = format.number(card.seatId);
  return (
    <section
      className="seat-sheet"
      aria-labelledby={titleId}
      data-seat-card={card.seatId}
      onKeyDown={onEscape(onClose)}
    >
      <h3 id={titleId} tabIndex={-1} data-seat-focus>
        {t(mine ? 'seats.card.mine' : 'seats.card.title', { number })}
      </h3>
      <SeatStats card={card} format={format} locale={locale} />
      <button type="button" className="promo-action" onClick={onClose}>
        {t('seats.card.close')}
      </button>
    </section>
  );
}

/** SPEC §2 seat info: spins since the last free game, the previous three, big wins in 30 days. */
function SeatStats({ card, format, locale }: { card: Card; format: PromoFormat; locale: string }) {
  const { t } = useTranslation();
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  return (
    <dl className="seat-stats">
      <div>
        <dt>{t('seats.card.spinsSince')}</dt>
        <dd data-stat="since">{format.number(card.spinsSinceFreeGame)}</dd>
      </div>
      <div>
        <dt>{t('seats.card.previousSpins')}</dt>
        <dd data-stat="previous">{list.format(card.previousSpins.map(format.number))}</dd>
      </div>
      <div>
        <dt>{t('seats.card.bigWins', { days: format.number(BIG_WIN_DAYS) })}</dt>
        <dd data-stat="wins">
          <ul className="seat-wins">
            {card.bigWins.map((win) => (
              <li key={win.times}>
                {t('seats.card.winTimes', {
                  times: format.multiplier(win.times),
                  value: format.number(win.count),
                })}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
