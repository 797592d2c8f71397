import { queryOptions } from '@tanstack/react-query';
import { carriersApi } from '../../api/carriers.ts';
import type { Api } from '../../api/resources.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { readListParams, type ListParams } from '../../lib/listParams.ts';
import type { FirstQuery } from '../../data/firstQuery.ts';

/** The carriers list's filters in its URL: the name, and the account a carrier is used by. */
export const CARRIER_FILTERS = { name: '', usedBy: '' };

/** One page of the list, as its query asks for it. */
export interface CarrierPaging {
  page: number;
  pageSize: number;
  name: string;
  accountSid: string;
}

/** The page the list's URL asks for; an account user's list is scoped by the server (its
 *  account's and the provider's carriers), so it has no account filter. */
export function carrierPaging(
  params: ListParams<typeof CARRIER_FILTERS>,
  accountFixed: boolean,
): CarrierPaging {
  const { page, pageSize, filters } = params;
  return { page, pageSize, name: filters.name, accountSid: accountFixed ? '' : filters.usedBy };
}

/** One page of a provider's carriers. */
export function carrierPageQuery(api: Api, providerSid: string, query: CarrierPaging) {
  return queryOptions({
    queryKey: queryKeys.carrierPage(
      providerSid,
      query.page,
      query.pageSize,
      query.name,
      query.accountSid,
    ),
    queryFn: ({ signal }) =>
      api(carriersApi, signal).page(providerSid, {
        page: query.page,
        page_size: query.pageSize,
        name: query.name || undefined,
        account_sid: query.accountSid || undefined,
      }),
  });
}

export const firstQuery: FirstQuery = ({ context, session, providerSid, search, queryClient }) => {
  if (!providerSid) return;
  const paging = carrierPaging(
    readListParams(search, CARRIER_FILTERS),
    session.permissions.fixedAccount !== null,
  );
  return queryClient.prefetchQuery(carrierPageQuery(context.api, providerSid, paging));
};
