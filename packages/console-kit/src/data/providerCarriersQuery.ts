import { queryOptions } from '@tanstack/react-query';
import { carriersApi } from '../api/carriers.ts';
import type { Api } from '../api/resources.ts';
import { queryKeys } from './queryKeys.ts';

/** Every carrier of a service provider in the user's reach (an account user: its account's and
 *  the provider's), in one answer: a real server pages them in no order (by sid), so the carrier
 *  list, the routing form and an account user's carrier page all read this one list. */
export const providerCarriersQuery = (api: Api, serviceProviderSid: string) =>
  queryOptions({
    queryKey: queryKeys.providerCarriers(serviceProviderSid),
    queryFn: ({ signal }) => api(carriersApi, signal).list(serviceProviderSid),
  });
