// Shared by the UI, the worker and the simulator: the container functions an operator switches
// with the config's functionList (SPEC §3), and the system buttons (isSystemButtonVisible).

/** The functionId of each container function (docs/config.md); other ids switch nothing. */
export const FUNCTION_IDS = {
  /** Quests, cards and free spins, campaigns, the lucky wheel, leaderboards. */
  promotions: 1,
  /** The seat system of slot games. */
  seats: 2,
  /** Linked jackpot pools, winners and hit notices. */
  jackpots: 3,
  /** The more-games menu, its list, the open rounds and switching game in place. */
  moreGames: 4,
} as const;

/** A container function switched by functionList. */
export type ContainerFunction = keyof typeof FUNCTION_IDS;

/** What is on for this player: the operator's switches joined with the account's (demo, API). */
export type ContainerSwitches = Record<ContainerFunction, boolean> & {
  /** The container's own system buttons (close, more games); false hides them. */
  systemButtons: boolean;
};

/** Everything on: before the config says otherwise. */
export function allSwitchesOn(): ContainerSwitches {
  return { promotions: true, seats: true, jackpots: true, moreGames: true, systemButtons: true };
}
