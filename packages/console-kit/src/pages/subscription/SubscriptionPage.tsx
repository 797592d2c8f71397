import { CardPayments } from './CardPayments.tsx';
import { UpgradeForm } from './SubscriptionForm.tsx';

/** /internal/accounts/{account_sid}/subscription: upgrade to a paid plan. The card provider loads
 *  with this page only. */
export function SubscriptionPage({ accountSid }: { accountSid: string }) {
  return (
    <CardPayments>
      <UpgradeForm accountSid={accountSid} />
    </CardPayments>
  );
}

export default SubscriptionPage;
