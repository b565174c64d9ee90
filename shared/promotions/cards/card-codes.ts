// Shared by the UI and the worker: the card's error code, apart from the card rules, so the
// engine's rows (shared/promotions/promotion-rows.ts, in the page's first script) name it
// without bringing the rules along.

/** The error code of a game card rule violation (SPEC §5). */
export const CARD_RULE_VIOLATION = '227';
