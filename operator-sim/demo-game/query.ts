// Runs in the browser, in the demo game: what the container put in the game's address (the SDK
// reads parentOrigin itself, in connect()).
import { type Insets, addressInsets } from '../../game-sdk/src/index.ts';
import { type Lang, readLang } from './texts.ts';

/** The bet when the container hands none (betSelections and betIndex in the address). */
const DEFAULT_BET = 1;
/** The game id when the address names none (mType). */
const DEFAULT_GAME_ID = 2001;

/** The operator's bet at betIndex of betSelections (the container's config), else the default. */
function startingBet(selections: string | null, index: string | null): number {
  const bets = (selections ?? '').split(',').map(Number);
  const bet = bets[Number(index ?? 0)];
  return bets.every((b) => b > 0) && bet !== undefined && bet > 0 ? bet : DEFAULT_BET;
}

export interface Query {
  lang: Lang;
  bet: number;
  gameId: number;
  /** The raw mType (the recommendation button hides in the game it recommends). */
  mType: number;
  layout: 'default' | 'low';
  /** The room the container keeps for its controls, until its first reservedAreas message. */
  insets: Insets;
}

export function readQuery(search: string): Query {
  const params = new URLSearchParams(search);
  const mType = Number(params.get('mType'));
  return {
    lang: readLang(params.get('lang')),
    bet: startingBet(params.get('betSelections'), params.get('betIndex')),
    gameId: Number.isSafeInteger(mType) && mType > 0 ? mType : DEFAULT_GAME_ID,
    mType,
    layout: params.get('layout') === 'low' ? 'low' : 'default',
    insets: addressInsets(search),
  };
}
