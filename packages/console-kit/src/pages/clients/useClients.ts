import { useQuery } from '@tanstack/react-query';
import { hasChanges } from '../../lib/changes.ts';
import type { SipClientFlags, SipClientInput } from '../../api/clients.ts';
import { chosenAccount, useAccounts } from '../../data/useAccounts.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useLatch } from '../../data/useLatch.ts';
import { useProviderAccountSids } from '../../data/useProviderAccountSids.ts';
import { useListOwner } from '../../data/useListOwner.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useStoredState } from '../../data/useStoredState.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { clientsOf } from './clientRules.ts';
import { clientsQuery } from './clientListQuery.ts';
import { clientsApi } from '../../api/clients.ts';

export const CLIENT_LIST = '/internal/clients';

/** The account the add and edit pages work in: an account user's own, else the remembered one
 *  (the first while none is: the list's 'All accounts'). */
export function useClientAccount() {
  const [stored, store] = useStoredState(storageKeys.accountFilter);
  const { permissions } = useRequiredSession();
  const { accounts, loading } = useAccounts();
  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : chosenAccount(accounts, stored);
  const account = accounts.find((a) => a.account_sid === accountSid);
  return { accounts, loading, accountFixed, accountSid, account, choose: store };
}

/** The list: every client the user may see (one call), shown for one account or for all of the
 *  provider's ('' in the account filter: the default), and a filter. The rows never wait for the
 *  accounts (the filter's choices, the Account column, the SIP realm): those are asked for once
 *  the clients have come. Only an admin of several providers, whose clients span them, waits for
 *  the accounts to know which are the current provider's. */
export function useClientList() {
  const { api } = useConsole();
  const [clientsCame, settled] = useLatch();
  const owner = useListOwner({ enabled: clientsCame });
  const list = useListParams({ text: '' });
  const [text, setText] = useTypedFilter(list, 'text');
  const all = useQuery(clientsQuery(api));
  settled(!all.isPending);
  const { accounts, accountsLoading, accountFixed, accountSid } = owner;
  const provider = useProviderAccountSids(accounts, accountsLoading);
  const { sids } = provider;
  const inList = accountSid
    ? (sid: string) => sid === accountSid
    : sids
      ? (sid: string) => sids.has(sid)
      : () => true;
  return {
    accounts,
    accountsLoading,
    accountFixed,
    accountSid,
    account: accounts.find((a) => a.account_sid === accountSid),
    choose(sid: string) {
      owner.setAccountSid(sid);
      list.setPage(1);
    },
    /** Every account's clients, with a column naming each one's account. */
    allAccounts: !accountFixed && !accountSid,
    text,
    setText,
    clients: clientsOf(all.data ?? [], inList, text),
    pending: all.isPending || (!accountSid && provider.waiting),
    error: all.error,
    refetch: all.refetch,
    isFetching: all.isFetching,
    /** The page, its size and the sort. */
    controls: list,
  };
}

export function useClient(sid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.client(sid),
    queryFn: ({ signal }) => api(clientsApi, signal).get(sid),
  });
}

/** Create, change the flags of, and delete a client, each with the spec's toast; then the list. */
export function useClientWrites(sid = '') {
  const { api, t, router } = useConsole();
  const toList = () => router.navigate(CLIENT_LIST);
  const create = useWrite({
    write: (input: SipClientInput) => api(clientsApi).create(input),
    created: ({ sid }) => sid,
    success: () => t('clients.created'),
    invalidates: [queryKeys.clients],
    onDone: toList,
  });
  const update = useWrite({
    write: async (flags: Partial<SipClientFlags>) => {
      if (hasChanges(flags)) await api(clientsApi).update(sid, flags); // nothing changed: no write
    },
    success: () => t('clients.updated'),
    invalidates: [queryKeys.clients],
    onDone: toList,
  });
  const remove = useWrite({
    write: () => api(clientsApi).remove(sid),
    success: () => t('clients.deleted'),
    invalidates: [queryKeys.clients],
    quiet: () => true, // the delete dialog shows a refusal
    onDone: toList,
  });
  return { create, update, remove };
}
