// console-kit/react-router: the console bound to a host's react-router (7).
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useBlocker, useHref, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { useHostRouterAdapter } from './provider/hostRouter.ts';
import type { RouterAdapter } from './provider/router.ts';

/** The router adapter of a console mounted at `basePath` (such as '/voice') of a react-router
 *  app: call it in the component that renders `ConsoleProvider`, inside the host's router. */
export function useReactRouterAdapter(basePath = ''): RouterAdapter {
  const location = useLocation();
  const navigate = useNavigate();
  // The router's own basename, if it has one ('' for '/').
  const prefix = useHref('/').replace(/\/$/, '');
  const go = useCallback(
    (to: string, options: { replace: boolean }) => void navigate(to, options),
    [navigate],
  );
  const href = useCallback((path: string) => `${prefix}${path}`, [prefix]);
  return useHostRouterAdapter({ location, navigate: go, basePath, href });
}

type Holder = (retry: () => void) => boolean;

/** As `useReactRouterAdapter`, for an app on a data router (`createBrowserRouter` with
 *  `RouterProvider`), which can hold a move before it is made: the browser's Back and Forward
 *  then ask 'Leave without saving?' over a form with unsaved changes, as the console's own links
 *  do. It takes the router's one blocker (`useBlocker`) while the console is mounted. */
export function useReactRouterDataAdapter(basePath = ''): RouterAdapter {
  const adapter = useReactRouterAdapter(basePath);
  const holder = useRef<Holder | null>(null);
  const proceed = useRef<() => void>(() => {});
  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction }) =>
      historyAction === 'POP' && (holder.current?.(() => proceed.current()) ?? false),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useLayoutEffect(() => {
    proceed.current = () => blocker.proceed?.();
  }, [blocker]);
  return useMemo(
    () => ({
      ...adapter,
      block(next: Holder) {
        holder.current = next;
        return () => {
          if (holder.current === next) holder.current = null;
        };
      },
    }),
    [adapter],
  );
}
