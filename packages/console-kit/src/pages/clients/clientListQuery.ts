import { queryOptions } from '@tanstack/react-query';
import { clientsApi } from '../../api/clients.ts';
import type { Api } from '../../api/resources.ts';
import type { FirstQuery } from '../../data/firstQuery.ts';
import { queryKeys } from '../../data/queryKeys.ts';

/** Every SIP client the user may see, in one answer; the list filters them by account. */
export function clientsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.clients,
    queryFn: ({ signal }) => api(clientsApi, signal).list(),
  });
}

export const firstQuery: FirstQuery = ({ context, queryClient }) => {
  return queryClient.prefetchQuery(clientsQuery(context.api));
};
