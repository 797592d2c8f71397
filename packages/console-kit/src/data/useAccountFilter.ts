import { useCallback, useEffect } from 'react';
import { useRouter } from '../provider/context.ts';
import { storageKeys } from '../provider/storage.ts';
import { useLocation } from '../provider/useLocation.ts';
import { useStoredState } from './useStoredState.ts';

const PARAM = 'account';

/**
 * The account a list shows, in its URL (`?account=`) so that a link shares it and Back finds it,
 * and remembered: a list opened without one shows the account last chosen on any list (and puts
 * it in its URL), and the add pages start from it. Choosing another account replaces the history
 * entry and starts the list again at page 1.
 */
export function useAccountFilter(): [string, (sid: string) => void] {
  const router = useRouter();
  const { search } = useLocation();
  const [stored, store] = useStoredState(storageKeys.accountFilter);
  const linked = new URLSearchParams(search).get(PARAM);
  const link = useCallback(
    (sid: string, firstPage: boolean) => {
      const { pathname, search: now } = router.location();
      const query = new URLSearchParams(now);
      if (sid) query.set(PARAM, sid);
      else query.delete(PARAM);
      if (firstPage) query.delete('page');
      const next = query.toString() ? `?${query}` : '';
      if (next !== now) router.navigate(`${pathname}${next}`, { replace: true });
    },
    [router],
  );
  useEffect(() => {
    if (linked === null && stored) link(stored, false);
    else if (linked !== null && linked !== stored) store(linked);
  }, [linked, stored, store, link]);
  const choose = useCallback(
    (sid: string) => {
      store(sid);
      link(sid, true);
    },
    [store, link],
  );
  return [linked ?? stored, choose];
}
