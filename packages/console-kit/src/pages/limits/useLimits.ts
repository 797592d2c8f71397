import { useQuery } from '@tanstack/react-query';
import type { Api } from '../../api/resources.ts';
import type { Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useConsole } from '../../provider/context.ts';
import type { LimitChanges } from './limitRules.ts';
import { limitsApi } from '../../api/owned.ts';

export function useLimits(owner: Owner | null) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.limits(owner ?? { kind: 'Accounts', sid: '' }),
    queryFn: ({ signal }) => api(limitsApi, signal).list(owner!),
    enabled: Boolean(owner),
  });
}

/** Writes the limit changes of a form, one call per category (the contract has no bulk call). */
export async function saveLimits(api: Api, owner: Owner, changes: LimitChanges) {
  for (const limit of changes.set) await api(limitsApi).set(owner, limit);
  for (const category of changes.remove) await api(limitsApi).remove(owner, category);
}
