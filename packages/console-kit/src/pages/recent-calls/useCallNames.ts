import type { Call } from '../../api/calls.ts';
import { useAccount } from '../../data/useAccount.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useApplication } from '../../data/useApplicationsOf.ts';
import { useCarrierChoices } from '../../data/useCarrierChoices.ts';

/** The trunk of a call to a registered device rather than a carrier. */
export const DEVICE_TRUNK = 'user';

/** The names of what a call points at (its account, application and carrier), each
 *  from a list the console shares or one read, none waited for: the id shows until its name
 *  comes. The account comes from the accounts list where the session holds it (Recent calls),
 *  else by itself (a call's own page does not read every account for one name). The carrier
 *  is known by name only: the account's own, else the provider's. */
export function useCallNames(call: Call) {
  const { accounts } = useAccounts({ enabled: false });
  const listed = accounts.find((a) => a.account_sid === call.account_sid)?.name;
  const account = useAccount(call.account_sid, { enabled: !listed });
  const application = useApplication(call.application_sid ?? '');
  const viaCarrier = Boolean(call.trunk) && call.trunk !== DEVICE_TRUNK;
  const carriers = useCarrierChoices({ enabled: viaCarrier }).data ?? [];
  const named = carriers.filter((carrier) => viaCarrier && carrier.name === call.trunk);
  const carrier =
    named.find((c) => c.account_sid === call.account_sid) ?? named.find((c) => !c.account_sid);
  return {
    account: listed ?? account.data?.name,
    application: application.data?.name,
    carrierSid: carrier?.voip_carrier_sid,
  };
}
