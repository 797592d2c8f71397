import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../provider/context.ts';
import { queryKeys } from './queryKeys.ts';
import { phoneNumbersApi } from '../api/numbersAndTenants.ts';

/** The carriers the user may see, read once per session: the phone number screens offer them,
 *  a call's details name its carrier from them. */
export function useCarrierChoices({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.carrierChoices,
    queryFn: ({ signal }) => api(phoneNumbersApi, signal).carriers(),
    enabled,
    staleTime: 5 * 60_000,
  });
}
