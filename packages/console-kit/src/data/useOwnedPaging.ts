import { useListOwner } from './useListOwner.ts';
import { usePaging } from './usePaging.ts';

/** A server-paged list of a provider's or an account's records (calls, alerts): its owner, its
 *  filters and its page; choosing another account starts again at page 1. */
export function useOwnedPaging<Filters extends object>(initial: Filters) {
  const owner = useListOwner();
  const paging = usePaging(initial);
  return {
    ...owner,
    ...paging,
    setAccountSid(sid: string) {
      owner.setAccountSid(sid);
      paging.setPage(1);
    },
  };
}
