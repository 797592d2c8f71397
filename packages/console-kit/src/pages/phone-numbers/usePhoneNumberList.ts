import { useState } from 'react';
import { filterAccount } from '../../data/listOwner.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useAccountFilter } from '../../data/useAccountFilter.ts';
import { useLatch } from '../../data/useLatch.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { usePhoneNumberPage } from './usePhoneNumbers.ts';
import { PHONE_NUMBER_FILTERS } from './phoneNumberListQuery.ts';

/** The list's state: the digits filter (applied once typing stops), the account ('' for all;
 *  in the URL, else remembered; an account user's own), the page and its size (the filter, page
 *  and size in the URL). A new filter, account or size starts again at page 1 and clears the selection. */
export function usePhoneNumberList() {
  const { permissions } = useRequiredSession();
  // The accounts (the filter, the names) once the numbers have come: the rows never wait.
  const [numbersCame, settled] = useLatch();
  const { accounts, loading: accountsLoading } = useAccounts({ enabled: numbersCame });
  const { currentSid } = useServiceProviderScope();
  const [storedAccount, storeAccount] = useAccountFilter();
  const list = useListParams(PHONE_NUMBER_FILTERS);
  const [text, setText] = useTypedFilter(list, 'filter');
  const { filter } = list.filters;
  const paging = { page: list.page, pageSize: list.pageSize, filter };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : filterAccount(accounts, accountsLoading, storedAccount);
  const serviceProviderSid = accountFixed ? '' : (currentSid ?? '');
  const listed = accountFixed || Boolean(serviceProviderSid);
  const numbers = usePhoneNumberPage(
    { serviceProviderSid, accountSid, filter, page: paging.page, pageSize: paging.pageSize },
    listed,
  );
  settled(!numbers.isPending || !listed);
  // Another page, filter, account or size shows other numbers: the selection goes.
  const shown = [accountSid, filter, paging.page, paging.pageSize].join('\n');
  const [selectionOf, setSelectionOf] = useState(shown);
  if (selectionOf !== shown) {
    setSelectionOf(shown);
    setSelected(new Set());
  }
  return {
    /** The first page of numbers has come: what only names them (accounts, applications,
     *  carriers) may be asked for now. */
    rowsCame: numbersCame,
    text,
    setText,
    accounts,
    accountFixed,
    accountSid,
    setAccountSid(sid: string) {
      storeAccount(sid);
      list.setPage(1);
    },
    numbers,
    loading: numbers.isPending,
    paging,
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: list.setPage,
    setPageSize: list.setPageSize,
    selected,
    setSelected,
  };
}
