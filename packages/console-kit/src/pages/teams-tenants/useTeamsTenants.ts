import { useQuery } from '@tanstack/react-query';
import { hasChanges } from '../../lib/changes.ts';
import { useMemo } from 'react';
import type { TeamsTenantInput } from '../../api/numbersAndTenants.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { isDuplicateDomain } from './teamsTenantRules.ts';
import { teamsTenantsApi } from '../../api/numbersAndTenants.ts';

const LIST = '/internal/ms-teams-tenants';

/** The tenants of the provider the console works in (the server returns the whole list). */
export function useTeamsTenants() {
  const { api } = useConsole();
  const sid = useServiceProviderScope().currentSid;
  const all = useQuery({
    queryKey: queryKeys.teamsTenants,
    queryFn: ({ signal }) => api(teamsTenantsApi, signal).list(),
  });
  const tenants = useMemo(
    () => (all.data ?? []).filter((tenant) => tenant.service_provider_sid === sid),
    [all.data, sid],
  );
  return {
    tenants,
    loading: all.isPending || !sid,
    error: all.error,
    refetch: all.refetch,
    isFetching: all.isFetching,
  };
}

export function useTeamsTenant(sid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.teamsTenant(sid),
    queryFn: ({ signal }) => api(teamsTenantsApi, signal).get(sid),
  });
}

/** Create, update and delete a tenant, each with its toast; back to the list when done. */
export function useTeamsTenantWrites(sid = '') {
  const { api, t, router } = useConsole();
  const { current } = useServiceProviderScope();
  const toList = () => router.navigate(LIST);
  const create = useWrite({
    write: (input: TeamsTenantInput) =>
      api(teamsTenantsApi).create({
        ...input,
        service_provider_sid: current?.service_provider_sid ?? null,
      }),
    success: () => t('teamsTenants.created'),
    created: ({ sid }) => sid,
    invalidates: [queryKeys.teamsTenants],
    quiet: isDuplicateDomain,
    onDone: toList,
  });
  const update = useWrite({
    write: async (input: Partial<TeamsTenantInput>) => {
      if (hasChanges(input)) await api(teamsTenantsApi).update(sid, input); // nothing changed: no write
    },
    success: () => t('teamsTenants.updated'),
    invalidates: [queryKeys.teamsTenants],
    quiet: isDuplicateDomain,
    onDone: toList,
  });
  const remove = useWrite({
    write: (domain: string) =>
      api(teamsTenantsApi)
        .remove(sid)
        .then(() => domain),
    success: (domain) => t('teamsTenants.deleted', { domain }),
    invalidates: [queryKeys.teamsTenants],
    onDone: toList,
  });
  return { create, update, remove };
}
