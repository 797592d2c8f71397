import { useQuery } from '@tanstack/react-query';
import { lcrListQuery } from './lcrs.ts';
import { useConsole, useSession } from '../provider/context.ts';
import { can } from '../session/can.ts';
import { useLatch } from './useLatch.ts';

/** A non-admin user's own outbound routing record, for the navigation's link to it. */
export function useOwnLcrSid(): string | null {
  const { api, features } = useConsole();
  const session = useSession();
  const claims = session?.claims;
  // Who has the list of every table reaches it from the navigation; others, their own table.
  const wanted = Boolean(
    claims && features.leastCostRouting && !can({ claims, features }, 'list', 'Lcrs'),
  );
  // Asked once the page's first paint is on screen: a link's address, not worth sharing the
  // machine with the showing of the page (its answer also draws the navigation again).
  const [painted, latch] = useLatch();
  latch(wanted);
  const lcrs = useQuery({ ...lcrListQuery(api), enabled: wanted && painted });
  if (!wanted || !claims || !Array.isArray(lcrs.data)) return null;
  const own = lcrs.data.find((lcr) =>
    claims.account_sid
      ? lcr.account_sid === claims.account_sid
      : !lcr.account_sid && lcr.service_provider_sid === claims.service_provider_sid,
  );
  return own?.lcr_sid ?? null;
}
