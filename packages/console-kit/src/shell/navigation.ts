import type { ServiceProvider } from '../api/types.ts';
import { unreadBadge } from '../pages/alerts/unread.ts';
import type { Features } from '../provider/features.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { can, type Action, type Resource } from '../session/can.ts';
import type { TokenClaims } from '../api/token.ts';

export interface NavContext {
  claims: TokenClaims;
  features: Features;
  /** The service provider the console is working in. */
  serviceProvider: ServiceProvider | null;
  /** The signed-in user's own outbound routing record, when one exists (non-admin users). */
  ownLcrSid: string | null;
  /** Alerts since the user's last visit to the Alerts page, once known. */
  unreadAlerts?: number;
}

export interface NavItem {
  id: string;
  label: MessageKey;
  to: string;
  /** A count beside the item (the unread alerts). */
  badge?: string;
}

export interface NavGroup {
  label: MessageKey | null;
  items: NavItem[];
}

interface NavRule {
  id: string;
  label: MessageKey;
  /** The item's path, or null when this user does not get the item. */
  to(context: NavContext): string | null;
  badge?(context: NavContext): string | null;
}

/** Where the header's user name leads: the user's own user page, or in hosted mode (which has
 *  no Users screen) the own account page, where a hosted user changes the password and may
 *  delete the account. */
export function ownPagePath(claims: TokenClaims, features: Pick<Features, 'hostedSystem'>) {
  if (!features.hostedSystem) return `/internal/users/${claims.user_sid}/edit`;
  return claims.account_sid ? `/internal/accounts/${claims.account_sid}/edit` : null;
}

const always = (to: string) => () => to;
const allowed = (action: Action, resource: Resource, to: string) => (c: NavContext) =>
  can(c, action, resource) ? to : null;

// The spec's main navigation and its 'BYO Services' group, as data.
const MAIN: NavRule[] = [
  { id: 'users', label: 'nav.users', to: allowed('list', 'Users', '/internal/users') },
  { id: 'settings', label: 'nav.settings', to: allowed('view', 'Settings', '/internal/settings') },
  { id: 'accounts', label: 'nav.accounts', to: allowed('list', 'Accounts', '/internal/accounts') },
  {
    // Who has no accounts list has its own account.
    id: 'account',
    label: 'nav.account',
    to: (c) =>
      !can(c, 'list', 'Accounts') && c.claims.account_sid
        ? `/internal/accounts/${c.claims.account_sid}/edit`
        : null,
  },
  { id: 'clients', label: 'nav.clients', to: always('/internal/clients') },
  { id: 'applications', label: 'nav.applications', to: always('/internal/applications') },
  { id: 'recent-calls', label: 'nav.recentCalls', to: always('/internal/recent-calls') },
  {
    id: 'alerts',
    label: 'nav.alerts',
    to: always('/internal/alerts'),
    badge: (c) => unreadBadge(c.unreadAlerts),
  },
];

const BYO: NavRule[] = [
  { id: 'carriers', label: 'nav.carriers', to: always('/internal/carriers') },
  { id: 'speech', label: 'nav.speech', to: always('/internal/speech-services') },
  { id: 'phone-numbers', label: 'nav.phoneNumbers', to: always('/internal/phone-numbers') },
  {
    id: 'ms-teams-tenants',
    label: 'nav.msTeamsTenants',
    to: (c) => (c.serviceProvider?.ms_teams_fqdn ? '/internal/ms-teams-tenants' : null),
  },
  {
    id: 'outbound-routing',
    label: 'nav.outboundRouting',
    to(c) {
      if (!c.features.leastCostRouting) return null;
      if (can(c, 'list', 'Lcrs')) return '/internal/least-cost-routing';
      return c.ownLcrSid
        ? `/internal/least-cost-routing/${c.ownLcrSid}/edit`
        : '/internal/least-cost-routing/add';
    },
  },
];

function build(rules: NavRule[], context: NavContext): NavItem[] {
  return rules.flatMap((rule) => {
    const to = rule.to(context);
    if (!to) return [];
    const badge = rule.badge?.(context);
    return [{ id: rule.id, label: rule.label, to, ...(badge && { badge }) }];
  });
}

/** The navigation a user gets, by scope, flags and the current service provider. */
export function navigationFor(context: NavContext): NavGroup[] {
  return [
    { label: null, items: build(MAIN, context) },
    { label: 'shell.byoServices', items: build(BYO, context) },
  ];
}
