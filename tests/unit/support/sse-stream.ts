// Test helper: a stream endpoint of the tests' own beside the simulator's, answering each request
// with the next answer of a plan, and recording when (fake time) each came.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/** The test stream's address. */
export const TEST_URL = 'http://sse.test/stream';
const encoder = new TextEncoder();

/** Every request to the test stream: when (fake time) and with which headers. */
export const hits: { at: number; headers: Headers }[] = [];

/** Answers each request with the next entry of `plan`, then repeats the last. */
export function serve(server: SetupServer, plan: (() => Response)[]): void {
  server.use(
    http.get(TEST_URL, ({ request }) => {
      hits.push({ at: Date.now(), headers: request.headers });
      return plan[Math.min(hits.length, plan.length) - 1]!();
    }),
  );
}

/** A text/event-stream answer with these chunks, ended after them (or left open). */
export function stream(
  chunks: string[],
  end = true,
  contentType = 'text/event-stream',
): () => Response {
  return () =>
    new HttpResponse(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          if (end) controller.close();
        },
      }),
      { headers: { 'Content-Type': contentType } },
    );
}

/** Gaps between consecutive requests to the test stream. */
export const gaps = (): number[] => hits.slice(1).map((h, i) => h.at - hits[i]!.at);
