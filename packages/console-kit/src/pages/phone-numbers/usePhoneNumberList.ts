import { useState } from 'react';
import { useAccounts } from '../../data/useAccounts.ts';
import { useStoredState } from '../../data/useStoredState.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/pager.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { usePhoneNumberPage } from './usePhoneNumbers.ts';

/** The list's state: the digits filter (applied once typing stops), the account ('' for all;
 *  remembered; an account user's own), the page and its size. A new filter, account or size
 *  starts again at page 1 and clears the selection. */
export function usePhoneNumberList() {
  const { permissions } = useRequiredSession();
  const { accounts } = useAccounts();
  const { current } = useServiceProviderScope();
  const [storedAccount, storeAccount] = useStoredState(storageKeys.accountFilter);
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filter });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (paging.filter !== filter) {
    setPaging({ ...paging, page: 1, filter });
    setSelected(new Set());
  }

  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : accounts.some((account) => account.account_sid === storedAccount)
      ? storedAccount
      : '';
  const serviceProviderSid = accountFixed ? '' : (current?.service_provider_sid ?? '');
  const numbers = usePhoneNumberPage(
    { serviceProviderSid, accountSid, filter, page: paging.page, pageSize: paging.pageSize },
    accountFixed || Boolean(serviceProviderSid),
  );
  const restart = (changes: Partial<typeof paging>) => {
    setPaging({ ...paging, page: 1, ...changes });
    setSelected(new Set());
  };
  return {
    text,
    setText,
    accounts,
    accountFixed,
    accountSid,
    setAccountSid(sid: string) {
      storeAccount(sid);
      restart({});
    },
    numbers,
    loading: numbers.isPending,
    paging,
    setPage(page: number) {
      setPaging({ ...paging, page });
      setSelected(new Set());
    },
    setPageSize: (pageSize: number) => restart({ pageSize }),
    selected,
    setSelected,
  };
}
