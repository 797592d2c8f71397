import type { Owner } from '../api/types.ts';
import { useRequiredSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';

/**
 * Where the user's speech calls go (spec part 2, section 7): an account user's account, anyone
 * else's current service provider (the shell's choice). Null until the provider is known.
 */
export function useSpeechHome(): { home: Owner | null; accountFixed: boolean } {
  const { permissions } = useRequiredSession();
  const provider = useServiceProviderScope().current;
  if (permissions.fixedAccount !== null)
    return { home: { kind: 'Accounts', sid: permissions.fixedAccount }, accountFixed: true };
  return {
    home: provider ? { kind: 'ServiceProviders', sid: provider.service_provider_sid } : null,
    accountFixed: false,
  };
}
