import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../provider/context.ts';
import { queryKeys } from './queryKeys.ts';
import { phoneNumbersApi, type CarrierChoice } from '../api/numbersAndTenants.ts';
import { byText } from '../lib/textOrder.ts';

/** The carriers by name (a real server lists them by sid), sorted once per answer. */
const byName = byText((carrier: CarrierChoice) => carrier.name);

/** The carriers the user may see, by name, read once per session: the phone number screens offer
 *  them, a call's details name its carrier from them. */
export function useCarrierChoices({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.carrierChoices,
    queryFn: ({ signal }) => api(phoneNumbersApi, signal).carriers(),
    enabled,
    staleTime: 5 * 60_000,
    select: byName,
  });
}
