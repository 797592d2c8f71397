import { Loading } from '../../ui/Loading.tsx';
import { ModifyForm } from './ModifyForm.tsx';
import { usePlanGuard } from './usePlanGuard.ts';
import { provideMessages } from '../../messages/translate.ts';
import { billingMessages } from '../../messages/billing.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(billingMessages, hostedMessages);

/** /internal/accounts/{account_sid}/modify-subscription: change capacities, or return to the free
 *  plan. No card is typed here, so the card provider is not loaded. */
export function ModifySubscriptionPage({ accountSid }: { accountSid: string }) {
  const fits = usePlanGuard(accountSid, 'modify');
  if (!fits) return <Loading />;
  return <ModifyForm accountSid={accountSid} />;
}

export default ModifySubscriptionPage;
