import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../provider/context.ts';
import { policyFromSettings } from '../../lib/passwordPolicy.ts';

/** The server's password policy, read with the given token (a sign-in still in progress). */
export function usePasswordPolicy(token: string | null) {
  const api = useApi();
  const settings = useQuery({
    queryKey: ['PasswordSettings', token],
    queryFn: () => api.passwordSettings.get(token ?? undefined),
    enabled: Boolean(token),
  });
  return {
    policy: policyFromSettings(settings.data),
    loading: settings.isPending && Boolean(token),
  };
}
