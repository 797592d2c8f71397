import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LoginResponse } from '../api/types.ts';
import {
  signInMachine,
  type Credentials,
  type PasswordChange,
} from '../machines/signIn.machine.ts';
import { useConsole } from '../provider/context.ts';
import { landingPath } from './landing.ts';
import { readClaims } from '../api/token.ts';

type SignInActor = ActorRefFrom<typeof signInMachine>;
export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

interface SignInFlow {
  snapshot: SignInSnapshot | null;
  submit(username: string, password: string): void;
  changePassword(newPassword: string): void;
  cancel(): void;
}

const SignInFlowContext = createContext<SignInFlow | null>(null);

/** Runs the sign-in machine for the sign-in and create-password pages, which share it: the forced
 *  change continues on its own route. A finished sign-in starts the session and lands the user. */
export function SignInFlowProvider({ children }: { children: ReactNode }) {
  const { api, features, router, startSession, workKeeper } = useConsole();
  const [actor, setActor] = useState<SignInActor | null>(null);
  // The actor of the sign-in in progress, for event handlers (the state above is for rendering).
  const actorRef = useRef<SignInActor | null>(null);

  const machine = useMemo(
    () =>
      signInMachine.provide({
        actors: {
          login: fromPromise<LoginResponse, Credentials>(({ input }) =>
            api.auth.login(input.username, input.password),
          ),
          changePassword: fromPromise<void, PasswordChange>(({ input }) =>
            api.auth.changeOwnPassword(
              input.token,
              input.userSid,
              input.oldPassword,
              input.newPassword,
            ),
          ),
          resolveDestination: fromPromise<string, { token: string }>(async ({ input }) => {
            const claims = readClaims(input.token);
            if (!claims) throw new Error('The server answered with an unreadable token.');
            const current = features.hostedSystem ? await api.auth.me(input.token) : null;
            return landingPath(claims, features.hostedSystem, current);
          }),
        },
      }),
    [api, features.hostedSystem],
  );

  const launch = useCallback(() => {
    const next = createActor(machine);
    let previous = next.getSnapshot();
    next.subscribe((snapshot) => {
      if (
        snapshot.matches('mustChangePassword') &&
        !previous.matches('mustChangePassword') &&
        !previous.matches('changingPassword')
      ) {
        router.navigate('/create-password');
      }
      if (snapshot.status === 'done') {
        actorRef.current = null;
        setActor(null);
        const session = startSession(snapshot.output.token);
        if (session) {
          // Back to the page whose changes were kept when the last session ended, if any.
          const kept = workKeeper.resume(session.claims.user_sid);
          router.navigate(kept ?? snapshot.output.destination, { replace: true });
        }
      }
      previous = snapshot;
    });
    next.start();
    actorRef.current = next;
    setActor(next);
    return next;
  }, [machine, router, startSession, workKeeper]);

  useEffect(() => () => actorRef.current?.stop(), []);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );

  const flow = useMemo<SignInFlow>(
    () => ({
      snapshot,
      submit(username, password) {
        const current = actorRef.current;
        const usable = current && current.getSnapshot().matches('editing') ? current : launch();
        usable.send({ type: 'SUBMIT', username, password });
      },
      changePassword: (newPassword) =>
        actorRef.current?.send({ type: 'CHANGE_PASSWORD', newPassword }),
      cancel() {
        actorRef.current?.send({ type: 'CANCEL' });
        router.navigate('/', { replace: true });
      },
    }),
    [snapshot, launch, router],
  );

  return <SignInFlowContext.Provider value={flow}>{children}</SignInFlowContext.Provider>;
}

export function useSignInFlow(): SignInFlow {
  const flow = useContext(SignInFlowContext);
  if (!flow) throw new Error('useSignInFlow needs <ConsoleProvider>');
  return flow;
}
