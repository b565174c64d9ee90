// Runs in Node (and in unit tests): the fixtures' way of taking the items of a list in turn.

/** The item at `i` counted round a list (names, pools, games in turn); the list is never empty. */
export function inTurn<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error(`no item ${i} in a list of ${list.length}`);
  return item;
}
