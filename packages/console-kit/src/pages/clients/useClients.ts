import { useQuery } from '@tanstack/react-query';
import { hasChanges } from '../../lib/changes.ts';
import type { SipClientFlags, SipClientInput } from '../../api/clients.ts';
import { chosenAccount, useAccounts } from '../../data/useAccounts.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useAccountFilter } from '../../data/useAccountFilter.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useStoredState } from '../../data/useStoredState.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { clientsOf } from './clientRules.ts';

export const CLIENT_LIST = '/internal/clients';

/** The account the SIP client pages work in: an account user's own, else the remembered choice
 *  (the list's: the one in its URL). */
export function useClientAccount() {
  return useClientAccountOf(useStoredState(storageKeys.accountFilter));
}

function useClientAccountOf([stored, store]: [string, (sid: string) => void]) {
  const { permissions } = useRequiredSession();
  const { accounts, loading } = useAccounts();
  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : chosenAccount(accounts, stored);
  const account = accounts.find((a) => a.account_sid === accountSid);
  return { accounts, loading, accountFixed, accountSid, account, choose: store };
}

/** The list: every client the user may see (one call), shown for one account and a filter. */
export function useClientList() {
  const { api } = useConsole();
  const scope = useClientAccountOf(useAccountFilter());
  const list = useListParams({ text: '' });
  const [text, setText] = useTypedFilter(list, 'text');
  const all = useQuery({
    queryKey: queryKeys.clients,
    queryFn: ({ signal }) => api.cancelledBy(signal).clients.list(),
  });
  return {
    ...scope,
    text,
    setText,
    clients: clientsOf(all.data ?? [], scope.accountSid, text),
    pending: all.isPending || scope.loading,
    error: all.error,
    refetch: all.refetch,
  };
}

export function useClient(sid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.client(sid),
    queryFn: ({ signal }) => api.cancelledBy(signal).clients.get(sid),
  });
}

/** Create, change the flags of, and delete a client, each with the spec's toast; then the list. */
export function useClientWrites(sid = '') {
  const { api, t, router } = useConsole();
  const toList = () => router.navigate(CLIENT_LIST);
  const create = useWrite({
    write: (input: SipClientInput) => api.clients.create(input),
    created: ({ sid }) => sid,
    success: () => t('clients.created'),
    invalidates: [queryKeys.clients],
    onDone: toList,
  });
  const update = useWrite({
    write: async (flags: Partial<SipClientFlags>) => {
      if (hasChanges(flags)) await api.clients.update(sid, flags); // nothing changed: no write
    },
    success: () => t('clients.updated'),
    invalidates: [queryKeys.clients],
    onDone: toList,
  });
  const remove = useWrite({
    write: () => api.clients.remove(sid),
    success: () => t('clients.deleted'),
    invalidates: [queryKeys.clients],
    quiet: () => true, // the delete dialog shows a refusal
    onDone: toList,
  });
  return { create, update, remove };
}
