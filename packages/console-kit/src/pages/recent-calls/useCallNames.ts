import type { Call } from '../../api/calls.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useApplication } from '../../data/useApplicationsOf.ts';
import { useCarrierChoices } from '../../data/useCarrierChoices.ts';

/** The trunk of a call to a registered device rather than a carrier. */
export const DEVICE_TRUNK = 'user';

/** The names of what a call points at (its account, application and carrier), each
 *  from a list the console shares or one read, none waited for: the id shows until its name
 *  comes. The carrier is known by name only: the account's own, else the provider's. */
export function useCallNames(call: Call) {
  const { accounts } = useAccounts();
  const application = useApplication(call.application_sid ?? '');
  const viaCarrier = Boolean(call.trunk) && call.trunk !== DEVICE_TRUNK;
  const carriers = useCarrierChoices({ enabled: viaCarrier }).data ?? [];
  const named = carriers.filter((carrier) => viaCarrier && carrier.name === call.trunk);
  const carrier =
    named.find((c) => c.account_sid === call.account_sid) ?? named.find((c) => !c.account_sid);
  return {
    account: accounts.find((a) => a.account_sid === call.account_sid)?.name,
    application: application.data?.name,
    carrierSid: carrier?.voip_carrier_sid,
  };
}
