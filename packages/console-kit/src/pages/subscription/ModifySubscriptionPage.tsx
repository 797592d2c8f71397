import { ModifyForm } from './SubscriptionForm.tsx';

/** /internal/accounts/{account_sid}/modify-subscription: change capacities, or return to the free
 *  plan. No card is typed here, so the card provider is not loaded. */
export function ModifySubscriptionPage({ accountSid }: { accountSid: string }) {
  return <ModifyForm accountSid={accountSid} />;
}

export default ModifySubscriptionPage;
