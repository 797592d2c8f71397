import { useLatch } from './useLatch.ts';
import { useListOwner } from './useListOwner.ts';
import type { FilterRules } from '../lib/listParams.ts';
import { useListParams } from './useListParams.ts';

/** A server-paged list of a provider's or an account's records (calls, alerts): its owner, its
 *  filters and its page (in the URL); choosing another account starts again at page 1. The
 *  accounts (for the account filter) are asked for once the list says its page has come
 *  (`settled(true)`), never before its rows. */
export function useOwnedPaging<Filters extends Record<string, string>>(
  defaults: Filters,
  rules?: FilterRules<Filters>,
  remembered?: Partial<Filters>,
) {
  const [shown, settled] = useLatch();
  const owner = useListOwner({ enabled: shown });
  const paging = useListParams(defaults, rules, remembered);
  return {
    ...owner,
    ...paging,
    settled,
    setAccountSid(sid: string) {
      owner.setAccountSid(sid);
      paging.setPage(1);
    },
  };
}
