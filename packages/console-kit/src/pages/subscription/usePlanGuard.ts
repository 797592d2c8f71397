import { useEffect } from 'react';
import { useConsole } from '../../provider/context.ts';
import { planState } from './planState.ts';
import { useHostedMe } from './useBilling.ts';

/** The upgrade page is for a plan that is not paid, the change page for a paid one: a user who
 *  opens the other is sent to the right one. True once the plan is known and fits the page. */
export function usePlanGuard(accountSid: string, page: 'upgrade' | 'modify') {
  const { router } = useConsole();
  const me = useHostedMe();
  const paid = me.data ? planState(me.data).kind === 'paid' : null;
  const wrong = paid !== null && paid !== (page === 'modify');
  useEffect(() => {
    if (!wrong) return;
    const to = page === 'modify' ? 'subscription' : 'modify-subscription';
    router.navigate(`/internal/accounts/${accountSid}/${to}`, { replace: true });
  }, [wrong, page, accountSid, router]);
  // A failed read leaves the decision to the server.
  return me.isError || (paid !== null && !wrong);
}
