import { lazyComponent } from '../ui/lazyComponent.ts';
import type { Session } from '../provider/context.ts';
import type { Features } from '../provider/features.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { billingRoutes } from './billingRoutes.tsx';
import type { Params, RouteDefinition } from './routeDefinition.ts';
import { listRoutes } from './firstQueries.ts';

const SignInPage = lazyComponent('SignInPage', () => import('../pages/sign-in/SignInPage.tsx'));
const CreatePasswordPage = lazyComponent(
  'CreatePasswordPage',
  () => import('../pages/create-password/CreatePasswordPage.tsx'),
);
const ForgotPasswordPage = lazyComponent(
  'ForgotPasswordPage',
  () => import('../pages/forgot-password/ForgotPasswordPage.tsx'),
);
const ResetPasswordPage = lazyComponent(
  'ResetPasswordPage',
  () => import('../pages/reset-password/ResetPasswordPage.tsx'),
);
const RegisterPage = lazyComponent(
  'RegisterPage',
  () => import('../pages/register/RegisterPage.tsx'),
);
const RegisterEmailPage = lazyComponent(
  'RegisterEmailPage',
  () => import('../pages/register/RegisterEmailPage.tsx'),
);
const VerifyEmailPage = lazyComponent(
  'VerifyEmailPage',
  () => import('../pages/register/VerifyEmailPage.tsx'),
);
const ChooseSubdomainPage = lazyComponent(
  'ChooseSubdomainPage',
  () => import('../pages/register/ChooseSubdomainPage.tsx'),
);
const OAuthCallbackPage = lazyComponent(
  'OAuthCallbackPage',
  () => import('../pages/oauth-callback/OAuthCallbackPage.tsx'),
);
const SipRealmEditPage = lazyComponent(
  'SipRealmEditPage',
  () => import('../pages/sip-realm/SipRealmEditPage.tsx'),
);
const UserListPage = lazyComponent('UserListPage', () => import('../pages/users/UserListPage.tsx'));
const UserAddPage = lazyComponent('UserAddPage', () => import('../pages/users/UserAddPage.tsx'));
const UserEditPage = lazyComponent('UserEditPage', () => import('../pages/users/UserEditPage.tsx'));
const SettingsPage = lazyComponent(
  'SettingsPage',
  () => import('../pages/settings/SettingsPage.tsx'),
);
const AccountListPage = lazyComponent(
  'AccountListPage',
  () => import('../pages/accounts/AccountListPage.tsx'),
);
const AccountAddPage = lazyComponent(
  'AccountAddPage',
  () => import('../pages/accounts/AccountAddPage.tsx'),
);
const AccountEditPage = lazyComponent(
  'AccountEditPage',
  () => import('../pages/accounts/AccountEditPage.tsx'),
);
const ApplicationListPage = lazyComponent(
  'ApplicationListPage',
  () => import('../pages/applications/ApplicationListPage.tsx'),
);
const ApplicationAddPage = lazyComponent(
  'ApplicationAddPage',
  () => import('../pages/applications/ApplicationAddPage.tsx'),
);
const ApplicationEditPage = lazyComponent(
  'ApplicationEditPage',
  () => import('../pages/applications/ApplicationEditPage.tsx'),
);
const CarrierListPage = lazyComponent(
  'CarrierListPage',
  () => import('../pages/carriers/CarrierListPage.tsx'),
);
const CarrierAddPage = lazyComponent(
  'CarrierAddPage',
  () => import('../pages/carriers/CarrierAddPage.tsx'),
);
const CarrierEditPage = lazyComponent(
  'CarrierEditPage',
  () => import('../pages/carriers/CarrierEditPage.tsx'),
);
const PhoneNumberListPage = lazyComponent(
  'PhoneNumberListPage',
  () => import('../pages/phone-numbers/PhoneNumberListPage.tsx'),
);
const PhoneNumberAddPage = lazyComponent(
  'PhoneNumberAddPage',
  () => import('../pages/phone-numbers/PhoneNumberAddPage.tsx'),
);
const PhoneNumberEditPage = lazyComponent(
  'PhoneNumberEditPage',
  () => import('../pages/phone-numbers/PhoneNumberEditPage.tsx'),
);
const TeamsTenantListPage = lazyComponent(
  'TeamsTenantListPage',
  () => import('../pages/teams-tenants/TeamsTenantListPage.tsx'),
);
const TeamsTenantAddPage = lazyComponent(
  'TeamsTenantAddPage',
  () => import('../pages/teams-tenants/TeamsTenantAddPage.tsx'),
);
const TeamsTenantEditPage = lazyComponent(
  'TeamsTenantEditPage',
  () => import('../pages/teams-tenants/TeamsTenantEditPage.tsx'),
);
const ClientListPage = lazyComponent(
  'ClientListPage',
  () => import('../pages/clients/ClientListPage.tsx'),
);
const ClientAddPage = lazyComponent(
  'ClientAddPage',
  () => import('../pages/clients/ClientAddPage.tsx'),
);
const ClientEditPage = lazyComponent(
  'ClientEditPage',
  () => import('../pages/clients/ClientEditPage.tsx'),
);
const SpeechListPage = lazyComponent(
  'SpeechListPage',
  () => import('../pages/speech/SpeechListPage.tsx'),
);
const SpeechAddPage = lazyComponent(
  'SpeechAddPage',
  () => import('../pages/speech/SpeechAddPage.tsx'),
);
const SpeechEditPage = lazyComponent(
  'SpeechEditPage',
  () => import('../pages/speech/SpeechEditPage.tsx'),
);
const LcrListPage = lazyComponent(
  'LcrListPage',
  () => import('../pages/least-cost-routing/LcrListPage.tsx'),
);
const LcrAddPage = lazyComponent(
  'LcrAddPage',
  () => import('../pages/least-cost-routing/LcrAddPage.tsx'),
);
const LcrEditPage = lazyComponent(
  'LcrEditPage',
  () => import('../pages/least-cost-routing/LcrEditPage.tsx'),
);
const RecentCallsPage = lazyComponent(
  'RecentCallsPage',
  () => import('../pages/recent-calls/RecentCallsPage.tsx'),
);
const AlertsPage = lazyComponent('AlertsPage', () => import('../pages/alerts/AlertsPage.tsx'));

