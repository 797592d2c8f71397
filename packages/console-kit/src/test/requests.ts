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

/**
 * Answers the console's reads of one list (GET `path` under the API base, with any query) with
 * what `change` makes of the sandbox's answer: another order, as a real server's may be, to show
 * that a page sorts what it shows itself. A recorder as well: the paths read. Call it before the
 * page renders.
 */
export function changeListAnswer<Item>(
  apiBase: string,
  path: string,
  change: (items: Item[]) => Item[],
): string[] {
  const reads: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || `${url.origin}${url.pathname}` !== `${apiBase}${path}`) {
      return realFetch(request);
    }
    reads.push(url.pathname + url.search);
    const answer = await realFetch(request);
    if (!answer.ok) return answer;
    const items = (await answer.json()) as Item[];
    return Response.json(change(items), { status: answer.status });
  });
  return reads;
}

/** Items by a text of theirs, Z to A: the order a page that sorts A to Z must not keep. */
export const descendingBy =
  <Item>(textOf: (item: Item) => string) =>
  (items: Item[]) =>
    [...items].sort((a, b) => textOf(b).localeCompare(textOf(a)));

afterEach(() => vi.restoreAllMocks());
