// Runs on the main thread (lazily loaded chunk): the seat panel: the lobby (SeatLobby), the confirm
// prompt before a change of seat (ChangePrompt) or a seat's info card (SeatCard), and where the
// focus goes between them (SPEC §2, §4).
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../components/panel-props.ts';
import { ChangePrompt } from './ChangePrompt.tsx';
import { SeatCardView } from './SeatCard.tsx';
import { SeatLobby } from './SeatLobby.tsx';
import './seats.css';

/** What the panel body shows: the lobby, the change-of-seat prompt or a seat's info card. */
type Mode = 'lobby' | 'confirm' | 'card';

/** The seat panel; its frame (title, Close, focus trap) is the panel host's (PanelFrame). */
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
    body = (
      <SeatLobby
        engine={engine}
        seats={seats}
        disabled={disabled}
        format={format}
        locale={locale}
        onLobby={onLobby}
        error={error}
        onOpener={(selector) => {
          back.current = selector;
        }}
        focusBack={focusBack}
      />
    );
  }
  return (
    <div ref={root} className="seat-panel">
      {body}
    </div>
  );
}
