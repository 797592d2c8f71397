import { useQuery } from '@tanstack/react-query';
import { fullDomain, normalizeSubdomain, subdomainProblem } from '../../lib/subdomain.ts';
import { AVAILABILITY_DELAY_MS } from '../../lib/subdomain.ts';
import { useConsole } from '../../provider/context.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import type { SubdomainStatus } from '../../ui/SubdomainField.tsx';
import { hostedApi } from '../../api/hosted.ts';

/** A typed subdomain's status: refused here at once, asked about 500 ms after typing stops. The
 *  realm the account already has counts as its own, not as taken. */
export function useSubdomainCheck(text: string, rootDomain: string, currentRealm: string | null) {
  const { api } = useConsole();
  const subdomain = normalizeSubdomain(text);
  const domain = fullDomain(subdomain, rootDomain);
  const problem = subdomainProblem(subdomain);
  const settled = useDebouncedValue(subdomain, AVAILABILITY_DELAY_MS);
  const own = domain === currentRealm;
  const ask = !problem && !own && settled === subdomain && Boolean(rootDomain);
  const availability = useQuery({
    queryKey: ['Availability', 'subdomain', domain],
    queryFn: ({ signal }) => api(hostedApi, signal).subdomainAvailable(domain),
    enabled: ask,
    staleTime: 0,
    gcTime: 0,
  });
  let status: SubdomainStatus = { kind: 'idle' };
  if (!text) status = { kind: 'idle' };
  else if (problem) status = { kind: 'problem', message: problem };
  else if (own) status = { kind: 'problem', message: 'sipRealm.unchanged' };
  else if (!ask || availability.isFetching) status = { kind: ask ? 'checking' : 'idle' };
  else if (availability.isError) status = { kind: 'failed', reason: availability.error.message };
  else if (availability.data === true) status = { kind: 'available' };
  else if (availability.data === false) status = { kind: 'taken' };
  return { subdomain, domain, status };
}
