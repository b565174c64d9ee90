// The engine boundary, pinned in types (comlink's type tests are the model): tsc checks this file
// (tsconfig.node.json); Vitest does not run it. A change that breaks one of these fails
// `npm run test:types`.
import { expectTypeOf } from 'vitest';
import type { BootPhase, EngineApi, LogStats } from '../../../shared/engine/engine-api.ts';
import {
  type Answer,
  type CallKey,
  type ENGINE_MEMBERS,
  type IntentKey,
  type LocalKey,
  type MemberKind,
  type PageAnswer,
  type RemoteEngine,
  type WORKER_GONE,
  type WorkerApi,
} from '../../../shared/engine/boundary.ts';
import type { CardAnswer, DrawAnswer } from '../../../shared/promotions/promotion-state.ts';
import type { SeatAnswer } from '../../../shared/seats/seat-state.ts';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';

declare const client: EngineClient;

// Every EngineApi member is in the table, once, and nothing else is.
expectTypeOf<keyof typeof ENGINE_MEMBERS>().toEqualTypeOf<keyof EngineApi>();
expectTypeOf<CallKey | IntentKey | LocalKey>().toEqualTypeOf<keyof EngineApi>();
expectTypeOf<CallKey & IntentKey>().toBeNever();
expectTypeOf<(typeof ENGINE_MEMBERS)[keyof EngineApi]>().toExtend<MemberKind>();
// A table that leaves a member out does not pass for the boundary.
// @ts-expect-error boot (and every other member) is missing
const partialTable: Record<keyof EngineApi, MemberKind> = { snapshot: 'call' };
expectTypeOf(partialTable).toBeObject();

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
