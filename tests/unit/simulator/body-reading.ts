// Test helper (Vitest, Node): reads a response body in the background, recording what arrived,
// when, and how the read ended, so a fault test can check bytes and times as a client sees them.

/** What a background read has seen so far. */
export interface Reading {
  /** Bytes of body received so far. */
  bytes: number;
  /** Each chunk's size, in arrival order. */
  chunks: number[];
  /** Date.now() at each chunk's arrival (fake timers move it). */
  times: number[];
  /** The text received so far (UTF-8, without decoding errors in these ASCII bodies). */
  text: string;
  /** null while reading; 'done' on a clean end; the error when the read failed. */
  end: null | 'done' | Error;
  /** Settles when the read ends, however it ends. */
  ended: Promise<void>;
  /** Gives up reading (as a client closing the page does). */
  cancel(): Promise<void>;
}

/** Starts reading `response`'s body; the returned record fills as bytes arrive. */
export function readInBackground(response: Response): Reading {
  const body = response.body;
  if (body === null) throw new Error('the response has no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const reading: Reading = {
    bytes: 0,
    chunks: [],
    times: [],
    text: '',
    end: null,
    ended: Promise.resolve(),
    cancel: () => reader.cancel().catch(() => undefined),
  };
  reading.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        reading.bytes += value.length;
        reading.chunks.push(value.length);
        reading.times.push(Date.now());
        reading.text += decoder.decode(value, { stream: true });
      }
      reading.end = 'done';
    } catch (error) {
      reading.end = error instanceof Error ? error : new Error(String(error));
    }
  })();
  return reading;
}
