import { useState } from 'react';
import { useAccounts } from '../../data/useAccounts.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/pager.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { useCarrierPage } from './useCarriers.ts';

/** The list's state: the name filter (applied once typing stops), the 'Used by' account (provider
 *  scope; an account user sees their own), the page and its size. A new filter starts at page 1. */
export function useCarrierList() {
  const { permissions } = useRequiredSession();
  const accountFixed = permissions.fixedAccount !== null;
  const { accounts } = useAccounts();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    name,
    // An account user's list is scoped by the server: its account's and the provider's carriers.
    accountSid: '',
  });
  if (paging.name !== name) setPaging({ ...paging, page: 1, name });
  const carriers = useCarrierPage(paging);
  return {
    text,
    setText,
    accountFixed,
    accounts,
    accountName: (sid: string | null) => accounts.find((a) => a.account_sid === sid)?.name,
    accountSid: paging.accountSid,
    setAccountSid: (accountSid: string) => setPaging({ ...paging, page: 1, accountSid }),
    carriers,
    paging,
    setPage: (page: number) => setPaging({ ...paging, page }),
    setPageSize: (pageSize: number) => setPaging({ ...paging, page: 1, pageSize }),
  };
}
