import { useState } from 'react';
import { chosenAccount, useAccounts } from '../../data/useAccounts.ts';
import { useStoredState } from '../../data/useStoredState.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/pager.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { useApplicationPage } from './useApplications.ts';

/** The list's state: the name filter (applied once typing stops), the account (remembered; an
 *  account user's own), the page and its size; any change of filter starts again at page 1. */
export function useApplicationList() {
  const { permissions } = useRequiredSession();
  const { accounts, loading: accountsLoading } = useAccounts();
  const [storedAccount, storeAccount] = useStoredState(storageKeys.accountFilter);
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE, name });
  if (paging.name !== name) setPaging({ ...paging, page: 1, name });

  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : chosenAccount(accounts, storedAccount);
  const applications = useApplicationPage(accountSid, paging);
  return {
    text,
    setText,
    accounts,
    accountFixed,
    accountSid,
    setAccountSid(sid: string) {
      storeAccount(sid);
      setPaging({ ...paging, page: 1 });
    },
    noAccounts: !accountFixed && !accountsLoading && accounts.length === 0,
    loading: accountSid ? applications.isPending : accountsLoading,
    applications,
    paging,
    setPage: (page: number) => setPaging({ ...paging, page }),
    setPageSize: (pageSize: number) => setPaging({ ...paging, page: 1, pageSize }),
  };
}
