import { useQuery } from '@tanstack/react-query';
import type { UserInput } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { usersApi } from '../../api/users.ts';

export function useUserList() {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.users,
    queryFn: ({ signal }) => api(usersApi, signal).list(),
  });
}

export function useUser(sid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.user(sid),
    queryFn: ({ signal }) => api(usersApi, signal).get(sid),
  });
}

/** Create, update and delete, each with the spec's toast; back to the list when done. */
export function useUserWrites(userSid?: string) {
  const { api, t, router, endSession } = useConsole();
  const session = useSession();
  const toList = () => router.navigate('/internal/users');
  const create = useWrite({
    write: (input: UserInput) => api(usersApi).create(input),
    created: ({ user_sid }) => user_sid,
    success: () => t('users.created'),
    invalidates: [queryKeys.users],
    onDone: toList,
  });
  const update = useWrite({
    write: (input: Partial<UserInput>) => api(usersApi).update(userSid ?? '', input),
    success: () => t('users.updated'),
    invalidates: [queryKeys.users],
    onDone: toList,
  });
  const remove = useWrite({
    write: (name: string) =>
      api(usersApi)
        .remove(userSid ?? '')
        .then(() => name),
    success: (name) => t('users.deleted', { name }),
    invalidates: [queryKeys.users],
    // The confirm dialog shows the failure: a toast behind a modal is not announced.
    quiet: () => true,
    // Deleting yourself signs you out.
    onDone: () => (userSid === session?.claims.user_sid ? endSession('signedOut') : toList()),
  });
  return { create, update, remove };
}
