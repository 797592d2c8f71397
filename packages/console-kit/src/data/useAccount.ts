import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../provider/context.ts';
import { queryKeys } from './queryKeys.ts';
import { accountsApi } from '../api/accounts.ts';

/** One account by its sid, for the pages that edit it (the account, its SIP realm) and a call
 *  that names it. */
export function useAccount(sid: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.account(sid),
    queryFn: ({ signal }) => api(accountsApi, signal).get(sid),
    enabled,
  });
}
