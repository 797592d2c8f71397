import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { loadOnce } from '../lib/loadOnce.ts';
import { authorizeUrl, callbackPath, newOAuthState, type OAuthProvider } from '../lib/oauth.ts';
import type { registrationMachine, RegistrationInput } from '../machines/registration.machine.ts';
import { useConsole } from '../provider/context.ts';
import type { HostedConfig } from '../provider/hosted.ts';
import { storageKeys } from '../provider/storage.ts';
import {
  HostedFlowsContext,
  type HostedFlows,
  type RegistrationSnapshot,
} from './hostedFlowsContext.ts';

type RegistrationActor = ActorRefFrom<typeof registrationMachine>;

const loadRegistration = loadOnce(() => import('./registrationActor.ts'));

const randomBytes = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

type Step = Parameters<RegistrationSnapshot['matches']>[0];
// The registration's steps are routes: a step's page shows when the machine moves on to it.
const STEPS: [Step, Step, string][] = [
  ['terms', 'email', '/register/email'],
  ['email', 'terms', '/register'],
  ['registering', 'verify', '/register/email/verify-your-email'],
  ['activating', 'subdomain', '/register/choose-a-subdomain'],
];

/** The hosted variant's flows: outside sign-in providers, and the registration, whose steps are
 *  pages that share one machine. */
export function HostedFlowsProvider({
  config,
  children,
}: {
  config: HostedConfig | undefined;
  children: ReactNode;
}) {
  const { api, router, storage, startSession } = useConsole();
  const [actor, setActor] = useState<RegistrationActor | null>(null);
  const actorRef = useRef<RegistrationActor | null>(null);
  const [startFailure, setStartFailure] = useState<unknown>(null);
  // Only the latest start may report a failure (an earlier one's answer is out of date).
  const startsRef = useRef(0);

  const client = useCallback(
    (provider: OAuthProvider) => {
      const found = config?.oauth?.[provider];
      if (!found) return null;
      const origin = config?.origin ?? window.location.origin;
      return {
        client: found,
        redirectUri: new URL(router.href(callbackPath(provider)), origin).href,
      };
    },
    [config, router],
  );

  const leaveForProvider = useCallback(
    (provider: OAuthProvider, locationBeforeAuth: string) => {
      const found = client(provider);
      if (!found) throw new Error(`No OAuth client is configured for ${provider}`);
      const state = newOAuthState(randomBytes);
      storage.set(storageKeys.oauthState, state);
      storage.set(storageKeys.preOauthLocation, locationBeforeAuth);
      const url = authorizeUrl(found.client, { redirectUri: found.redirectUri, state });
      if (config?.leave) config.leave(url);
      else window.location.assign(url);
    },
    [client, config, storage],
  );

  const startRegistration = useCallback(
    (input: RegistrationInput = {}) => {
      actorRef.current?.stop();
      actorRef.current = null;
      const start = ++startsRef.current;
      setStartFailure(null);
      const deps = { api, serviceProviderSid: config?.serviceProviderSid ?? '', leaveForProvider };
      loadRegistration()
        .then(({ createRegistrationActor }) => {
          const next = createRegistrationActor(deps, input);
          let previous = next.getSnapshot();
          next.subscribe((snapshot) => {
            if (snapshot.status === 'done') {
              actorRef.current = null;
              setActor(null);
              if (snapshot.output?.kind === 'registered') {
                if (snapshot.context.registered) {
                  storage.set(storageKeys.rootDomain, snapshot.context.registered.rootDomain);
                }
                startSession(snapshot.output.token);
                router.navigate(snapshot.output.destination, { replace: true });
              }
              return;
            }
            const step = STEPS.find(([from, to]) => previous.matches(from) && snapshot.matches(to));
            if (step) router.navigate(step[2]);
            previous = snapshot;
          });
          // A later start (a second effect of the same page) wins.
          actorRef.current?.stop();
          next.start();
          actorRef.current = next;
          setActor(next);
        })
        .catch((error: unknown) => {
          if (start !== startsRef.current) return;
          setActor(null);
          setStartFailure(error);
        });
    },
    [api, config, leaveForProvider, router, startSession, storage],
  );

  const openRegistration = useCallback(() => {
    const current = actorRef.current?.getSnapshot();
    if (current?.matches('email')) actorRef.current?.send({ type: 'BACK' });
    else if (!current?.matches('terms')) startRegistration();
  }, [startRegistration]);

  useEffect(() => () => actorRef.current?.stop(), []);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const registration = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );

  const value = useMemo<HostedFlows>(
    () => ({
      config: config ?? null,
      providers: (['github', 'google'] as const).filter((p) => Boolean(config?.oauth?.[p])),
      client,
      leaveForProvider,
      registration,
      startFailure,
      startRegistration,
      openRegistration,
      sendRegistration: (event) => actorRef.current?.send(event),
    }),
    [
      config,
      client,
      leaveForProvider,
      registration,
      startFailure,
      startRegistration,
      openRegistration,
    ],
  );
  return <HostedFlowsContext.Provider value={value}>{children}</HostedFlowsContext.Provider>;
}
