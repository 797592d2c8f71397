import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useRouter } from './context.ts';
import type { ConsoleLocation } from './router.ts';

/** The console location, re-rendering on every change. */
export function useLocation(): ConsoleLocation {
  const router = useRouter();
  const subscribe = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  const read = () => {
    const { pathname, search } = router.location();
    return `${pathname}\n${search}`;
  };
  const [pathname = '/', search = ''] = useSyncExternalStore(subscribe, read, read).split('\n');
  return { pathname, search };
}

/** Sends the user elsewhere once rendered (with `replace`, so back does not return here). */
export function Redirect({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => router.navigate(to, { replace: true }), [router, to]);
  return null;
}
