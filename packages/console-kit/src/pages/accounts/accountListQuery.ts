import type { FirstQuery } from '../../data/firstQuery.ts';
import { allAccountsQuery } from '../../data/accountsQuery.ts';

/** The accounts list is every account the user may see, one answer shared by every page. */
export const firstQuery: FirstQuery = ({ context, session, queryClient }) => {
  const query = allAccountsQuery(context.api, context.sessionCache, session.claims);
  return queryClient.prefetchQuery(query);
};
