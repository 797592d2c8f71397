import { lazy, type ReactNode } from 'react';
import type { Features } from '../provider/features.ts';
import type { MessageKey } from '../provider/messages.ts';

const SignInPage = lazy(() => import('../pages/sign-in/SignInPage.tsx'));
const CreatePasswordPage = lazy(() => import('../pages/create-password/CreatePasswordPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/ResetPasswordPage.tsx'));
const PendingPage = lazy(() => import('../pages/pending/PendingPage.tsx'));

type Params = Record<string, string>;

export interface RouteDefinition {
  path: string;
  /** Internal routes need a signed-in user and render inside the shell. */
  internal: boolean;
  /** The route exists only while this flag is on. */
  feature?: keyof Features;
  render(params: Params): ReactNode;
}

const publicRoute = (
  path: string,
  render: RouteDefinition['render'],
  feature?: keyof Features,
) => ({
  path,
  internal: false,
  feature,
  render,
});

const pending = (title: MessageKey) => () => <PendingPage title={title} />;

/** Internal areas of the spec whose pages come in later versions: path, its title. */
const PENDING_AREAS: [string, MessageKey][] = [
  ['users', 'nav.users'],
  ['accounts', 'nav.accounts'],
  ['applications', 'nav.applications'],
  ['carriers', 'nav.carriers'],
  ['speech-services', 'nav.speech'],
  ['phone-numbers', 'nav.phoneNumbers'],
  ['ms-teams-tenants', 'nav.msTeamsTenants'],
  ['least-cost-routing', 'nav.outboundRouting'],
  ['clients', 'nav.clients'],
];

const pendingRoutes: RouteDefinition[] = [
  ...PENDING_AREAS.flatMap(([area, title]) =>
    [`/internal/${area}`, `/internal/${area}/add`, `/internal/${area}/:sid/edit`].map((path) => ({
      path,
      internal: true,
      render: pending(title),
    })),
  ),
  { path: '/internal/settings', internal: true, render: pending('nav.settings') },
  { path: '/internal/recent-calls', internal: true, render: pending('nav.recentCalls') },
  { path: '/internal/alerts', internal: true, render: pending('nav.alerts') },
];

/** The spec's route table (part 1, section 2; part 2, section 2). */
export const routes: RouteDefinition[] = [
  publicRoute('/', () => <SignInPage />),
  publicRoute('/create-password', () => <CreatePasswordPage />),
  publicRoute('/forgot-password', () => <ForgotPasswordPage />, 'forgotPassword'),
  publicRoute(
    '/reset-password/:id',
    (p) => <ResetPasswordPage resetId={p.id ?? ''} />,
    'forgotPassword',
  ),
  ...pendingRoutes,
];
