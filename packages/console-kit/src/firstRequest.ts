// console-kit/first-request: a host's head start on a list page's rows. A script in the page's
// HTML runs it before the console's code has come: it sends the request the page's route sends
// first, and gives its answer to the console when the console sends the same request. Nothing
// here draws (no React): a host bundles it on its own, small, into its HTML.
import { bearer, requestUrl, type Request } from './api/client.ts';
import { createApi } from './api/resources.ts';
import { serviceProvidersApi } from './api/serviceProviders.ts';
import type { RouteStart } from './data/firstQuery.ts';
import { createStorageAuthAdapter } from './provider/auth.ts';
import { defaultFeatures, type Features } from './provider/features.ts';
import { defaultStorages, storageKeys } from './provider/storage.ts';
import { listRoutes } from './routes/firstQueries.ts';
import { matchPath } from './routes/matchPath.ts';
import { createPermissions } from './session/permissions.ts';
import { sessionFromToken } from './session/sessionStore.ts';
import { wantedProvider } from './session/wantedProvider.ts';

export { parseFeatures, type Features } from './provider/features.ts';

/** How long an answer waits for the console to ask for it; after that the console asks anew. */
const FIRST_ANSWER_WAIT_MS = 10_000;

export interface FirstRequestOptions {
  /** The API base the host gives the console (`ConsoleProvider`'s `apiBase`). */
  apiBase: string;
  /** The feature flags the host gives the console. */
  features?: Partial<Features>;
  /** The page's address: the window's unless given. */
  location?: Pick<Location, 'origin' | 'pathname' | 'search'>;
}

type Answers = Map<string, Promise<Response>>;

/** A GET's identity: its URL and the token it carries (null for any other request). */
function requestKey(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET') return null;
  return `${new Headers(init?.headers).get('Authorization') ?? ''} ${input}`;
}

/** The answer, or the request's abort (the console left the page, or gave up waiting). */
function unlessAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return answer;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/** Gives each answer to the first fetch of the same GET, once, while it waits; every other
 *  request goes out as it would. The page's fetch is its own again once nothing waits. */
function giveAnswers(answers: Answers) {
  const send = globalThis.fetch;
  const giving: typeof fetch = (input, init) => {
    const key = requestKey(input, init);
    const answer = key === null ? undefined : answers.get(key);
    if (!answer || key === null) return send.call(globalThis, input, init);
    answers.delete(key);
    if (answers.size === 0) stop();
    return unlessAborted(answer, init?.signal);
  };
  const stop = () => {
    answers.clear();
    if (globalThis.fetch === giving) globalThis.fetch = send;
  };
  globalThis.fetch = giving;
  setTimeout(stop, FIRST_ANSWER_WAIT_MS);
}

/** An option given as a value or as a function of nothing. */
const valueOf = <T>(option: T | (() => T)): T =>
  typeof option === 'function' ? (option as () => T)() : option;

/** The query cache a route's first query sees here: empty, and running a query's function at
 *  once unless the query starts from a fresh copy (the accounts kept for the session). */
const emptyCache: RouteStart['queryClient'] = {
  getQueryData: () => undefined,
  async prefetchQuery(options) {
    const { initialData, initialDataUpdatedAt, staleTime, queryFn } = options;
    const seed = valueOf(initialData);
    const seededAt = valueOf(initialDataUpdatedAt);
    const fresh = typeof staleTime === 'number' ? staleTime : 0;
    if (seed !== undefined && Date.now() - (seededAt ?? Date.now()) < fresh) return;
    if (typeof queryFn !== 'function') return;
    // The console's first queries read only the signal and the key of their context.
    const context = { queryKey: options.queryKey, signal: new AbortController().signal };
    void queryFn(context as Parameters<typeof queryFn>[0]);
  },
};

/** Sends the requests the console sends first on this page (a list's rows: the route's first
 *  query, run with what the page's storage holds: the token, the chosen provider and account,
 *  the remembered range; then the shell's providers), and gives their answers to the console's
 *  same requests within FIRST_ANSWER_WAIT_MS. Nothing without a session, on a page whose route
 *  starts no request, or on one the user may not open.
 *  Resolves once the requests have gone out (or there are none). */
export async function startFirstRequest(options: FirstRequestOptions): Promise<void> {
  const { origin, pathname, search } = options.location ?? window.location;
  const route = Object.values(listRoutes).find(({ path }) => matchPath(path, pathname));
  const { storage, sessionCache } = defaultStorages(options.apiBase, `${origin}/api/v1`);
  const token = createStorageAuthAdapter(storage).getToken();
  const stored = sessionFromToken(token);
  if (!route || !stored) return;
  const features = { ...defaultFeatures, ...options.features };
  const session = { ...stored, permissions: createPermissions(stored.claims, features) };
  // A page this user may not open shows why, and asks nothing.
  if ('denied' in route && route.denied(session)) return;
  // The route's first query asks through this client: its GETs go out here and their answers
  // are kept for the console, which reads them (the query itself never ends).
  const answers: Answers = new Map();
  const authorization = bearer(stored.token);
  const send = globalThis.fetch;
  // What a request waits for before it goes out (nothing, for the rows).
  let after: Promise<unknown> | null = null;
  const request: Request = (method, path, { searchParams } = {}) => {
    const url = requestUrl(options.apiBase, path, searchParams);
    const init = { method, headers: { Authorization: authorization } };
    const key = requestKey(url, init);
    const go = () => send.call(globalThis, url, init);
    if (key !== null) answers.set(key, after ? after.then(go, go) : go());
    return new Promise(() => {});
  };
  const api = createApi({ request, download: () => new Promise(() => {}) });
  const { firstQuery } = await route.firstQuery.load();
  void firstQuery({
    context: { api, storage, sessionCache },
    session,
    providerSid: wantedProvider(session, storage.get(storageKeys.serviceProvider)),
    search,
    queryClient: emptyCache,
  });
  if (answers.size === 0) return;
  // Then the shell's providers, which the console's first draw waits for with the rows: once the
  // rows are answered, not beside them and the console's code, which fill the browser's
  // connections to the host.
  after = Promise.allSettled([...answers.values()]);
  void api(serviceProvidersApi).list();
  giveAnswers(answers);
}
