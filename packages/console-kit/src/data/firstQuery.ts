import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleContextValue, Session } from '../provider/context.ts';

/** What a route's first query is made of, known when the route matches: the URL, the session,
 *  the provider the console works in (from the token or the stored choice) and the query cache.
 *  Only what a host's first-request script also has before the console runs
 *  (`console-kit/first-request`): the API, the storage, the token's claims and permissions. */
export interface RouteStart {
  context: Pick<ConsoleContextValue, 'api' | 'storage' | 'sessionCache'>;
  session: Pick<Session, 'claims' | 'permissions'>;
  providerSid: string | null;
  search: string;
  queryClient: Pick<QueryClient, 'prefetchQuery' | 'getQueryData'>;
}

/** Starts a page's first request (the rows of a list) from what its route knows, with the query
 *  key and function its page's hook uses, so that the page finds it under way or done; resolves
 *  once it is answered (or failed). Nothing where the route does not know enough to ask. */
export type FirstQuery = (start: RouteStart) => Promise<void> | undefined;
