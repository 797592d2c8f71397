import { useAccounts } from '../../data/useAccounts.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useLeaveWith } from '../../provider/useLeaveWith.ts';
import { PhoneNumberForm } from './PhoneNumberForm.tsx';
import { addGuard } from './phoneNumberRules.ts';
import { useCarrierChoices } from '../../data/useCarrierChoices.ts';
import { provideMessages } from '../../messages/translate.ts';
import { numbersAndTenantsMessages } from '../../messages/numbersAndTenants.ts';

provideMessages(numbersAndTenantsMessages);

const LEAVE_TO = {
  'phoneNumbers.needAccount': '/internal/accounts',
  'phoneNumbers.needCarrier': '/internal/carriers',
} as const;

/** A number needs an account and a carrier to exist first (the spec's two guards). */
export function PhoneNumberAddPage() {
  const { claims } = useRequiredSession();
  const { accounts, loading } = useAccounts();
  const { current } = useServiceProviderScope();
  const carriers = useCarrierChoices();
  const providerSid = current?.service_provider_sid ?? claims.service_provider_sid ?? undefined;
  const guard =
    loading || !carriers.data ? null : addGuard(accounts.length, carriers.data, providerSid);
  useLeaveWith(guard, guard ? LEAVE_TO[guard] : '');
  if (carriers.isError) return <Alert tone="error">{carriers.error.message}</Alert>;
  if (!carriers.data || loading || guard) return <Loading />;
  return <PhoneNumberForm carriers={carriers.data} />;
}

export default PhoneNumberAddPage;
