import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PhoneNumberInput, PhoneNumberRouting } from '../../api/numbersAndTenants.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { hasChanges } from '../../lib/changes.ts';
import { useConsole } from '../../provider/context.ts';
import { isDuplicateNumber } from './phoneNumberRules.ts';
import { phoneNumberPageQuery, type PhoneNumberQuery } from './phoneNumberListQuery.ts';
import { phoneNumbersApi } from '../../api/numbersAndTenants.ts';

const LIST = '/internal/phone-numbers';

/** One page of numbers; the previous page stays in view while the next loads. */
export function usePhoneNumberPage(query: PhoneNumberQuery, enabled: boolean) {
  const { api } = useConsole();
  return useQuery({
    ...phoneNumberPageQuery(api, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePhoneNumber(sid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.phoneNumber(sid),
    queryFn: ({ signal }) => api(phoneNumbersApi, signal).get(sid),
  });
}

/** Create, route and delete a number, each with the spec's toast; back to the list when done. */
export function usePhoneNumberWrites(sid = '') {
  const { api, t, router } = useConsole();
  const toList = () => router.navigate(LIST);
  const create = useWrite({
    write: (input: PhoneNumberInput) => api(phoneNumbersApi).create(input),
    created: ({ sid }) => sid,
    success: () => t('phoneNumbers.created'),
    invalidates: [queryKeys.phoneNumbers],
    quiet: isDuplicateNumber,
    onDone: toList,
  });
  const update = useWrite({
    // Only the routing changes, and only what the user changed is sent; nothing changed, no write.
    write: async (routing: Partial<PhoneNumberRouting>) => {
      if (hasChanges(routing)) await api(phoneNumbersApi).route(sid, routing);
    },
    success: () => t('phoneNumbers.updated'),
    invalidates: [queryKeys.phoneNumbers],
    onDone: toList,
  });
  const remove = useWrite({
    write: (number: string) =>
      api(phoneNumbersApi)
        .remove(sid)
        .then(() => number),
    success: (number) => t('phoneNumbers.deleted', { number }),
    invalidates: [queryKeys.phoneNumbers],
    onDone: toList,
  });
  return { create, update, remove };
}

/** The spec's bulk assignment: one update per selected number, then the success toast. */
export function useBulkRouting(onDone: () => void) {
  const { api, t } = useConsole();
  return useWrite({
    write: ({ sids, routing }: { sids: readonly string[]; routing: PhoneNumberRouting }) =>
      Promise.all(sids.map((sid) => api(phoneNumbersApi).route(sid, routing))),
    success: () => t('phoneNumbers.routingUpdated'),
    invalidates: [queryKeys.phoneNumbers],
    onDone,
  });
}
