// Runs in the worker (and in Node): popups on game ready, one after another (SPEC §4, §9).
import { PANEL_OF_POPUP, type PromotionState } from '../../../shared/promotions/promotion-state.ts';
import type { PopupType } from '../../../shared/promotions/promotion-types.ts';
import {
  type GameReadyFacts,
  type PopupRecords,
  type PopupSetting,
  POPUP_GAP_MS,
  choosePopups,
  popupCandidates,
  popupOrder,
  recordShown,
} from './popup-rules.ts';
import type { EnginePorts } from '../../lib/ports.ts';
import { ALWAYS_IDLE, type RoundGate } from '../../lib/round-gate.ts';

/** The IndexedDB key of the popup records (SPEC §3 popup record fields), all accounts. */
export const POPUP_RECORDS_KEY = 'popup_records';

/** Shows the chosen popups in turn; each opens its panel, and closing it moves on. */
export interface PopupScheduler {
  /** Chooses and starts the popups for this account, with the operator's settings. */
  run(
    facts: GameReadyFacts,
    accountId: string,
    now: number,
    settings?: Partial<Record<PopupType, PopupSetting>>,
  ): Promise<PopupType[]>;
  /**
   * The player closed the panel a popup had opened: the next one follows after 250 ms, and so does
   * one that a later run queues within those 250 ms.
   */
  panelClosed(): void;
  /** Forgets the queue (the game changed); a popup on screen is the caller's to close. */
  reset(): void;
  dispose(): void;
}

/**
 * The player's own calendar day decides "today"; the worker knows the device's zone. Without one
 * (Intl cannot tell), or with one that names no zone, choosePopups counts days in UTC.
 */
function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // No zone to give: undefined.
  }
}

/**
 * Creates the scheduler over the promotions state; `onShow` hears of each popup as it shows. No
 * popup lands on a round in play (`round`): the next one waits for the game to be idle.
 */
export function createPopupScheduler(
  ports: EnginePorts,
  promo: PromotionState,
  onShow: (type: PopupType) => void = () => undefined,
  round: RoundGate = ALWAYS_IDLE,
): PopupScheduler {
  const queue: PopupType[] = [];
  let timer: unknown = null;
  let running: Promise<unknown> = Promise.resolve();
  // The last run's account, time and settings, for the records: each run sets them before it
  // queues anything, so nothing reads them unset.
  let account: string;
  let runNow: number;
  let settings: Partial<Record<PopupType, PopupSetting>>;

  const readRecords = async (): Promise<PopupRecords> => {
    const stored = await ports.store.get<PopupRecords>(POPUP_RECORDS_KEY).catch(() => undefined);
    return stored && typeof stored === 'object' ? stored : {};
  };

  const showNext = (): void => {
    timer = null;
    if (round.inPlay()) return;
    const type = queue.shift();
    if (type === undefined) return;
    promo.popup = type;
    // Every popup type opens a panel: PANEL_OF_POPUP names one for each (the type checks it).
    promo.panel = PANEL_OF_POPUP[type];
    onShow(type);
    const now = runNow;
    void readRecords()
      .then((records) =>
        ports.store.set(
          POPUP_RECORDS_KEY,
          recordShown(records, account, type, popupOrder(type, settings[type]), now),
        ),
      )
      // A full or broken store must not stop the popups; the worst case is seeing one twice.
      .catch(() => undefined);
  };

  const choose = async (
    facts: GameReadyFacts,
    accountId: string,
    now: number,
    operatorSettings: Partial<Record<PopupType, PopupSetting>>,
  ): Promise<PopupType[]> => {
    account = accountId;
    settings = operatorSettings;
    runNow = now;
    const records = await readRecords();
    const chosen = choosePopups({
      candidates: popupCandidates(facts),
      settings: operatorSettings,
      records,
      accountId,
      now,
      zone: deviceZone(),
    });
    queue.push(...chosen.filter((type) => !queue.includes(type) && type !== promo.popup));
    if (promo.popup === null && timer === null) showNext();
    return chosen;
  };

  // The game turned idle: the popup held back shows (one still in its gap waits for the gap).
  const stopIdle = round.onIdle(() => {
    if (promo.popup === null && timer === null) showNext();
  });

  return {
    run(facts, accountId, now, operatorSettings = {}) {
      // One run at a time: two runs reading the records together would queue a popup twice.
      const next = running.then(() => choose(facts, accountId, now, operatorSettings));
      running = next.catch(() => undefined);
      return next;
    },
    panelClosed() {
      if (promo.popup === null) return;
      promo.popup = null;
      // The gap runs even after the last one: a popup a later run queues waits for it too.
      timer = ports.clock.setTimeout(showNext, POPUP_GAP_MS);
    },
    reset() {
      if (timer !== null) ports.clock.clearTimeout(timer);
      timer = null;
      queue.length = 0;
    },
    dispose() {
      stopIdle();
      if (timer !== null) ports.clock.clearTimeout(timer);
      queue.length = 0;
    },
  };
}
