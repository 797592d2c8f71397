import { Loading } from '../../ui/Loading.tsx';
import { CardPayments } from './CardPayments.tsx';
import { UpgradeForm } from './UpgradeForm.tsx';
import { usePlanGuard } from './usePlanGuard.ts';
import { provideMessages } from '../../messages/translate.ts';
import { billingMessages } from '../../messages/billing.ts';
import { hostedMessages } from '../../messages/hosted.ts';

provideMessages(billingMessages, hostedMessages);

/** /internal/accounts/{account_sid}/subscription: upgrade to a paid plan. The card provider loads
 *  with this page only. */
export function SubscriptionPage({ accountSid }: { accountSid: string }) {
  const fits = usePlanGuard(accountSid, 'upgrade');
  if (!fits) return <Loading />;
  return (
    <CardPayments>
      <UpgradeForm accountSid={accountSid} />
    </CardPayments>
  );
}

export default SubscriptionPage;
