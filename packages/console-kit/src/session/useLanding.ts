import { useQuery } from '@tanstack/react-query';
import { useConsole, useSession } from '../provider/context.ts';
import { sessionKeys } from '../data/sessionKeys.ts';
import { landingPath } from './landing.ts';
import { authApi } from '../api/auth.ts';

/** The signed-in user's landing page, or null while it is still being worked out. */
export function useLanding(): string | null {
  const { api, features } = useConsole();
  const session = useSession();
  const hosted = features.hostedSystem;
  const current = useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => api(authApi, signal).me(),
    enabled: Boolean(session) && hosted,
  });
  if (!session) return null;
  if (hosted && current.isPending) return null;
  return landingPath(session.claims, hosted, current.data);
}
