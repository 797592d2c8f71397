import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RouteStart } from '../data/firstQuery.ts';
import { routeQuery, startRouteQuery } from './routeQuery.ts';

describe('startRouteQuery', () => {
  const start = { queryClient: new QueryClient() } as unknown as RouteStart;
  const firstQuery = vi.fn(() => Promise.resolve());
  const query = routeQuery('listQuery', () => Promise.resolve({ firstQuery }));

  it('starts once per opening of a route, again after another route, one without a query too', async () => {
    await startRouteQuery(query, 'token /list', start);
    expect(startRouteQuery(query, 'token /list', start)).toBeUndefined();
    expect(firstQuery).toHaveBeenCalledTimes(1);
    expect(startRouteQuery(undefined, 'token /users', start)).toBeUndefined();
    // Its module has come: started in the call itself, not after it.
    void startRouteQuery(query, 'token /list', start);
    expect(firstQuery).toHaveBeenCalledTimes(2);
  });
});
