import { useEffect } from 'react';
import { useConsole, useSession } from '../provider/context.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { storageKeys } from '../provider/storage.ts';
import { useLanding } from '../session/useLanding.ts';
import type { Chrome } from '../shell/Shell.tsx';
import { matchPath } from './matchPath.ts';
import { LazyShell, preloadPage } from './lazyPage.ts';
import { lazyComponent } from '../ui/lazyComponent.ts';
import { FirstDraw } from './FirstDraw.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import type { RouteDefinition } from './routeDefinition.ts';
import { routes } from './routeTable.tsx';
import { startRouteQuery } from './routeQuery.ts';
import { serviceProvidersQuery } from '../data/serviceProvidersQuery.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { Redirect, useLocation } from '../provider/useLocation.ts';

const NotFoundPage = lazyComponent(
  'NotFoundPage',
  () => import('../pages/not-found/NotFoundPage.tsx'),
);

export function findRoute(pathname: string, enabled: (route: RouteDefinition) => boolean) {
  for (const route of routes) {
    if (!enabled(route)) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Sends a signed-out visitor of an internal page to sign-in, with the spec's message. */
function LoginRequired() {
  const { router, setFlash, storage, t } = useConsole();
  useEffect(() => {
    // A session that just ended has already left its own message.
    if (!storage.get(storageKeys.flash))
      setFlash({ kind: 'error', text: t('session.loginRequired') });
    router.navigate('/', { replace: true });
  }, [router, setFlash, storage, t]);
  return null;
}

/** Sends a user away from a page that is not theirs, with the spec's message. */
function AccessDenied({ message }: { message: MessageKey }) {
  const { notifier, t } = useConsole();
  const landing = useLanding();
  useEffect(() => {
    if (!landing) return;
    notifier.notify('error', t(message));
  }, [landing, message, notifier, t]);
  return landing ? <Redirect to={landing} /> : null;
}

export interface ConsoleRoutesProps {
  /** 'embedded' inside a host's layout: no banner of its own, filling the host's container. */
  chrome?: Chrome;
}

/** The whole console: the spec's routes, mapped onto the router adapter's location. */
export function ConsoleRoutes({ chrome = 'full' }: ConsoleRoutesProps) {
  const context = useConsole();
  const session = useSession();
  const queryClient = useQueryClient();
  const { currentSid } = useServiceProviderScope();
  const { pathname, search } = useLocation();
  const { features } = context;
  const found = findRoute(pathname, (route) => route.available?.(features) ?? true);
  if (!found) return <NotFoundPage />;
  const element = found.route.render(found.params);
  const page = <PageErrorBoundary resetKey={pathname}>{element}</PageErrorBoundary>;
  // A page drawn before (sign-in): later pages show their loading state at once, as on a move.
  if (!found.route.internal) return <FirstDraw ready={undefined}>{page}</FirstDraw>;
  if (!session) return <LoginRequired />;
  const denial = found.route.denied?.(session, found.params);
  if (denial) return <AccessDenied message={denial} />;
  // The page's rows are asked for while its chunk loads, beside the shell's.
  const rows = startRouteQuery(found.route.firstQuery, `${session.token} ${pathname}`, {
    context,
    session,
    providerSid: currentSid,
    search,
    queryClient,
  });
  // Drawn with them, the shell's providers (its choice of provider, the provider's name), which
  // would otherwise draw the shell and the page again as the first frame is shown.
  const ready =
    rows && Promise.all([rows, queryClient.prefetchQuery(serviceProvidersQuery(context.api))]);
  void preloadPage(element);
  void LazyShell.preload();
  return (
    <FirstDraw ready={ready}>
      <LazyShell chrome={chrome}>{page}</LazyShell>
    </FirstDraw>
  );
}
