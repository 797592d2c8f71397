import { afterEach, vi } from 'vitest';

export interface RecordedRequest {
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
export function recordWrites(apiBase: string): RecordedRequest[] {
  return recordRequests(apiBase, (method) => method !== 'GET');
}

/** Records the reads (GET requests) the console sends, as `recordWrites` does its writes. */
export function recordReads(apiBase: string): RecordedRequest[] {
  return recordRequests(apiBase, (method) => method === 'GET');
}

function recordRequests(apiBase: string, recorded: (method: string) => boolean) {
  const requests: RecordedRequest[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (recorded(request.method) && request.url.startsWith(apiBase)) {
      // A read (no body) is recorded as it is sent.
      const text = request.method === 'GET' ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: request.url.slice(apiBase.length),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
    }
    return realFetch(request);
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());
