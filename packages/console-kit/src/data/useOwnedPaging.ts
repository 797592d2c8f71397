import { useListOwner } from './useListOwner.ts';
import type { FilterRules } from '../lib/listParams.ts';
import { useListParams } from './useListParams.ts';

/** A server-paged list of a provider's or an account's records (calls, alerts): its owner, its
 *  filters and its page (in the URL); choosing another account starts again at page 1. */
export function useOwnedPaging<Filters extends Record<string, string>>(
  defaults: Filters,
  rules?: FilterRules<Filters>,
  remembered?: Partial<Filters>,
) {
  const owner = useListOwner();
  const paging = useListParams(defaults, rules, remembered);
  return {
    ...owner,
    ...paging,
    setAccountSid(sid: string) {
      owner.setAccountSid(sid);
      paging.setPage(1);
    },
  };
}
