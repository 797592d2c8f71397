import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createApiClient } from './api/client.ts';
import { markDeleted } from './data/deletedRecords.ts';
import { createApi } from './api/resources.ts';
import { createPermissions } from './session/permissions.ts';
import { createPageExitWatch } from './session/pageExit.ts';
import { createSessionStore, sessionFromToken } from './session/sessionStore.ts';
import { msUntilExpiry } from './api/token.ts';
import { createWorkKeeper } from './session/workKeeper.ts';
import { ServiceProviderScope } from './session/ServiceProviderScope.tsx';
import { SignInFlowProvider } from './session/SignInFlow.tsx';
import { lazyComponent } from './ui/lazyComponent.ts';
import type { HostedFlowsProvider } from './session/HostedFlows.tsx';
import { Toaster } from './ui/Toaster.tsx';
import {
  createStorageAuthAdapter,
  type AuthAdapter,
  type SessionEndReason,
} from './provider/auth.ts';
import {
  ConsoleContext,
  SessionContext,
  type ConsoleContextValue,
  type Flash,
  type Session,
} from './provider/context.ts';
import { defaultFeatures, type Features } from './provider/features.ts';
import type { HostedConfig } from './provider/hosted.ts';
import { type MessageOverrides } from './messages/catalog.ts';
import { createTranslate, resolveLocale } from './messages/translate.ts';
import type { Notifier } from './provider/notify.ts';
import type { PaymentsAdapter } from './provider/payments.ts';
import { createLeaveGuard, guardRouter, type LeaveGuard } from './provider/leaveGuard.ts';
import { createBrowserRouterAdapter, type RouterAdapter } from './provider/router.ts';
import { defaultStorages, storageKeys, type StorageAdapter } from './provider/storage.ts';
import { createToastStore } from './provider/toastStore.ts';
import { useTheme, type ThemeChoice } from './provider/useTheme.ts';

export interface ConsoleProviderProps {
  /** The REST API base; defaults to the page's origin + /api/v1. */
  apiBase?: string;
  features?: Partial<Features>;
  auth?: AuthAdapter;
  router?: RouterAdapter;
  storage?: StorageAdapter;
  /** Where copies of large answers are kept for the session (the accounts list): the tab's
   *  sessionStorage by default, namespaced like `storage`'s default; null keeps none. */
  sessionCache?: StorageAdapter | null;
  /** Send toasts to the host instead of the console's own Toaster. */
  notify?: Notifier;
  messages?: MessageOverrides;
  /** The language tag dates, numbers and plurals follow (e.g. 'de-DE'); defaults to the
   *  browser's. */
  locale?: string;
  /** The hosted variant's provider and OAuth clients (with the hostedSystem flag). */
  hosted?: HostedConfig;
  /** The card payment provider of the hosted variant's billing pages. */
  payments?: PaymentsAdapter;
  theme?: ThemeChoice;
  /** Keeps the host page's element rules (`button {..}`, `* {..}`) out of the console, whose
   *  elements start from the browser's defaults whatever the page around them says. On by
   *  default; a host whose page holds nothing but the console (no CSS of its own that reaches
   *  into it) turns it off, and the browser styles the console with less work. */
  isolateStyles?: boolean;
  queryClient?: QueryClient;
  className?: string;
  children: ReactNode;
}

// The hosted variant's flows (outside sign-in providers, the registration) load only there.
const HostedFlows = lazyComponent<Parameters<typeof HostedFlowsProvider>[0]>('HostedFlows', () =>
  import('./session/HostedFlows.tsx').then((module) => ({ default: module.HostedFlowsProvider })),
);

const LeaveDialog = lazyComponent<{ guard: LeaveGuard }>(
  'LeaveDialog',
  () => import('./ui/LeaveDialog.tsx').then((module) => ({ default: module.LeaveDialog })),
  () => null,
);

/** The question before leaving a form with unsaved changes: its code loads once a form has some. */
function LeaveQuestion({ guard }: { guard: LeaveGuard }) {
  const needed = useSyncExternalStore(guard.subscribe, guard.held, guard.held);
  return needed ? <LeaveDialog guard={guard} /> : null;
}

