// Runs in Vitest (Node): the event-stream format as the web-platform-tests eventsource format-*
// tests check it, byte for byte, through the real client over msw.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_CEILING } from '../support/draws.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import {
  createSseClient,
  type SseClient,
  type SseMessage,
} from '../../../src-worker/session/sse-client.ts';
import { useSimServer } from '../support/sim-server.ts';

const URL_ = 'http://sse.test/stream';
const encoder = new TextEncoder();
let served: Uint8Array[] = [];
const requests: Headers[] = [];

useSimServer({
  only: [
    http.get(URL_, ({ request }) => {
      requests.push(request.headers);
      const chunks = requests.length === 1 ? served : [];
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  ],
  timers: 'all',
});
beforeEach(() => {
  requests.length = 0;
});
let client: SseClient | null = null;
afterEach(() => {
  client?.stop();
  client = null;
});

/** Advances fake time 10 ms at a time until `done()` holds (well before any reconnect). */
async function until(done: () => boolean, maxMs = 900): Promise<void> {
  for (let t = 0; t < maxMs && !done(); t += 10) await vi.advanceTimersByTimeAsync(10);
  expect(done()).toBe(true);
}

/** Serves the chunks (text or bytes) as one stream and returns what the client dispatched. */
async function receive(chunks: (string | number[])[]): Promise<SseMessage[]> {
  served = chunks.map((c) => (typeof c === 'string' ? encoder.encode(c) : new Uint8Array(c)));
  const messages: SseMessage[] = [];
  let opened = false;
  const c = createSseClient(
    { fetch: globalThis.fetch, clock: systemClock(), random: AT_CEILING },
    { url: URL_, onMessage: (m) => messages.push(m), onOpen: () => (opened = true) },
  );
  client = c;
  c.start();
  await until(() => opened && !c.connected);
  return messages;
}

/** Serves the chunks, lets the stream end, and returns the Last-Event-ID of the reconnect. */
async function reconnectHeader(chunks: string[]): Promise<string | null> {
  await receive(chunks);
  await vi.advanceTimersByTimeAsync(1_000);
  await until(() => requests.length === 2);
  return requests[1]!.get('Last-Event-ID');
}

const data = (messages: SseMessage[]): string[] => messages.map((m) => m.data);

describe('event-stream format', () => {
  it('ignores one leading BOM; a BOM later (or a second one) spoils its line (format-bom)', async () => {
    expect(data(await receive(['\uFEFFdata:1\n\n\uFEFFdata:2\n\ndata:3\n\n']))).toEqual(['1', '3']);
    client?.stop();
    requests.length = 0;
    expect(data(await receive(['\uFEFF\uFEFFdata:1\n\ndata:2\n\ndata:3\n\n']))).toEqual(['2', '3']);
  });

  it('ignores a BOM whose bytes arrive in two chunks', async () => {
    expect(data(await receive([[0xef], [0xbb, 0xbf, ...encoder.encode('data:1\n\n')]]))).toEqual([
      '1',
    ]);
  });

  it('accepts CR, LF and CRLF mixed, a final CR included (format-newlines)', async () => {
    expect(data(await receive(['data:test\r\ndata\ndata:test\r\n\r']))).toEqual(['test\n\ntest']);
  });

  it('joins a CRLF split across chunks into one line end', async () => {
    expect(data(await receive(['data:a\r', '\n\r', '\ndata:b\r\n\r\n']))).toEqual(['a', 'b']);
  });

  it('skips comments of any length, with any line end (format-comments)', async () => {
    const long = 'x'.repeat(2 * 1024);
    const stream = `data:1\r:\0\n:\r\ndata:2\n:${long}\rdata:3\n:data:fail\r:${long}\ndata:4\n\n`;
    expect(data(await receive([stream]))).toEqual(['1\n2\n3\n4']);
  });

  it('treats keep-alive comments between events as nothing', async () => {
    const messages = await receive([': ping\n\n', 'data: a\n\n', ': ping\n', ': ping\n\n']);
    expect(data(messages)).toEqual(['a']);
  });

  it('dispatches data before the final empty line only; a cut-off event and its id are dropped', async () => {
    // format-data-before-final-empty-line: the reconnect carries no Last-Event-ID.
    const header = await reconnectHeader(['retry:1000\ndata:test1\n\nid:test\ndata:test2\n']);
    expect(header).toBeNull();
  });

  it('discards an event cut off at the end of the stream', async () => {
    expect(data(await receive(['data: a\n\ndata: b\n']))).toEqual(['a']);
    client?.stop();
    requests.length = 0;
    expect(data(await receive(['data: a\n\ndata: b']))).toEqual(['a']);
  });

  it('reads a field without a colon as the field with an empty value (format-field-data)', async () => {
    expect(data(await receive(['data:\n\ndata\ndata\n\ndata:test\n\n']))).toEqual([
      '',
      '\n',
      'test',
    ]);
  });

  it('strips one leading space after the colon, and nothing else', async () => {
    const messages = await receive(['data:  two\ndata: one\ndata:none\ndata:\ttab\n\n']);
    expect(data(messages)).toEqual([' two\none\nnone\n\ttab']);
  });

  it('does not dispatch a block without data; unknown fields are ignored', async () => {
    const messages = await receive(['event: quest\n\nid: 9\n\nfoo: bar\nDATA: x\ndata: y\n\n']);
    expect(data(messages)).toEqual(['y']);
  });

  it('types events as message by default and by the event field otherwise', async () => {
    const messages = await receive([
      'data: a\n\nevent: jackpotHit\ndata: b\n\nevent:\ndata: c\n\nevent: quest\ndata: d\n\n',
    ]);
    expect(messages.map((m) => m.type)).toEqual(['message', 'jackpotHit', 'message', 'quest']);
  });

  it('keeps NUL inside data and decodes UTF-8 split across chunks', async () => {
    const bytes = [...encoder.encode('data: caf\u00e9 \u{1F3B0}\0\n\n')];
    const messages = await receive([bytes.slice(0, 9), bytes.slice(9, 13), bytes.slice(13)]);
    expect(data(messages)).toEqual(['caf\u00e9 \u{1F3B0}\0']);
  });

  it('gives each event its own id and keeps the last one for Last-Event-ID (format-field-id)', async () => {
    const messages = await receive(['id: 1\ndata: 1\n\ndata:2\n\n']);
    expect(messages.map((m) => m.id)).toEqual(['1', '']);
    expect(client?.lastEventId).toBe('1');
  });

  it('ignores an id containing NUL: the earlier id is sent on reconnect', async () => {
    expect(await reconnectHeader(['id: 1\ndata: a\n\nid: 2\0x\ndata: b\n\n'])).toBe('1');
  });

  it('lets an empty id reset Last-Event-ID', async () => {
    expect(await reconnectHeader(['id: 1\ndata: 1\n\nid:\ndata:2\n\n'])).toBeNull();
  });

  it('sends a non-ASCII Last-Event-ID as its UTF-8 bytes', async () => {
    const header = await reconnectHeader(['id: \u2026\ndata: a\n\n']);
    const bytes = Uint8Array.from(header ?? '', (ch) => ch.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('\u2026');
  });
});
