import type { ReactElement } from 'react';
import type { Chrome } from '../shell/Shell.tsx';
import { lazyComponent } from '../ui/lazyComponent.ts';
import { MountedPage } from './MountedPage.tsx';
import type { PageLeads } from './pageRouter.ts';
import type { Params, RouteDefinition } from './routeDefinition.ts';
import { routes } from './routeTable.tsx';

/** What every single page takes: its leads, and the console's frame around it if wanted. */
export interface SinglePageProps extends PageLeads {
  /** Draws the console's frame around the page: 'embedded' (a slim bar, no banner) or 'full'. */
  shell?: Chrome;
}

/** One page of the route table as a component of its own: mounted inside `ConsoleProvider`, in
 *  any layout; its code loads when it is first rendered. */
function singlePage<Props extends object = object>(
  pattern: string | RouteDefinition,
  params: (props: Props) => Params = () => ({}),
): (props: Props & SinglePageProps) => ReactElement {
  const route =
    typeof pattern === 'string' ? routes.find((candidate) => candidate.path === pattern) : pattern;
  if (!route) throw new Error(`console-kit: no route ${String(pattern)}`);
  return function SinglePage(props) {
    return <MountedPage route={route} params={params(props)} leads={props} shell={props.shell} />;
  };
}

export const AccountListPage = singlePage('/internal/accounts');
export const AccountAddPage = singlePage('/internal/accounts/add');
export const AccountEditPage = singlePage(
  '/internal/accounts/:account_sid/edit',
  (p: { accountSid: string }) => ({ account_sid: p.accountSid }),
);
export const SipRealmEditPage = singlePage(
  '/internal/accounts/:account_sid/sip-realm/edit',
  (p: { accountSid: string }) => ({ account_sid: p.accountSid }),
);
export const SubscriptionPage = singlePage(
  '/internal/accounts/:account_sid/subscription',
  (p: { accountSid: string }) => ({ account_sid: p.accountSid }),
);
export const ModifySubscriptionPage = singlePage(
  '/internal/accounts/:account_sid/modify-subscription',
  (p: { accountSid: string }) => ({ account_sid: p.accountSid }),
);
export const ManagePaymentPage = singlePage(
  '/internal/accounts/:account_sid/manage-payment',
  (p: { accountSid: string }) => ({ account_sid: p.accountSid }),
);
export const ApplicationListPage = singlePage('/internal/applications');
export const ApplicationAddPage = singlePage('/internal/applications/add');
export const ApplicationEditPage = singlePage(
  '/internal/applications/:application_sid/edit',
  (p: { applicationSid: string }) => ({ application_sid: p.applicationSid }),
);
export const CarrierListPage = singlePage('/internal/carriers');
export const CarrierAddPage = singlePage('/internal/carriers/add');
export const CarrierEditPage = singlePage(
  '/internal/carriers/:voip_carrier_sid/edit',
  (p: { carrierSid: string }) => ({ voip_carrier_sid: p.carrierSid }),
);
export const PhoneNumberListPage = singlePage('/internal/phone-numbers');
export const PhoneNumberAddPage = singlePage('/internal/phone-numbers/add');
export const PhoneNumberEditPage = singlePage(
  '/internal/phone-numbers/:phone_number_sid/edit',
  (p: { phoneNumberSid: string }) => ({ phone_number_sid: p.phoneNumberSid }),
);
export const TeamsTenantListPage = singlePage('/internal/ms-teams-tenants');
export const TeamsTenantAddPage = singlePage('/internal/ms-teams-tenants/add');
export const TeamsTenantEditPage = singlePage(
  '/internal/ms-teams-tenants/:ms_teams_tenant_sid/edit',
  (p: { tenantSid: string }) => ({ ms_teams_tenant_sid: p.tenantSid }),
);
export const ClientListPage = singlePage('/internal/clients');
export const ClientAddPage = singlePage('/internal/clients/add');
export const ClientEditPage = singlePage(
  '/internal/clients/:client_sid/edit',
  (p: { clientSid: string }) => ({ client_sid: p.clientSid }),
);
export const SpeechListPage = singlePage('/internal/speech-services');
export const SpeechAddPage = singlePage('/internal/speech-services/add');
export const SpeechEditPage = singlePage(
  '/internal/speech-services/:speech_credential_sid/edit',
  (p: { credentialSid: string }) => ({ speech_credential_sid: p.credentialSid }),
);
export const LcrListPage = singlePage('/internal/least-cost-routing');
export const LcrAddPage = singlePage('/internal/least-cost-routing/add');
export const LcrEditPage = singlePage(
  '/internal/least-cost-routing/:lcr_sid/edit',
  (p: { lcrSid: string }) => ({ lcr_sid: p.lcrSid }),
);
export const UserListPage = singlePage('/internal/users');
export const UserAddPage = singlePage('/internal/users/add');
export const UserEditPage = singlePage(
  '/internal/users/:user_sid/edit',
  (p: { userSid: string }) => ({ user_sid: p.userSid }),
);
export const SettingsPage = singlePage('/internal/settings');
export const RecentCallsPage = singlePage('/internal/recent-calls');
export const AlertsPage = singlePage('/internal/alerts');

const CallDetails = lazyComponent(
  'CallDetailsPage',
  () => import('../pages/recent-calls/CallDetailsPage.tsx'),
);

/** One call on a page of its own, for a host that links to a call. Not a route of the console:
 *  there a call opens inside Recent calls. */
export const CallDetailsPage = singlePage(
  {
    path: '/internal/recent-calls/:account_sid/:call_sid',
    internal: true,
    render: (p) => <CallDetails accountSid={p.account_sid ?? ''} callSid={p.call_sid ?? ''} />,
  },
  (p: { accountSid: string; callSid: string }) => ({
    account_sid: p.accountSid,
    call_sid: p.callSid,
  }),
);
