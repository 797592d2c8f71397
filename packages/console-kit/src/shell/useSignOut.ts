import { useMutation } from '@tanstack/react-query';
import { useConsole, useSession } from '../provider/context.ts';
import { authApi } from '../api/auth.ts';

/** Signs out on the server, then ends the session here, whether or not the server answered. A
 *  form with unsaved changes asks first: unlike an expired session, signing out does not keep it. */
export function useSignOut() {
  const { api, endSession, leaveGuard } = useConsole();
  const session = useSession();
  const mutation = useMutation({
    mutationFn: async () => {
      if (session) await api(authApi).logout(session.token);
    },
    onSettled: () => endSession('signedOut'),
  });
  return {
    signOut: () => leaveGuard.leave(() => mutation.mutate()),
    isPending: mutation.isPending,
  };
}
