import type { FirstQuery } from '../../data/firstQuery.ts';
import { providerCarriersQuery } from '../../data/providerCarriersQuery.ts';

/** The carriers list's filters in its URL: the name, and the account a carrier is used by. */
export const CARRIER_FILTERS = { name: '', usedBy: '' };

/** The list is the provider's whole carrier list, whatever its URL's filters and page. */
export const firstQuery: FirstQuery = ({ context, providerSid, queryClient }) => {
  if (!providerSid) return;
  return queryClient.prefetchQuery(providerCarriersQuery(context.api, providerSid));
};
