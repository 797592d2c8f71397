import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useKeepAccountsStored } from '../data/useKeepAccountsStored.ts';
import { ConsoleContext, useConsole, useSession } from '../provider/context.ts';
import { guardRouter } from '../provider/leaveGuard.ts';
import { LeadsContext, type Leads } from '../provider/leads.ts';
import { createMemoryRouterAdapter, type RouterAdapter } from '../provider/router.ts';
import { SignInFlowProvider } from '../session/SignInFlow.tsx';
import type { Chrome } from '../shell/Shell.tsx';
import { Alert } from '../ui/Alert.tsx';
import { findRoute } from './ConsoleRoutes.tsx';
import { createPageRouter, type PageLeads } from './pageRouter.ts';
import { LazyShell, preloadPage } from './lazyPage.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import type { Params, RouteDefinition } from './routeDefinition.ts';
import { notFoundMessages } from '../messages/notFound.ts';
import { provideMessages } from '../messages/translate.ts';

provideMessages(notFoundMessages);

export interface MountedPageProps {
  route: RouteDefinition;
  params: Params;
  leads: PageLeads;
  /** With the console's frame around the page (its navigation, the user, Sign out). */
  shell?: Chrome;
}

function fill(pattern: string, params: Params) {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function useRouterPath(router: RouterAdapter) {
  return useSyncExternalStore(
    router.subscribe,
    () => router.location().pathname,
    () => '/',
  );
}

/** One page of the console in a host's own layout: the page at its path, with the route's own
 *  rules (flags, who may see it). Signed out, it shows the sign-in (and a forced password change)
 *  in its place, and then the page. Its links and its ends go to the host's leads. */
export function MountedPage({ route, params, leads, shell }: MountedPageProps) {
  const console = useConsole();
  const session = useSession();
  useKeepAccountsStored();
  const path = fill(route.path, params);
  const host = console.router;
  const router = useMemo(() => createPageRouter(path, host), [path, host]);
  useEffect(() => router.setLeads(leads));
  // The sign-in pages run on a router of their own: their way to the landing page ends here.
  const [gate] = useState(() => createMemoryRouterAdapter('/'));
  const gatePath = useRouterPath(gate);
  const created = leads.onCreated;
  const pageLeads = useMemo<Leads>(() => (created ? { created } : {}), [created]);
  // The page's ways out, its leads to the host included, ask first while a form has changes.
  const pageContext = useMemo(
    () => ({ ...console, router: guardRouter(router, console.leaveGuard) }),
    [console, router],
  );
  const gateContext = useMemo(() => ({ ...console, router: gate }), [console, gate]);

  const open = (r: RouteDefinition) => !r.internal && (r.available?.(console.features) ?? true);
  const gateRoute = findRoute(gatePath, open);
  if (!session || (gateRoute && gatePath !== '/')) {
    // The gate's page: sign-in, a forced password change, a forgotten password.
    const signInPage = gateRoute ?? findRoute('/', open);
    return (
      <ConsoleContext.Provider value={gateContext}>
        <SignInFlowProvider>{signInPage?.route.render(signInPage.params)}</SignInFlowProvider>
      </ConsoleContext.Provider>
    );
  }
  const available = route.available?.(console.features) ?? true;
  const denial = available ? route.denied?.(session, params) : 'notFound.title';
  const element = denial ? null : route.render(params);
  // The page's chunk loads beside the shell's, not after it.
  if (shell) void preloadPage(element);
  const page = denial ? (
    <Alert tone="error">{console.t(denial)}</Alert>
  ) : (
    <PageErrorBoundary resetKey={path}>{element}</PageErrorBoundary>
  );
  return (
    <ConsoleContext.Provider value={pageContext}>
      <LeadsContext.Provider value={pageLeads}>
        {shell ? <LazyShell chrome={shell}>{page}</LazyShell> : page}
      </LeadsContext.Provider>
    </ConsoleContext.Provider>
  );
}
