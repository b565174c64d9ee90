// Shared by the UI and the worker: the promotion entities of SPEC §3 and the JSON shapes of the
// promotion calls of SPEC §7. SPEC names the entity fields but not the responses, so the
// shapes below are this product's contract with the operator simulator.
//
// Times are numbers of milliseconds since the epoch (UTC) everywhere: the server clock is kept
// that way (EngineState.serverTime), comparisons need no parsing, and a zone is applied only
// when a date is shown (displayTimeZone) or a calendar day is needed (popup and quest rules).
// Ids are strings so that large numeric ids survive JSON unchanged.

// Each feature's entities and call shapes live in its folder; they are named here too. The wire
// shapes are the types of the feature's schemas (its *-schema.ts), named here as types only, so
// that no schema reaches the page's bundle through this module.
export * from './campaigns/campaign-types.ts';
export * from './cards/card-types.ts';
export type * from './campaigns/campaign-schema.ts';
export type * from './cards/card-schema.ts';
export type * from './leaderboards/leaderboard-schema.ts';
export type * from './quests/quest-schema.ts';
export type * from './wheel/wheel-schema.ts';
export * from './wheel/wheel-types.ts';

/** The popups of SPEC §2, as the popup records name them. */
export type PopupType =
  | 'freeSpin'
  | 'quest'
  | 'campaign'
  | 'leaderboard'
  | 'seatInfoCard'
  | 'jpHistory'
  | 'inventory'
  | 'wheel';

/** Every popup type, in SPEC §2 order. */
export const POPUP_TYPES: readonly PopupType[] = [
  'freeSpin',
  'quest',
  'campaign',
  'leaderboard',
  'seatInfoCard',
  'jpHistory',
  'inventory',
  'wheel',
];

/** SPEC §3 popup record: one per account and popup type, kept in IndexedDB. */
export interface PopupRecord {
  /** Which popup this record is about. */
  popupType: PopupType;
  /** Its order when it was last shown: -1 always shows, else 1 (first) to 6 (sixth). */
  order: number;
  /** False when the operator switched this popup off. */
  enable: boolean;
  /** True once shown on the day of ts; stale after midnight, so rules read ts, not this. */
  showToday: boolean;
  /** When it was last shown (ms since epoch). */
  ts: number;
}

/** Every promotion response: status 0000 is success (as on the main API); data null on failure. */
export interface PromotionResponse<T> {
  /** '0000' on success, else an error code string (SPEC §8). */
  status: string;
  /** The payload. */
  data: T | null;
}
