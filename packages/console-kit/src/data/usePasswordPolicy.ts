import { useQuery } from '@tanstack/react-query';
import { policyFromSettings } from '../lib/passwordPolicy.ts';
import { useConsole, useSession } from '../provider/context.ts';
import { settingsApi } from '../api/settings.ts';

/** The server's password policy: for the signed-in user, or with the token of a sign-in still in
 *  progress (the forced change, the password reset). */
export function usePasswordPolicy(token?: string | null) {
  const { api } = useConsole();
  const session = useSession();
  const enabled = token === undefined ? Boolean(session) : Boolean(token);
  const settings = useQuery({
    queryKey: ['PasswordSettings', token ?? 'session'],
    queryFn: ({ signal }) => api(settingsApi, signal).passwordSettings(token ?? undefined),
    enabled,
  });
  return { policy: policyFromSettings(settings.data), loading: settings.isPending && enabled };
}
