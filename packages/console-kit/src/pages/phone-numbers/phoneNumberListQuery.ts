import { queryOptions } from '@tanstack/react-query';
import { phoneNumbersApi } from '../../api/numbersAndTenants.ts';
import type { Api } from '../../api/resources.ts';
import type { FirstQuery } from '../../data/firstQuery.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { ownerAtStart } from '../../data/listOwner.ts';
import { readListParams } from '../../lib/listParams.ts';

/** The numbers list's filter in its URL: digits of the number. */
export const PHONE_NUMBER_FILTERS = { filter: '' };

export interface PhoneNumberQuery {
  serviceProviderSid: string;
  accountSid: string;
  filter: string;
  page: number;
  pageSize: number;
}

/** One page of numbers: a provider's (or one of its accounts'), or an account user's own. */
export function phoneNumberPageQuery(api: Api, query: PhoneNumberQuery) {
  return queryOptions({
    queryKey: queryKeys.phoneNumberPage(query),
    queryFn: ({ signal }) =>
      api(phoneNumbersApi, signal).page({
        page: query.page,
        page_size: query.pageSize,
        ...(query.serviceProviderSid && { service_provider_sid: query.serviceProviderSid }),
        ...(query.accountSid && { account_sid: query.accountSid }),
        ...(query.filter && { filter: query.filter }),
      }),
  });
}

export const firstQuery: FirstQuery = (start) => {
  const accountFixed = start.session.permissions.fixedAccount !== null;
  const serviceProviderSid = accountFixed ? '' : (start.providerSid ?? '');
  if (!accountFixed && !serviceProviderSid) return;
  const { page, pageSize, filters } = readListParams(start.search, PHONE_NUMBER_FILTERS);
  const { accountSid } = ownerAtStart(start);
  const query = { serviceProviderSid, accountSid, filter: filters.filter, page, pageSize };
  return start.queryClient.prefetchQuery(phoneNumberPageQuery(start.context.api, query));
};
