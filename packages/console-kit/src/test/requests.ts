import { afterEach, vi } from 'vitest';

export interface RecordedWrite {
  method: string;
  /** The path after the API base, e.g. /Accounts/{sid}. */
  path: string;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/**
 * Records the writes (every request but GET) the console sends, while they still reach the
 * sandbox: a recorder, not a mock. Call it before the page renders.
 */
export function recordWrites(apiBase: string): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' && request.url.startsWith(apiBase)) {
      const text = await request.clone().text();
      writes.push({
        method: request.method,
        path: request.url.slice(apiBase.length),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
    }
    return realFetch(request);
  });
  return writes;
}

afterEach(() => vi.restoreAllMocks());
