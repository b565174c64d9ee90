// The engine boundary, pinned in types (comlink's type tests are the model): tsc checks this file
// (tsconfig.node.json); Vitest does not run it. A change that breaks one of these fails
// `npm run test:types`.
import { expectTypeOf } from 'vitest';
import type { BootPhase, LogStats } from '../../../shared/engine/engine-api.ts';
import type { GameMessageType } from '../../../shared/engine/rows.ts';
import {
  type Answer,
  type CallKey,
  type ENGINE_ROWS_ALL,
  type EngineApi,
  type FeatureApi,
  type IntentKey,
  type LocalKey,
  type MemberKind,
  type PageAnswer,
  type RemoteEngine,
  type WORKER_GONE,
  type WorkerApi,
} from '../../../shared/engine/boundary.ts';
import type { CardAnswer, DrawAnswer } from '../../../shared/promotions/promotion-state.ts';
import type { SeatAnswer, SeatRequestAnswer } from '../../../shared/seats/seat-state.ts';
import type { PromptKind, PromptOutcome } from '../../../shared/prompts/prompts.ts';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';

declare const client: EngineClient;

// EngineApi is the rows: every member is a row's, with the signature its row declares.
expectTypeOf<keyof typeof ENGINE_ROWS_ALL>().toEqualTypeOf<keyof EngineApi>();
expectTypeOf<CallKey | IntentKey | LocalKey>().toEqualTypeOf<keyof EngineApi>();
expectTypeOf<CallKey & IntentKey>().toBeNever();
expectTypeOf<(typeof ENGINE_ROWS_ALL)[keyof EngineApi]['kind']>().toExtend<MemberKind>();
expectTypeOf<EngineApi['requestSeat']>().toEqualTypeOf<
  (seatId: number) => Promise<SeatRequestAnswer>
>();
expectTypeOf<EngineApi['setScene']>().toEqualTypeOf<(scene: string, symbols?: string[]) => void>();
expectTypeOf<EngineApi['answerPrompt']>().toEqualTypeOf<
  (kind: PromptKind, accept: boolean) => PromptOutcome
>();
// A feature's members are its rows' alone.
expectTypeOf<keyof FeatureApi<'seats'>>().toEqualTypeOf<
  | 'seatPlayNow'
  | 'requestSeat'
  | 'confirmSeatChange'
  | 'setSeatFilter'
  | 'openSeatCard'
  | 'closeSeatCard'
  | 'dismissSeatError'
>();
// A member without a row is no member: not on EngineApi, the page's engine or a feature's answers.
// @ts-expect-error no row declares it
expectTypeOf<EngineApi['noSuchMember']>().toBeFunction();
// @ts-expect-error nor can the page call it
expectTypeOf<EngineClient['noSuchMember']>().toBeFunction();
const extra: FeatureApi<'jackpots'> = {
  loadJackpotWinners: () => undefined,
  jackpotBroadcast: () => undefined,
  // @ts-expect-error a feature cannot answer a member its rows do not declare
  loadJackpotPools: () => undefined,
};
expectTypeOf(extra).toBeObject();
// @ts-expect-error nor leave one of its rows unanswered
const partial: FeatureApi<'jackpots'> = { loadJackpotWinners: () => undefined };
expectTypeOf(partial).toBeObject();
// A row's signature holds its handler: it takes the row's arguments.
const wrong: FeatureApi<'perf'> = {
  // @ts-expect-error perfTimeline takes the page's timings, not a number
  perfTimeline: (page: number) => Promise.resolve(page > 0),
  perfVitals: () => undefined,
};
expectTypeOf(wrong).toBeObject();

// Intents return nothing, on the engine's API and on the page: the one-way channel has no answer.
expectTypeOf<ReturnType<EngineApi[IntentKey]>>().toBeVoid();
expectTypeOf<ReturnType<RemoteEngine[IntentKey]>>().toBeVoid();
expectTypeOf(client.gameMessageRefused).returns.toBeVoid();
// An intent takes the engine method's arguments.
expectTypeOf(client.setScene).parameters.toEqualTypeOf<Parameters<EngineApi['setScene']>>();

// A call is a Promise of its answer, or of its worker-gone answer (declared once, in the table).
expectTypeOf(client.useCard).returns.toEqualTypeOf<Promise<PageAnswer<'useCard'>>>();
// The game hears whether its modal or its switch was accepted (the protocol's `result`).
expectTypeOf(client.openModal).returns.toEqualTypeOf<Promise<boolean>>();
expectTypeOf(client.requestGameSwitch).returns.toEqualTypeOf<Promise<boolean>>();
expectTypeOf<PageAnswer<'useCard'>>().toExtend<CardAnswer>();
expectTypeOf<PageAnswer<'drawWheel'>>().toExtend<DrawAnswer>();
expectTypeOf<PageAnswer<'seatPlayNow'>>().toExtend<SeatAnswer>();
expectTypeOf<PageAnswer<'logStats'>>().toEqualTypeOf<LogStats | null>();
expectTypeOf<Answer<'drawWheel'>>().toEqualTypeOf<DrawAnswer>();
expectTypeOf<typeof WORKER_GONE>().toHaveProperty('answerPrompt');
expectTypeOf<keyof typeof WORKER_GONE>().toEqualTypeOf<CallKey>();

// Local members stay headless: the page and the worker's port never reach them.
expectTypeOf<EngineClient>().not.toHaveProperty('boot');
expectTypeOf<EngineClient>().not.toHaveProperty('subscribe');
expectTypeOf<EngineClient>().not.toHaveProperty('dispose');
expectTypeOf<WorkerApi>().not.toHaveProperty('boot');
expectTypeOf<WorkerApi>().not.toHaveProperty('dispose');
// The headless engine has them, and says at once whether a switch or a modal was accepted.
expectTypeOf<Engine>().toHaveProperty('subscribe');
expectTypeOf<Engine['dispose']>().returns.toBeVoid();
expectTypeOf<Engine['requestGameSwitch']>().returns.toEqualTypeOf<boolean>();
expectTypeOf<Engine['openModal']>().returns.toEqualTypeOf<boolean>();
expectTypeOf<Engine>().toExtend<EngineApi>();

// The page's mirror is read only, to any depth: only the worker writes the state.
expectTypeOf(client.mirror.phase).toEqualTypeOf<BootPhase>();
// @ts-expect-error the UI never writes the mirror
client.mirror.phase = 'ready';
// @ts-expect-error not a nested field either
client.mirror.promotions.loaded = true;
// @ts-expect-error nor an array in it
client.mirror.games.length = 0;
// @ts-expect-error nor the mirror itself
client.mirror = structuredClone(client.mirror);

// Every message a game may post is heard by a row (its `heard`), and only those: a message the
// protocol gains reaches no member until a row says which.
type Rows = typeof ENGINE_ROWS_ALL;
/** The keys a type requires (a row's `heard` names its messages; the rest are optional). */
type Required<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type HeardTypes = { [M in keyof Rows]: Required<NonNullable<Rows[M]['heard']>> }[keyof Rows];
expectTypeOf<HeardTypes>().toEqualTypeOf<GameMessageType>();
