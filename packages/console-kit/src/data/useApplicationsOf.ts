import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Application } from '../api/types.ts';
import { useApi, useSession } from '../provider/context.ts';
import { allApplicationsQuery } from './allApplicationsQuery.ts';
import { queryKeys } from './queryKeys.ts';
import { applicationsApi } from '../api/applications.ts';
import { byText } from '../lib/textOrder.ts';

/** The applications by name, sorted once per answer. */
const byName = byText((app: Application) => app.name);

/** Every application the user may see, read once and shared: the number and tenant screens name
 *  each row's application and offer an account's applications from it. A list holds the request
 *  back (`enabled: false`) until its own rows have come: the names fill in after. */
export function useAllApplications({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const session = useSession();
  return useQuery({
    ...allApplicationsQuery(api),
    enabled: Boolean(session) && enabled,
    staleTime: 5 * 60_000,
    select: byName,
  });
}

/** One account's applications, by name (none without an account). */
export function useApplicationsOf(accountSid: string, use?: { enabled?: boolean }) {
  const all = useAllApplications(use);
  const applications = useMemo(
    () => (accountSid ? (all.data ?? []).filter((app) => app.account_sid === accountSid) : []),
    [all.data, accountSid],
  );
  return { applications, loading: all.isPending };
}

/** One application, read by its id (its edit page; a call's details name it). */
export function useApplication(sid: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.application(sid),
    queryFn: ({ signal }) => api(applicationsApi, signal).get(sid),
    enabled: Boolean(sid),
  });
}
