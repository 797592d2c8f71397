import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useAccounts } from '../../data/useAccounts.ts';
import { PhoneNumberForm } from './PhoneNumberForm.tsx';
import { useCarrierChoices } from '../../data/useCarrierChoices.ts';
import { usePhoneNumber } from './usePhoneNumbers.ts';
import { provideMessages } from '../../messages/translate.ts';
import { numbersAndTenantsMessages } from '../../messages/numbersAndTenants.ts';

provideMessages(numbersAndTenantsMessages);

/** Edit a number the user may see (the server answers 403 or 404 for any other). */
export function PhoneNumberEditPage({ phoneNumberSid }: { phoneNumberSid: string }) {
  const number = usePhoneNumber(phoneNumberSid);
  const carriers = useCarrierChoices();
  const { loading } = useAccounts();
  const failed = number.error ?? carriers.error;
  // A failed refetch (after a delete) keeps the data: the form stays until the page is left.
  if (number.data && carriers.data && !loading) {
    return <PhoneNumberForm key={phoneNumberSid} number={number.data} carriers={carriers.data} />;
  }
  if (failed) return <RecordUnavailable error={failed} listPath="/internal/phone-numbers" />;
  return <Loading />;
}

export default PhoneNumberEditPage;
