import { queryOptions } from '@tanstack/react-query';
import { serviceProvidersApi } from '../api/serviceProviders.ts';
import type { Api } from '../api/resources.ts';
import { sessionKeys } from './sessionKeys.ts';

/** The providers the user may see, as the server lists them: read by every signed-in page (the
 *  provider the console works in, the navigation's choice of it) and kept a while. */
export const serviceProvidersQuery = (api: Api) =>
  queryOptions({
    queryKey: sessionKeys.serviceProviders,
    queryFn: ({ signal }) => api(serviceProvidersApi, signal).list(),
    staleTime: 5 * 60_000,
  });
