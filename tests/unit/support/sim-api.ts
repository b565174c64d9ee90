// Test helpers: the simulator's main API (POST {line}/frontendAPI.do), as the engine calls it.
import { expect } from 'vitest';

/** Posts the form fields to the main API on `line`. */
export function postApi(
  line: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${line}/frontendAPI.do`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The main API's JSON answer, which must come with HTTP 200. */
export async function apiJson(
  line: string,
  fields: Record<string, string>,
  headers?: Record<string, string>,
): Promise<{ status: string; data?: unknown; brand?: unknown } & Record<string, unknown>> {
  const response = await postApi(line, fields, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string } & Record<string, unknown>;
}
