import { queryOptions } from '@tanstack/react-query';
import { applicationsApi } from '../../api/applications.ts';
import type { Api } from '../../api/resources.ts';
import { allApplicationsQuery } from '../../data/allApplicationsQuery.ts';
import type { FirstQuery } from '../../data/firstQuery.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { ownerAtStart } from '../../data/listOwner.ts';
import { readListParams } from '../../lib/listParams.ts';
import type { ApplicationQuery } from './applicationRules.ts';

/** The applications list's filter in its URL: the name. */
export const APPLICATION_FILTERS = { name: '' };

/** One page of an account's applications, paged and filtered by the server. */
export function accountApplicationsQuery(api: Api, accountSid: string, query: ApplicationQuery) {
  return queryOptions({
    queryKey: queryKeys.applicationPage(accountSid, query.page, query.pageSize, query.name),
    queryFn: ({ signal }) =>
      api(applicationsApi, signal).page(accountSid, {
        page: query.page,
        page_size: query.pageSize,
        name: query.name,
      }),
  });
}

export const firstQuery: FirstQuery = (start) => {
  const { owner } = ownerAtStart(start);
  if (!owner) return;
  const { page, pageSize, filters } = readListParams(start.search, APPLICATION_FILTERS);
  const { api } = start.context;
  const query = { page, pageSize, name: filters.name };
  return owner.kind === 'Accounts'
    ? start.queryClient.prefetchQuery(accountApplicationsQuery(api, owner.sid, query))
    : start.queryClient.prefetchQuery(allApplicationsQuery(api));
};
