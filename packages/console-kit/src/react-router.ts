// console-kit/react-router: the console bound to a host's react-router (7).
import { useCallback } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
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
