// Runs in the worker (and in Node): who answers each engine member, and the gates in front. The
// composition (engine.ts) hands one table, by feature, of the services answering its rows
// (shared/<feature>/*-rows.ts); each member is taken from the feature whose rows declare it, so
// no order of spreads decides it. A gate names its members and says whether a call may go
// ahead; one it stops is refused with the member's worker-gone answer (an intent: nothing).
import {
  type CallKey,
  type EngineArgs,
  type EngineResults,
  FEATURE_ROWS,
  type Feature,
  type FeatureApi,
  type IntentKey,
  type MethodsOf,
  WORKER_GONE,
  byKey,
  isMemberOf,
} from '../../shared/engine/boundary.ts';

/** The features the table answers: all but the engine's own members (boot, snapshot...). */
type AnsweringFeature = Exclude<Feature, 'engine'>;

/** Each feature's service, answering exactly its rows' members. */
export type AnswerTable = { [F in AnsweringFeature]: FeatureApi<F> };

/** Every member the table answers. */
export type AnsweredKey = Exclude<CallKey | IntentKey, 'snapshot'>;

/** A gate in front of some members, by name. */
export interface Gate<K extends AnsweredKey = AnsweredKey> {
  readonly members: readonly K[];
  /** Whether this call of `key` may go ahead. */
  lets(key: K, args: EngineArgs[K]): boolean;
}

type Answers = MethodsOf<AnsweredKey>;

/** The feature whose rows declare each member. */
const FEATURE_OF = new Map<string, AnsweringFeature>(
  Object.entries(FEATURE_ROWS).flatMap(([feature, rows]) =>
    feature === 'engine'
      ? []
      : Object.keys(rows).map((key): [string, AnsweringFeature] => [
          key,
          feature as AnsweringFeature,
        ]),
  ),
);

/**
 * The members, each answered by its feature's service in `table`, behind `gates`: the first gate
 * is asked first, and a member no gate names goes straight to its service.
 */
export function answerAll(table: AnswerTable, gates: readonly Gate[]): Answers {
  const keys = [...FEATURE_OF.keys()] as AnsweredKey[];
  return byKey<Answers>(keys, (key) => gated(table, gates, key));
}

function gated<K extends AnsweredKey>(
  table: AnswerTable,
  gates: readonly Gate[],
  key: K,
): (...args: EngineArgs[K]) => EngineResults[K] {
  const feature = FEATURE_OF.get(key);
  // Each service answers its feature's rows (AnswerTable); the index cannot say which one.
  const service = (feature === undefined ? {} : table[feature]) as Answers;
  const method: (...args: EngineArgs[K]) => EngineResults[K] = (...args) => service[key](...args);
  const mine = gates.filter((gate) => gate.members.includes(key));
  if (mine.length === 0) return method;
  const refused = (isMemberOf('call', key) ? WORKER_GONE[key] : undefined) as EngineResults[K];
  return (...args) => (mine.every((gate) => gate.lets(key, args)) ? method(...args) : refused);
}
