import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ServiceProvider } from '../api/types.ts';
import { useConsole, useSession } from '../provider/context.ts';
import { storageKeys } from '../provider/storage.ts';
import { serviceProvidersQuery } from '../data/serviceProvidersQuery.ts';
import { choosesProvider, wantedProvider } from './wantedProvider.ts';
import { byText } from '../lib/textOrder.ts';

interface ServiceProviderScopeValue {
  /** Every provider the user may see, by name. */
  providers: ServiceProvider[];
  loading: boolean;
  error: Error | null;
  current: ServiceProvider | null;
  /** The name of the provider the console works in: the list's, else the token's (a provider or
   *  account user's token names their provider), so that it shows before the list or without it. */
  currentName: string | null;
  /** The sid of the provider the console works in, known before the list arrives where the
   *  token or the stored choice names it: lists start with it rather than after the providers. */
  currentSid: string | null;
  /** The list is still to come and `currentSid` may change with it: an admin's stored choice is
   *  checked against the list; any other user's provider is the token's. */
  sidPending: boolean;
  /** Asks for the list again (after it failed). */
  retry(): void;
  /** Admin only: work in another provider. The account filter is cleared and the user goes
   *  through the sign-in route, which sends them on to their landing page. */
  select(serviceProviderSid: string): void;
}

const ServiceProviderScopeContext = createContext<ServiceProviderScopeValue | null>(null);

/** The providers by name (a real server lists them by sid), sorted once per answer. */
const byName = byText((provider: ServiceProvider) => provider.name);
/** No providers yet: the same array on every render. */
const NONE: ServiceProvider[] = [];

/** The service provider the console works in: an admin's choice (kept across reloads while it
 *  still exists, otherwise the first by name), or the provider of any other user. */
export function ServiceProviderScope({ children }: { children: ReactNode }) {
  const { api, storage, router, leaveGuard } = useConsole();
  const session = useSession();
  const [chosen, setChosen] = useState(() => storage.get(storageKeys.serviceProvider));
  // A new session reads the choice again: signing out clears the console's storage.
  const [sessionToken, setSessionToken] = useState(session?.token);
  if (sessionToken !== session?.token) {
    setSessionToken(session?.token);
    setChosen(storage.get(storageKeys.serviceProvider));
  }
  const list = useQuery({
    ...serviceProvidersQuery(api),
    enabled: Boolean(session),
    select: byName,
  });
  const providers = list.data ?? NONE;

  // Who may choose the provider works in the chosen one (else the first); others in their own.
  const chooses = session ? choosesProvider(session) : false;
  const wanted = session ? wantedProvider(session, chosen) : null;
  const current =
    providers.find((provider) => provider.service_provider_sid === wanted) ??
    (chooses ? (providers[0] ?? null) : null);

  // Anyone but an admin works in their token's provider, whatever the list says (or if it fails);
  // an admin's stored choice holds while the list is coming, and if it fails.
  const currentSid = current?.service_provider_sid ?? (chooses && list.isSuccess ? null : wanted);
  const claims = session?.claims;
  const currentName =
    current?.name ??
    (currentSid !== null && currentSid === claims?.service_provider_sid
      ? claims.service_provider_name
      : null);
  const { refetch } = list;
  const retry = useCallback(() => void refetch(), [refetch]);

  const select = useCallback(
    (serviceProviderSid: string) =>
      // Another provider is another page: a form with unsaved changes asks before it changes.
      leaveGuard.leave(() => {
        storage.set(storageKeys.serviceProvider, serviceProviderSid);
        storage.remove(storageKeys.accountFilter);
        setChosen(serviceProviderSid);
        router.navigate('/');
      }),
    [leaveGuard, router, storage],
  );

  const value = useMemo(
    () => ({
      providers,
      loading: list.isPending && Boolean(session),
      error: list.error,
      current,
      currentName,
      currentSid,
      sidPending: list.isPending && chooses,
      retry,
      select,
    }),
    [
      providers,
      list.isPending,
      list.error,
      session,
      current,
      currentName,
      currentSid,
      chooses,
      retry,
      select,
    ],
  );
  return (
    <ServiceProviderScopeContext.Provider value={value}>
      {children}
    </ServiceProviderScopeContext.Provider>
  );
}

export function useServiceProviderScope(): ServiceProviderScopeValue {
  const value = useContext(ServiceProviderScopeContext);
  if (!value) throw new Error('useServiceProviderScope needs <ConsoleProvider>');
  return value;
}
