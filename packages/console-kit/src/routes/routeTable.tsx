import { lazyPage } from './lazyPage.ts';
import type { Session } from '../provider/context.ts';
import type { Features } from '../provider/features.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { billingRoutes } from './billingRoutes.tsx';
import type { Params, RouteDefinition } from './routeDefinition.ts';

const SignInPage = lazyPage('SignInPage', () => import('../pages/sign-in/SignInPage.tsx'));
const CreatePasswordPage = lazyPage(
  'CreatePasswordPage',
  () => import('../pages/create-password/CreatePasswordPage.tsx'),
);
const ForgotPasswordPage = lazyPage(
  'ForgotPasswordPage',
  () => import('../pages/forgot-password/ForgotPasswordPage.tsx'),
);
const ResetPasswordPage = lazyPage(
  'ResetPasswordPage',
  () => import('../pages/reset-password/ResetPasswordPage.tsx'),
);
const RegisterPage = lazyPage('RegisterPage', () => import('../pages/register/RegisterPage.tsx'));
const RegisterEmailPage = lazyPage(
  'RegisterEmailPage',
  () => import('../pages/register/RegisterEmailPage.tsx'),
);
const VerifyEmailPage = lazyPage(
  'VerifyEmailPage',
  () => import('../pages/register/VerifyEmailPage.tsx'),
);
const ChooseSubdomainPage = lazyPage(
  'ChooseSubdomainPage',
  () => import('../pages/register/ChooseSubdomainPage.tsx'),
);
const OAuthCallbackPage = lazyPage(
  'OAuthCallbackPage',
  () => import('../pages/oauth-callback/OAuthCallbackPage.tsx'),
);
const SipRealmEditPage = lazyPage(
  'SipRealmEditPage',
  () => import('../pages/sip-realm/SipRealmEditPage.tsx'),
);
const UserListPage = lazyPage('UserListPage', () => import('../pages/users/UserListPage.tsx'));
const UserAddPage = lazyPage('UserAddPage', () => import('../pages/users/UserAddPage.tsx'));
const UserEditPage = lazyPage('UserEditPage', () => import('../pages/users/UserEditPage.tsx'));
const SettingsPage = lazyPage('SettingsPage', () => import('../pages/settings/SettingsPage.tsx'));
const AccountListPage = lazyPage(
  'AccountListPage',
  () => import('../pages/accounts/AccountListPage.tsx'),
);
const AccountAddPage = lazyPage(
  'AccountAddPage',
  () => import('../pages/accounts/AccountAddPage.tsx'),
);
const AccountEditPage = lazyPage(
  'AccountEditPage',
  () => import('../pages/accounts/AccountEditPage.tsx'),
);
const ApplicationListPage = lazyPage(
  'ApplicationListPage',
  () => import('../pages/applications/ApplicationListPage.tsx'),
);
const ApplicationAddPage = lazyPage(
  'ApplicationAddPage',
  () => import('../pages/applications/ApplicationAddPage.tsx'),
);
const ApplicationEditPage = lazyPage(
  'ApplicationEditPage',
  () => import('../pages/applications/ApplicationEditPage.tsx'),
);
const CarrierListPage = lazyPage(
  'CarrierListPage',
  () => import('../pages/carriers/CarrierListPage.tsx'),
);
const CarrierAddPage = lazyPage(
  'CarrierAddPage',
  () => import('../pages/carriers/CarrierAddPage.tsx'),
);
const CarrierEditPage = lazyPage(
  'CarrierEditPage',
  () => import('../pages/carriers/CarrierEditPage.tsx'),
);
const PhoneNumberListPage = lazyPage(
  'PhoneNumberListPage',
  () => import('../pages/phone-numbers/PhoneNumberListPage.tsx'),
);
const PhoneNumberAddPage = lazyPage(
  'PhoneNumberAddPage',
  () => import('../pages/phone-numbers/PhoneNumberAddPage.tsx'),
);
const PhoneNumberEditPage = lazyPage(
  'PhoneNumberEditPage',
  () => import('../pages/phone-numbers/PhoneNumberEditPage.tsx'),
);
const TeamsTenantListPage = lazyPage(
  'TeamsTenantListPage',
  () => import('../pages/teams-tenants/TeamsTenantListPage.tsx'),
);
const TeamsTenantAddPage = lazyPage(
  'TeamsTenantAddPage',
  () => import('../pages/teams-tenants/TeamsTenantAddPage.tsx'),
);
const TeamsTenantEditPage = lazyPage(
  'TeamsTenantEditPage',
  () => import('../pages/teams-tenants/TeamsTenantEditPage.tsx'),
);
const ClientListPage = lazyPage(
  'ClientListPage',
  () => import('../pages/clients/ClientListPage.tsx'),
);
const ClientAddPage = lazyPage('ClientAddPage', () => import('../pages/clients/ClientAddPage.tsx'));
const ClientEditPage = lazyPage(
  'ClientEditPage',
  () => import('../pages/clients/ClientEditPage.tsx'),
);
const SpeechListPage = lazyPage(
  'SpeechListPage',
  () => import('../pages/speech/SpeechListPage.tsx'),
);
const SpeechAddPage = lazyPage('SpeechAddPage', () => import('../pages/speech/SpeechAddPage.tsx'));
const SpeechEditPage = lazyPage(
  'SpeechEditPage',
  () => import('../pages/speech/SpeechEditPage.tsx'),
);
const LcrListPage = lazyPage(
  'LcrListPage',
  () => import('../pages/least-cost-routing/LcrListPage.tsx'),
);
const LcrAddPage = lazyPage(
  'LcrAddPage',
  () => import('../pages/least-cost-routing/LcrAddPage.tsx'),
);
const LcrEditPage = lazyPage(
  'LcrEditPage',
  () => import('../pages/least-cost-routing/LcrEditPage.tsx'),
);
const RecentCallsPage = lazyPage(
  'RecentCallsPage',
  () => import('../pages/recent-calls/RecentCallsPage.tsx'),
);
const AlertsPage = lazyPage('AlertsPage', () => import('../pages/alerts/AlertsPage.tsx'));

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
    path: '/internal/accounts',
    internal: true,
    denied: (session) => (session.permissions.canListAccounts ? null : 'accounts.listDenied'),
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
  { path: '/internal/applications', internal: true, render: () => <ApplicationListPage /> },
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
  { path: '/internal/carriers', internal: true, render: () => <CarrierListPage /> },
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
  { path: '/internal/phone-numbers', internal: true, render: () => <PhoneNumberListPage /> },
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
  { path: '/internal/clients', internal: true, render: () => <ClientListPage /> },
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
  { path: '/internal/recent-calls', internal: true, render: () => <RecentCallsPage /> },
  { path: '/internal/alerts', internal: true, render: () => <AlertsPage /> },
  ...billingRoutes,
];
