import { chosenAccount, useAccounts } from '../../data/useAccounts.ts';
import { useAccountFilter } from '../../data/useAccountFilter.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useApplicationPage } from './useApplications.ts';

/** The list's state: the name filter (applied once typing stops), the account (remembered; an
 *  account user's own), the page and its size (the filter, page and size in the URL); any change
 *  of filter starts again at page 1. */
export function useApplicationList() {
  const { permissions } = useRequiredSession();
  const { accounts, loading: accountsLoading } = useAccounts();
  const [storedAccount, storeAccount] = useAccountFilter();
  const list = useListParams({ name: '' });
  const [text, setText] = useTypedFilter(list, 'name');
  const paging = { page: list.page, pageSize: list.pageSize, name: list.filters.name };

  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : // The remembered account at once: the page's rows do not wait for the accounts.
      accountsLoading && storedAccount
      ? storedAccount
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
      list.setPage(1);
    },
    noAccounts: !accountFixed && !accountsLoading && accounts.length === 0,
    loading: accountSid ? applications.isPending : accountsLoading,
    applications,
    paging,
    setPage: list.setPage,
    setPageSize: list.setPageSize,
  };
}
