import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthAdapter, RouterAdapter } from 'console-kit';

export const CONSOLE_BASE = '/voice';
/** The portal keeps the console's token under a key of its own. */
export const PORTAL_TOKEN_KEY = 'northwind.voiceToken';

/** The console's router, driven by the portal's react-router: one history, one back button. */
export function useReactRouterAdapter(basePath: string): RouterAdapter {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  const locationRef = useRef(location);
  const [adapter] = useState(() => {
    const listeners = new Set<() => void>();
    const strip = (pathname: string) =>
      pathname === basePath
        ? '/'
        : pathname.startsWith(`${basePath}/`)
          ? pathname.slice(basePath.length)
          : pathname;
    return {
      listeners,
      router: {
        location: () => ({
          pathname: strip(locationRef.current.pathname),
          search: locationRef.current.search,
        }),
        subscribe(listener: () => void) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        navigate: (to: string, options?: { replace?: boolean }) =>
          navigateRef.current(`${basePath}${to === '/' ? '' : to}` || '/', {
            replace: options?.replace,
          }),
        href: (to: string) => `${basePath}${to === '/' ? '' : to}`,
      } satisfies RouterAdapter,
    };
  });
  // Before the console's own effects read it: the latest location and navigate, then the news.
  useLayoutEffect(() => {
    navigateRef.current = navigate;
    locationRef.current = location;
    adapter.listeners.forEach((listener) => listener());
  }, [adapter, location, navigate]);
  return adapter.router;
}

/** The portal's auth adapter: its own storage key; when the console's session ends, the portal
 *  lets the console show its sign-in page inside the portal. */
export const portalAuth: AuthAdapter = {
  getToken: () => localStorage.getItem(PORTAL_TOKEN_KEY),
  setToken: (token) => localStorage.setItem(PORTAL_TOKEN_KEY, token),
  clearToken: () => localStorage.removeItem(PORTAL_TOKEN_KEY),
};
