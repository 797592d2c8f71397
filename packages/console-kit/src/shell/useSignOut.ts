import { useMutation } from '@tanstack/react-query';
import { useConsole, useSession } from '../provider/context.ts';
import { authApi } from '../api/auth.ts';

/** Signs out on the server, then ends the session here, whether or not the server answered. */
export function useSignOut() {
  const { api, endSession } = useConsole();
  const session = useSession();
  return useMutation({
    mutationFn: async () => {
      if (session) await api(authApi).logout(session.token);
    },
    onSettled: () => endSession('signedOut'),
  });
}
