import { lazyComponent } from '../ui/lazyComponent.ts';
import type { Session } from '../provider/context.ts';
import type { Features } from '../provider/features.ts';
import type { MessageKey } from '../messages/catalog.ts';
import type { RouteDefinition } from './routeDefinition.ts';

const SubscriptionPage = lazyComponent(
  'SubscriptionPage',
  () => import('../pages/subscription/SubscriptionPage.tsx'),
);
const ModifySubscriptionPage = lazyComponent(
  'ModifySubscriptionPage',
  () => import('../pages/subscription/ModifySubscriptionPage.tsx'),
);
const ManagePaymentPage = lazyComponent(
  'ManagePaymentPage',
  () => import('../pages/subscription/ManagePaymentPage.tsx'),
);

const hosted = (features: Features) => features.hostedSystem;

/** A subscription belongs to the account of the signed-in user (the server serves no one else);
 *  a view-only user may look at the card on file but change nothing. */
function billingDenied(write: boolean) {
  return (session: Session, params: Record<string, string>): MessageKey | null => {
    const owner = { account_sid: params.account_sid };
    const { can } = session.permissions;
    if (!can('view', 'Subscriptions', owner)) return 'accounts.editDenied';
    return write && !can('edit', 'Subscriptions', owner) ? 'error.noAccess' : null;
  };
}

/** The hosted variant's billing routes (spec part 2, section 2), only with the hosted flag. */
export const billingRoutes: RouteDefinition[] = [
  {
    path: '/internal/accounts/:account_sid/subscription',
    internal: true,
    available: hosted,
    denied: billingDenied(true),
    render: (p) => <SubscriptionPage accountSid={p.account_sid ?? ''} />,
  },
  {
    path: '/internal/accounts/:account_sid/modify-subscription',
    internal: true,
    available: hosted,
    denied: billingDenied(true),
    render: (p) => <ModifySubscriptionPage accountSid={p.account_sid ?? ''} />,
  },
  {
    path: '/internal/accounts/:account_sid/manage-payment',
    internal: true,
    available: hosted,
    denied: billingDenied(false),
    render: (p) => <ManagePaymentPage accountSid={p.account_sid ?? ''} />,
  },
];