const withForgotPassword = (features: Features) => features.forgotPassword;
const selfHosted = (features: Features) => !features.hostedSystem;
const hostedOnly = (features: Features) => features.hostedSystem;
const ownAccountOnly = (session: Session, params: Params): MessageKey | null =>
  session.permissions.can('view', 'Accounts', { account_sid: params.account_sid })
    ? null
    : 'accounts.editDenied';
const withLcr = (features: Features) => features.leastCostRouting;
const onlyWriters = (session: Session): MessageKey | null =>
  session.permissions.canWrite ? null : 'error.noAccess';

/** The spec's route table (part 1, section 2; part 2, section 2). */
export const routes: RouteDefinition[] = [
  { path: '/', internal: false, render: () => <SignInPage /> },
  { path: '/create-password', internal: false, render: () => <CreatePasswordPage /> },
  {
    path: '/forgot-password',
    internal: false,
    available: withForgotPassword,
    render: () => <ForgotPasswordPage />,
  },
  {
    path: '/reset-password/:id',
    internal: false,
    available: withForgotPassword,
    render: (p) => <ResetPasswordPage resetId={p.id ?? ''} />,
  },
  // Hosted: registration, the return from an outside provider, the SIP realm.
  { path: '/register', internal: false, available: hostedOnly, render: () => <RegisterPage /> },
  {
    path: '/register/email',
    internal: false,
    available: hostedOnly,
    render: () => <RegisterEmailPage />,
  },
  {
    path: '/register/email/verify-your-email',
    internal: false,
    available: hostedOnly,
    render: () => <VerifyEmailPage />,
  },
  {
    path: '/register/choose-a-subdomain',
    internal: false,
    available: hostedOnly,
    render: () => <ChooseSubdomainPage />,
  },
  {
    path: '/oauth-callback/:provider',
    internal: false,
    available: hostedOnly,
    render: (p) => <OAuthCallbackPage provider={p.provider ?? ''} />,
  },
  {
    path: '/internal/accounts/:account_sid/sip-realm/edit',
    internal: true,
    available: hostedOnly,
    denied: (session, params) => onlyWriters(session) ?? ownAccountOnly(session, params),
    render: (p) => <SipRealmEditPage accountSid={p.account_sid ?? ''} />,
  },
  {
    path: '/internal/users',
    internal: true,
    available: selfHosted,
    render: () => <UserListPage />,
  },
  {
    path: '/internal/users/add',
    internal: true,
    available: selfHosted,
    denied: onlyWriters,
    render: () => <UserAddPage />,
  },
  {
    path: '/internal/users/:user_sid/edit',
    internal: true,
    available: selfHosted,
    render: (p) => <UserEditPage userSid={p.user_sid ?? ''} />,
  },
  {
    path: '/internal/settings',
    internal: true,
    denied: (session) => (session.permissions.canManageSettings ? null : 'settings.denied'),
    render: () => <SettingsPage />,
  },
  {
    ...listRoutes.accounts,
    internal: true,
    render: () => <AccountListPage />,
  },
  {
    path: '/internal/accounts/add',
    internal: true,
    denied: (session) =>
      !session.permissions.canListAccounts ? 'accounts.listDenied' : onlyWriters(session),
    render: () => <AccountAddPage />,
  },
  {
    path: '/internal/accounts/:account_sid/edit',
    internal: true,
    denied: ownAccountOnly,
    render: (p) => <AccountEditPage accountSid={p.account_sid ?? ''} />,
  },
  {
    ...listRoutes.applications,
    internal: true,
    render: () => <ApplicationListPage />,
  },
  {
    path: '/internal/applications/add',
    internal: true,
    denied: onlyWriters,
    render: () => <ApplicationAddPage />,
  },
  {
    path: '/internal/applications/:application_sid/edit',
    internal: true,
    render: (p) => <ApplicationEditPage applicationSid={p.application_sid ?? ''} />,
  },
  {
    ...listRoutes.carriers,
    internal: true,
    render: () => <CarrierListPage />,
  },
  {
    path: '/internal/carriers/add',
    internal: true,
    denied: onlyWriters,
    render: () => <CarrierAddPage />,
  },
  {
    path: '/internal/carriers/:voip_carrier_sid/edit',
    internal: true,
    render: (p) => <CarrierEditPage carrierSid={p.voip_carrier_sid ?? ''} />,
  },
  {
    ...listRoutes.phoneNumbers,
    internal: true,
    render: () => <PhoneNumberListPage />,
  },
  {
    path: '/internal/phone-numbers/add',
    internal: true,
    denied: onlyWriters,
    render: () => <PhoneNumberAddPage />,
  },
  {
    path: '/internal/phone-numbers/:phone_number_sid/edit',
    internal: true,
    render: (p) => <PhoneNumberEditPage phoneNumberSid={p.phone_number_sid ?? ''} />,
  },
  {
    ...listRoutes.clients,
    internal: true,
    render: () => <ClientListPage />,
  },
  {
    path: '/internal/clients/add',
    internal: true,
    denied: onlyWriters,
    render: () => <ClientAddPage />,
  },
  {
    path: '/internal/clients/:client_sid/edit',
    internal: true,
    render: (p) => <ClientEditPage clientSid={p.client_sid ?? ''} />,
  },
  { path: '/internal/speech-services', internal: true, render: () => <SpeechListPage /> },
  {
    path: '/internal/speech-services/add',
    internal: true,
    denied: onlyWriters,
    render: () => <SpeechAddPage />,
  },
  {
    path: '/internal/speech-services/:speech_credential_sid/edit',
    internal: true,
    render: (p) => <SpeechEditPage credentialSid={p.speech_credential_sid ?? ''} />,
  },
  { path: '/internal/ms-teams-tenants', internal: true, render: () => <TeamsTenantListPage /> },
  {
    path: '/internal/ms-teams-tenants/add',
    internal: true,
    denied: onlyWriters,
    render: () => <TeamsTenantAddPage />,
  },
  {
    path: '/internal/ms-teams-tenants/:ms_teams_tenant_sid/edit',
    internal: true,
    render: (p) => <TeamsTenantEditPage tenantSid={p.ms_teams_tenant_sid ?? ''} />,
  },
  {
    path: '/internal/least-cost-routing',
    internal: true,
    available: withLcr,
    denied: (session) => (session.permissions.canListOutboundRouting ? null : 'lcr.listDenied'),
    render: () => <LcrListPage />,
  },
  {
    path: '/internal/least-cost-routing/add',
    internal: true,
    available: withLcr,
    denied: onlyWriters,
    render: () => <LcrAddPage />,
  },
  {
    path: '/internal/least-cost-routing/:lcr_sid/edit',
    internal: true,
    available: withLcr,
    render: (p) => <LcrEditPage lcrSid={p.lcr_sid ?? ''} />,
  },
  {
    ...listRoutes.recentCalls,
    internal: true,
    render: () => <RecentCallsPage />,
  },
  {
    ...listRoutes.alerts,
    internal: true,
    render: () => <AlertsPage />,
  },
  ...billingRoutes,
];
