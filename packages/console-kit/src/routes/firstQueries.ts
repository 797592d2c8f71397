import type { RouteDefinition } from './routeDefinition.ts';
import { routeQuery } from './routeQuery.ts';

/** The list routes that start their page's first request (its rows) as they open: their paths,
 *  who may not open them and their first queries, for the route table and for a host's
 *  first-request script (`console-kit/first-request`), which runs them before the console's code
 *  has loaded. Nothing here draws: no React. */
export const listRoutes = {
  accounts: {
    path: '/internal/accounts',
    denied: (session) => (session.permissions.canListAccounts ? null : 'accounts.listDenied'),
    firstQuery: routeQuery(
      'accountListQuery',
      () => import('../pages/accounts/accountListQuery.ts'),
    ),
  },
  applications: {
    path: '/internal/applications',
    firstQuery: routeQuery(
      'applicationListQuery',
      () => import('../pages/applications/applicationListQuery.ts'),
    ),
  },
  carriers: {
    path: '/internal/carriers',
    firstQuery: routeQuery(
      'carrierListQuery',
      () => import('../pages/carriers/carrierListQuery.ts'),
    ),
  },
  phoneNumbers: {
    path: '/internal/phone-numbers',
    firstQuery: routeQuery(
      'phoneNumberListQuery',
      () => import('../pages/phone-numbers/phoneNumberListQuery.ts'),
    ),
  },
  clients: {
    path: '/internal/clients',
    firstQuery: routeQuery('clientListQuery', () => import('../pages/clients/clientListQuery.ts')),
  },
  recentCalls: {
    path: '/internal/recent-calls',
    firstQuery: routeQuery('callListQuery', () => import('../pages/recent-calls/callListQuery.ts')),
  },
  alerts: {
    path: '/internal/alerts',
    firstQuery: routeQuery('alertListQuery', () => import('../pages/alerts/alertListQuery.ts')),
  },
} satisfies Record<
  string,
  Required<Pick<RouteDefinition, 'path' | 'firstQuery'>> & Pick<RouteDefinition, 'denied'>
>;
