// Test helper: answers as a phone's network delivers them, for msw handlers of a test's own: the
// start of a body and then nothing (a phone between cells), a body a few bytes at a time.
import { HttpResponse } from 'msw';

const encoder = new TextEncoder();
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The headers and the first bytes of `text`, then nothing more, never closed. */
export function stalledAnswer(text = '{"status":"0000","data":'): Response {
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(text.slice(0, 20))),
  });
  return new HttpResponse(body, { headers: JSON_HEADERS });
}

/** `text` at `bytesPerSecond` (fake timers move it), then closed. */
export function trickledAnswer(text: string, bytesPerSecond = 1): Response {
  const bytes = encoder.encode(text);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          const next = Math.min(bytes.length, sent + bytesPerSecond);
          controller.enqueue(bytes.slice(sent, next));
          sent = next;
          if (sent >= bytes.length) controller.close();
          resolve();
        }, 1_000);
      }),
  });
  return new HttpResponse(body, { headers: JSON_HEADERS });
}
