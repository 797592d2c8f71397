import { Loading } from '../../ui/Loading.tsx';
import { ModifyForm } from './ModifyForm.tsx';
import { usePlanGuard } from './usePlanGuard.ts';

/** /internal/accounts/{account_sid}/modify-subscription: change capacities, or return to the free
 *  plan. No card is typed here, so the card provider is not loaded. */
export function ModifySubscriptionPage({ accountSid }: { accountSid: string }) {
  const fits = usePlanGuard(accountSid, 'modify');
  if (!fits) return <Loading />;
  return <ModifyForm accountSid={accountSid} />;
}

export default ModifySubscriptionPage;
