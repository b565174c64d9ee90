// The notification stream keeps the operator's contract (issue 45). Prism cannot check it: a proxy
// validates an answer once it has ended, and a stream does not end (docs/testing.md). So a burst
// of events is read straight from the simulator's stream (in-process) with the container's parser
// (eventsource-parser), and each is checked against the document's `x-events` with a standard
// JSON Schema validator (tests/contract/stream-events.ts): a jackpot storm's hits and one event
// of every kind the simulator's generator sends. Events that break the document are rejected.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers, testWorld } from '../../../operator-sim/handlers.ts';
import { JACKPOT_STORM_TOKEN, STORM_SIZE } from '../../../operator-sim/jackpot-data.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { SSE_EVENTS } from '../../../src-worker/session/sse-events.ts';
import { streamEventCheck } from '../../contract/stream-events.ts';

const world = testWorld();
const handlers = createHandlers(world);
const LINE = world.lines[0]?.origin ?? '';
const check = streamEventCheck();

/** The kinds the generator sends (QA's `/__sim/sse/rate`), one each in turn. */
const GENERATED = [SSE_EVENTS.jackpotHit, SSE_EVENTS.inventory, SSE_EVENTS.quest, SSE_EVENTS.wheel];

/** The simulator's answer to a request made as the container makes it, with `token`. */
async function ask(path: string, token: string, signal?: AbortSignal): Promise<Response> {
  const request = new Request(`${LINE}${path}`, {
    headers: { Authorization: token, Accept: 'text/event-stream' },
    ...(signal === undefined ? {} : { signal }),
  });
  const response = await getResponse(handlers, request);
  if (response === undefined) throw new Error(`no handler for ${path}`);
  return response;
}

/** Reads the stream until `count` events came (the simulator pushes them at once or on a timer). */
async function readEvents(body: ReadableStream<Uint8Array>, count: number) {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  while (events.length < count) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the stream ended after ${events.length} events`);
    parser.feed(decoder.decode(value, { stream: true }));
  }
  await reader.cancel();
  // A chunk may have held the next one too.
  return events.slice(0, count);
}

describe('the notification stream against docs/operator-api.yaml x-events', () => {
  it('a jackpot storm and one event of every generated kind all fit the document', async () => {
    const open = new AbortController();
    const stream = await ask('/promotion/v1/notification/10001?loginTime=0', 'demo', open.signal);
    expect(stream.headers.get('Content-Type')).toBe('text/event-stream');
    if (stream.body === null) throw new Error('a stream without a body');
    // The jackpot-storm player's groups call pushes its hits to every open stream.
    await ask('/jackpot/current/v1/groups', JACKPOT_STORM_TOKEN);
    sseHubOf(world).setRate(100);
    try {
      const events = await readEvents(stream.body, STORM_SIZE + GENERATED.length);
      const kinds = events.map((e) => e.event);
      expect(kinds.filter((k) => k === SSE_EVENTS.jackpotHit)).toHaveLength(STORM_SIZE + 1);
      expect(new Set(kinds)).toEqual(new Set(GENERATED));
      const broken = events.map((e) => ({ ...e, problems: check(e) }));
      expect(broken.filter((e) => e.problems.length > 0)).toEqual([]);
    } finally {
      sseHubOf(world).setRate(0);
      open.abort();
    }
  });

  it('rejects an event that breaks the document: its name, its data or its data fields', () => {
    const hit = {
      groupName: 'JackpotLink THB',
      typeName: 'JackpotLink',
      poolName: 'Major',
      gameId: 2001,
      username: 'somchai.k',
      hitValue: 5500,
      recordTime: 1_768_478_340_000,
    };
    const fits = (event: string, data: unknown, id?: string) =>
      check({ event, data: typeof data === 'string' ? data : JSON.stringify(data), id });
    expect(fits('jackpotHit', hit, '7')).toEqual([]);
    expect(fits('quest', '{"questId":"q"}')).toEqual([]);
    // A kind the document does not list, and a nameless (`message`) event.
    expect(fits('bonusRound', hit)).not.toEqual([]);
    expect(check({ data: JSON.stringify(hit) })).not.toEqual([]);
    // A hit whose data is not JSON, lacks a field, or carries one of the wrong type or range.
    expect(fits('jackpotHit', 'hit!')).toEqual(['data is not JSON']);
    const nameless: Partial<typeof hit> = { ...hit };
    delete nameless.username;
    expect(fits('jackpotHit', nameless)).toEqual(["data must have required property 'username'"]);
    expect(fits('jackpotHit', { ...hit, hitValue: '5500' })).toEqual(['data/hitValue must be number']); // prettier-ignore
    expect(fits('jackpotHit', { ...hit, gameId: 0 })).toEqual(['data/gameId must be >= 1']);
  });
});