const SESSION_END_MESSAGE = {
  signedOut: 'session.loggedOut',
  expired: 'session.expired',
  unreachable: 'session.unreachable',
} as const;

/** The console asks again only when asked to (Try again, a new page): no request repeats by
 *  itself, not even when a page mounts onto a read that has just failed (a list's first query,
 *  started by its route before the page was drawn). A failure no page shows any more is
 *  forgotten, so that the next page needing that data asks for it. */
function makeQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    const { query } = event;
    if (event.type === 'observerRemoved' && query.state.status === 'error') {
      if (query.getObserversCount() === 0) cache.remove(query);
    }
  });
  return client;
}

const subscribeNever = () => () => {};
/** False on a server and while hydrating, true once in the browser: the console reads the page's
 *  location and storage, so it renders only there. */
function useMounted() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The root of every console page: adapters, the API client, the session and the query cache. */
export function ConsoleProvider(props: ConsoleProviderProps) {
  const [defaults] = useState(() => {
    // Nothing here touches the page before it is mounted: a server render has no window.
    const ownApiBase = typeof window === 'undefined' ? null : `${window.location.origin}/api/v1`;
    const apiBase = props.apiBase ?? ownApiBase ?? '/api/v1';
    const stores = defaultStorages(apiBase, ownApiBase);
    const storage = props.storage ?? stores.storage;
    const auth = props.auth ?? createStorageAuthAdapter(storage);
    return {
      storage,
      sessionCache: stores.sessionCache,
      auth,
      router: props.router ?? createBrowserRouterAdapter(),
      apiBase,
      toasts: createToastStore(),
      queryClient: props.queryClient ?? makeQueryClient(),
      sessions: createSessionStore(sessionFromToken(auth.getToken())),
      pageExit: createPageExitWatch(),
      workKeeper: createWorkKeeper(),
      leaveGuard: createLeaveGuard(),
      flashListeners: new Set<() => void>(),
    };
  });
  const { pageExit, workKeeper, leaveGuard } = defaults;
  useEffect(() => pageExit.attach(window), [pageExit]);
  useEffect(() => leaveGuard.attach(window), [leaveGuard]);
  const { sessions } = defaults;
  const storage = props.storage ?? defaults.storage;
  const sessionCache =
    props.sessionCache === undefined ? defaults.sessionCache : props.sessionCache;
  const auth = props.auth ?? defaults.auth;
  const router = props.router ?? defaults.router;
  // The pages' way out asks first while a form has unsaved changes; the session's end does not
  // (its forms are kept, or the user asked to sign out).
  const pageRouter = useMemo(() => guardRouter(router, leaveGuard), [router, leaveGuard]);
  useEffect(() => router.block?.(leaveGuard.holdsBack), [router, leaveGuard]);
  const apiBase = props.apiBase ?? defaults.apiBase;
  const notifier = props.notify ?? defaults.toasts.notifier;
  const queryClient = props.queryClient ?? defaults.queryClient;
  const featureFlags = props.features;
  const payments = props.payments ?? null;
  const features = useMemo(() => ({ ...defaultFeatures, ...featureFlags }), [featureFlags]);
  const locale = useMemo(() => resolveLocale(props.locale), [props.locale]);
  const t = useMemo(() => createTranslate(props.messages, locale), [props.messages, locale]);

  const stored = useSyncExternalStore(sessions.subscribe, sessions.get, sessions.get);
  const session = useMemo<Session | null>(
    () => stored && { ...stored, permissions: createPermissions(stored.claims, features) },
    [stored, features],
  );

  // The message for the sign-in page lives in storage (it survives the redirect and a reload)
  // and is watched: whichever page shows it shows the latest one.
  const { flashListeners } = defaults;
  const changeFlash = useCallback(
    (flash: Flash | null) => {
      if (flash) storage.set(storageKeys.flash, JSON.stringify(flash));
      else storage.remove(storageKeys.flash);
      flashListeners.forEach((listener) => listener());
    },
    [storage, flashListeners],
  );
  const setFlash = useCallback((flash: Flash) => changeFlash(flash), [changeFlash]);
  const clearFlash = useCallback(() => changeFlash(null), [changeFlash]);
  const subscribeFlash = useCallback(
    (listener: () => void) => {
      flashListeners.add(listener);
      return () => void flashListeners.delete(listener);
    },
    [flashListeners],
  );

  const endSession = useCallback(
    (reason: SessionEndReason) => {
      // Many calls may fail at once when a session ends; the first one ends it.
      const ending = sessions.get();
      if (!ending && reason !== 'signedOut') return;
      if (ending && reason !== 'signedOut') workKeeper.keep(ending.claims.user_sid);
      else workKeeper.forget();
      storage.clear();
      sessionCache?.clear();
      auth.clearToken();
      queryClient.clear();
      setFlash({
        kind: reason === 'signedOut' ? 'info' : 'error',
        text: t(SESSION_END_MESSAGE[reason]),
      });
      sessions.set(null);
      if (auth.onSessionEnd?.(reason) !== true) router.navigate('/', { replace: true });
    },
    [auth, queryClient, router, sessionCache, sessions, setFlash, storage, t, workKeeper],
  );

  const startSession = useCallback(
    (token: string) => {
      const next = sessionFromToken(token);
      if (next) {
        auth.setToken(token);
        clearFlash();
      }
      sessions.set(next);
      return next ? { ...next, permissions: createPermissions(next.claims, features) } : null;
    },
    [auth, clearFlash, features, sessions],
  );

  // The session ends when its token runs out, whether or not a request notices.
  const expiresIn = stored ? msUntilExpiry(stored.claims) : null;
  useEffect(() => {
    if (expiresIn === null) return;
    const timer = setTimeout(() => endSession('expired'), Math.min(expiresIn, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresIn, endSession]);

  const api = useMemo(
    () =>
      createApi(
        createApiClient({
          apiBase,
          translate: t,
          getToken: () => sessions.get()?.token ?? null,
          onSessionFailure(reason) {
            if (reason === 'unreachable' && pageExit.isLeaving()) return;
            endSession(reason);
          },
          onDeleted: (path) => markDeleted(queryClient, path),
        }),
      ),
    [apiBase, t, sessions, endSession, pageExit, queryClient],
  );

  const themeClass = useTheme(props.theme ?? 'light');
  const rootClassName = [
    'ck-root',
    props.isolateStyles !== false && 'ck-isolated',
    themeClass,
    props.className,
  ]
    .filter(Boolean)
    .join(' ');
  const value = useMemo<ConsoleContextValue>(
    () => ({
      api,
      t,
      locale,
      features,
      auth,
      router: pageRouter,
      storage,
      sessionCache,
      notifier,
      payments,
      startSession,
      endSession,
      setFlash,
      subscribeFlash,
      clearFlash,
      workKeeper,
      leaveGuard,
      rootClassName,
    }),
    [
      api,
      t,
      locale,
      features,
      auth,
      pageRouter,
      storage,
      sessionCache,
      notifier,
      payments,
      startSession,
      endSession,
      setFlash,
      subscribeFlash,
      clearFlash,
      workKeeper,
      leaveGuard,
      rootClassName,
    ],
  );

  const mounted = useMounted();
  if (!mounted) return <div className={rootClassName} aria-busy="true" />;
  return (
    <ConsoleContext.Provider value={value}>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={queryClient}>
          <div className={`${rootClassName} ck-fill`}>
            <SignInFlowProvider>
              {features.hostedSystem ? (
                <HostedFlows config={props.hosted}>
                  <ServiceProviderScope>{props.children}</ServiceProviderScope>
                </HostedFlows>
              ) : (
                <ServiceProviderScope>{props.children}</ServiceProviderScope>
              )}
            </SignInFlowProvider>
            <LeaveQuestion guard={leaveGuard} />
            {!props.notify && <Toaster store={defaults.toasts} />}
          </div>
        </QueryClientProvider>
      </SessionContext.Provider>
    </ConsoleContext.Provider>
  );
}
