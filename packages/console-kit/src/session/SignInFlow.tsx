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
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { loadOnce } from '../lib/loadOnce.ts';
import type { signInMachine } from '../machines/signIn.machine.ts';
import { useConsole } from '../provider/context.ts';

type SignInActor = ActorRefFrom<typeof signInMachine>;
export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

interface SignInFlow {
  snapshot: SignInSnapshot | null;
  /** The flow's code is on its way (a first Submit came before it): the page is busy. */
  starting: boolean;
  /** Why the flow could not start (its code did not arrive), until the next Submit. */
  startFailure: unknown;
  /** Starts loading the flow's code: on the first keystroke, well before a Submit. */
  warm(): void;
  submit(username: string, password: string): void;
  changePassword(newPassword: string): void;
  cancel(): void;
}

const SignInFlowContext = createContext<SignInFlow | null>(null);

const loadSignIn = loadOnce(() => import('./signInActor.ts'));

/** Runs the sign-in machine for the sign-in and create-password pages, which share it: the forced
 *  change continues on its own route. A finished sign-in starts the session and lands the user. */
export function SignInFlowProvider({ children }: { children: ReactNode }) {
  const { api, features, router, startSession, workKeeper } = useConsole();
  const [actor, setActor] = useState<SignInActor | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailure, setStartFailure] = useState<unknown>(null);
  // The actor of the sign-in in progress, for event handlers (the state above is for rendering).
  const actorRef = useRef<SignInActor | null>(null);

  const launch = useCallback(async () => {
    const { createSignInActor } = await loadSignIn();
    const next = createSignInActor(api, features.hostedSystem);
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
  }, [api, features.hostedSystem, router, startSession, workKeeper]);

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
      starting,
      startFailure,
      warm: () => void loadSignIn().catch(() => {}),
      submit(username, password) {
        const submitted = { type: 'SUBMIT', username, password } as const;
        const current = actorRef.current;
        if (current?.getSnapshot().matches('editing')) return current.send(submitted);
        if (starting) return;
        setStarting(true);
        setStartFailure(null);
        launch()
          .then((started) => started.send(submitted))
          .catch((error: unknown) => setStartFailure(error))
          .finally(() => setStarting(false));
      },
      changePassword: (newPassword) =>
        actorRef.current?.send({ type: 'CHANGE_PASSWORD', newPassword }),
      cancel() {
        actorRef.current?.send({ type: 'CANCEL' });
        router.navigate('/', { replace: true });
      },
    }),
    [snapshot, starting, startFailure, launch, router],
  );

  return <SignInFlowContext.Provider value={flow}>{children}</SignInFlowContext.Provider>;
}

export function useSignInFlow(): SignInFlow {
  const flow = useContext(SignInFlowContext);
  if (!flow) throw new Error('useSignInFlow needs <ConsoleProvider>');
  return flow;
}
