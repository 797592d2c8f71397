import { useRequiredSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';

/** Whether the user's lists of everything it may see (GET /Clients, GET /Applications) hold
 *  several providers' records: an admin's, unless the platform has one provider. Such a list is
 *  kept to the current provider's accounts, and waits for them. */
export function useSpansProviders(): boolean {
  const { permissions } = useRequiredSession();
  const { providers } = useServiceProviderScope();
  return permissions.can('list', 'ServiceProviders') && providers.length !== 1;
}
