import { useOwnedPaging } from '../../data/useOwnedPaging.ts';
import { useProviderAccountSids } from '../../data/useProviderAccountSids.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useApplicationPage } from './useApplications.ts';
import { APPLICATION_FILTERS } from './applicationListQuery.ts';

/** The list's state: the name filter (applied once typing stops), the account ('' for all of the
 *  provider's; in the URL, else remembered; an account user's own), the page and its size (the
 *  filter, page and size in the URL); any change of filter starts again at page 1. The rows never
 *  wait for the accounts: those (the filter's choices, the Account column) are asked for once the
 *  first page has come. */
export function useApplicationList() {
  const list = useOwnedPaging(APPLICATION_FILTERS);
  const [text, setText] = useTypedFilter(list, 'name');
  const paging = { page: list.page, pageSize: list.pageSize, name: list.filters.name };
  // An admin's list of applications holds every provider's: kept to this provider's accounts,
  // its rows wait for them.
  const provider = useProviderAccountSids(list.accounts, list.accountsLoading);
  const applications = useApplicationPage(list.owner, paging, provider.sids);
  list.settled(!applications.isPending || !list.owner);
  return {
    text,
    setText,
    accounts: list.accounts,
    accountsLoading: list.accountsLoading,
    accountFixed: list.accountFixed,
    accountSid: list.accountSid,
    setAccountSid: list.setAccountSid,
    /** Every account's applications, with a column naming each one's account. */
    allAccounts: !list.accountFixed && !list.accountSid,
    noAccounts: !list.accountFixed && !list.accountsLoading && list.accounts.length === 0,
    loading: applications.isPending,
    applications,
    /** Rows held until the accounts they are kept to have come. */
    waiting: list.owner?.kind === 'ServiceProviders' && provider.waiting,
    paging,
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: list.setPage,
    setPageSize: list.setPageSize,
  };
}
