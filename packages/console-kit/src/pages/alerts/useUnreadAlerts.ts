import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { useIdle } from '../../provider/useIdle.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { lastVisitKey, unreadQuery } from './unread.ts';
import { alertsApi } from '../../api/calls.ts';

const REFRESH_MS = 60_000;

/** Whose alerts the unread count covers: an account user's account, else the provider the
 *  console works in (the Alerts page's account filter narrows the page, not the count). */
function useAlertsOwner(): Owner | null {
  const session = useSession();
  const { currentSid } = useServiceProviderScope();
  if (!session) return null;
  const own = session.permissions.fixedAccount;
  if (own !== null) return own ? { kind: 'Accounts', sid: own } : null;
  return currentSid ? { kind: 'ServiceProviders', sid: currentSid } : null;
}

/** The user's last visit to the Alerts page, from the console's storage, held in the query cache
 *  so that a new visit updates the count at once. */
function useLastVisit() {
  const { storage } = useConsole();
  const session = useSession();
  const owner = useAlertsOwner();
  const key = owner && session ? lastVisitKey(session.claims.user_sid, owner) : null;
  const visit = useQuery({
    queryKey: queryKeys.alertsLastVisit(key ?? ''),
    queryFn: () => (key ? storage.get(key) : null),
    enabled: Boolean(key),
    staleTime: Infinity,
  });
  return { owner, key, lastVisit: visit.data ?? null, known: visit.isSuccess };
}

/** How many alerts came since the user last opened the Alerts page: the total of one one-item
 *  page, refreshed every minute; first asked once the page is drawn (a badge, no page waits). */
export function useUnreadAlerts(): number | undefined {
  const { api } = useConsole();
  const idle = useIdle();
  const { owner, lastVisit, known } = useLastVisit();
  const count = useQuery({
    queryKey: queryKeys.unreadAlerts(owner, lastVisit),
    queryFn: ({ signal }) =>
      api(alertsApi, signal).page(owner!, unreadQuery(lastVisit, new Date())),
    enabled: Boolean(owner) && known && idle,
    refetchInterval: REFRESH_MS,
    retry: false,
    select: (page) => page.total,
  });
  return count.data;
}

/** Opening the Alerts page: remembers the visit (the count drops to none) and gives the previous
 *  one, so that the page can mark what is new. */
export function useAlertsVisit(): string | null | undefined {
  const { storage } = useConsole();
  const queryClient = useQueryClient();
  const { key, lastVisit, known } = useLastVisit();
  const [previous, setPrevious] = useState<{ key: string; visit: string | null } | null>(null);
  if (key && known && previous?.key !== key) setPrevious({ key, visit: lastVisit });
  useEffect(() => {
    if (!key || previous?.key !== key) return;
    const now = new Date().toISOString();
    storage.set(key, now);
    queryClient.setQueryData(queryKeys.alertsLastVisit(key), now);
  }, [key, previous, storage, queryClient]);
  return previous?.key === key ? previous.visit : undefined;
}
