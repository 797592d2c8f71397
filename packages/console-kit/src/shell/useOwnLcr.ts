import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/queryKeys.ts';
import { useConsole } from '../provider/context.ts';

/** A non-admin user's own outbound routing record, for the navigation's link to it. */
export function useOwnLcrSid(): string | null {
  const { api, session, features } = useConsole();
  const claims = session?.claims;
  const wanted = Boolean(claims && claims.scope !== 'admin' && features.leastCostRouting);
  const lcrs = useQuery({
    queryKey: queryKeys.lcrs,
    queryFn: () => api.lcrs.list(),
    enabled: wanted,
    staleTime: 5 * 60_000,
  });
  if (!wanted || !claims || !Array.isArray(lcrs.data)) return null;
  const own = lcrs.data.find((lcr) =>
    claims.scope === 'account'
      ? lcr.account_sid === claims.account_sid
      : !lcr.account_sid && lcr.service_provider_sid === claims.service_provider_sid,
  );
  return own?.lcr_sid ?? null;
}
