import { useEffect, type ReactNode } from 'react';
import { useConsole } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { teamsGuard } from './teamsTenantRules.ts';

/** The Teams screens need the provider's Teams domain; without it the user is sent to their
 *  landing page with the spec's message. */
export function TeamsGuard({ children }: { children: ReactNode }) {
  const { t, notifier, router } = useConsole();
  const { current, loading } = useServiceProviderScope();
  const missing = teamsGuard(current)?.name ?? null;
  useEffect(() => {
    if (missing === null) return;
    notifier.notify('error', t('teamsTenants.noFqdn', { name: missing }));
    router.navigate('/', { replace: true });
  }, [missing, notifier, router, t]);
  if (loading || !current || missing !== null) return <Loading />;
  return children;
}
