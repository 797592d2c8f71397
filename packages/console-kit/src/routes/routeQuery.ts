import type { FirstQuery, RouteStart } from '../data/firstQuery.ts';

/** A route's first query, in a module of its own (small, named for preloading like the page's
 *  chunk): the request goes out while the page's code loads and runs, rather than after. */
export interface RouteQuery {
  /** The module's file name, its chunk's name in a host's build. */
  module: string;
  load(): Promise<{ firstQuery: FirstQuery }>;
  /** The first query once its module has come (a host may have loaded it before the first
   *  render). */
  loaded?: FirstQuery;
}

export function routeQuery(module: string, load: RouteQuery['load']): RouteQuery {
  const query: RouteQuery = {
    module,
    load: () => load().then((loaded) => ((query.loaded = loaded.firstQuery), loaded)),
  };
  return query;
}

// The route each query cache last started a first query for.
const opened = new WeakMap<RouteStart['queryClient'], string>();

/** Starts the route's first query once each time the route (by `key`: the session and the path)
 *  is opened, where nothing else opened since (missing it costs only the head start); called as
 *  the route renders, before its page's code is asked for, so that the small module
 *  runs first. A module that fails to load starts nothing: the page asks for its rows itself.
 *  Gives what it started, settled once the rows are answered, failed or not asked for. */
export function startRouteQuery(
  query: RouteQuery | undefined,
  key: string,
  start: RouteStart,
): Promise<void> | undefined {
  if (opened.get(start.queryClient) === key) return;
  opened.set(start.queryClient, key);
  if (!query) return;
  // Come already: the request goes out now, not after this render.
  if (query.loaded) return query.loaded(start);
  return query.load().then(
    ({ firstQuery }) => firstQuery(start),
    () => {},
  );
}
