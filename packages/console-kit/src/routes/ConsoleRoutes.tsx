import { Suspense, useEffect } from 'react';
import { useConsole } from '../provider/context.ts';
import { storageKeys } from '../provider/storage.ts';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { Shell } from '../shell/Shell.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { matchPath } from './matchPath.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { routes, type RouteDefinition } from './routeTable.tsx';
import { useLocation } from './useLocation.ts';

function findRoute(pathname: string, enabled: (route: RouteDefinition) => boolean) {
  for (const route of routes) {
    if (!enabled(route)) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

function PageLoading() {
  const { t } = useConsole();
  return (
    <div className="ck:flex ck:justify-center ck:p-8 ck:text-muted">
      <Spinner size={20} label={t('loading')} />
    </div>
  );
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

/** The whole console: the spec's routes, mapped onto the router adapter's location. */
export function ConsoleRoutes() {
  const { session, features } = useConsole();
  const { pathname } = useLocation();
  const found = findRoute(pathname, (route) => !route.feature || features[route.feature]);
  if (!found) return <NotFoundPage />;
  const page = (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{found.route.render(found.params)}</Suspense>
    </PageErrorBoundary>
  );
  if (!found.route.internal) return page;
  if (!session) return <LoginRequired />;
  return <Shell>{page}</Shell>;
}
