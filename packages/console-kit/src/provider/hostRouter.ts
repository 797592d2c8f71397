import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { joinBase, stripBase, type ConsoleLocation, type RouterAdapter } from './router.ts';

/** What a host's router tells the console, read on every render of the component that mounts it. */
export interface HostRouter {
  /** The host's current location: the full path, the console's base path included. */
  location: ConsoleLocation;
  /** Goes to a host path (the base path included). */
  navigate(to: string, options: { replace: boolean }): void;
  /** Where the console is mounted among the host's paths, such as '/voice'; '' for the root. */
  basePath?: string;
  /** The href of a host path, when the host's router adds something of its own (a basename). */
  href?(path: string): string;
}

// On a server there is no layout to wait for; React 18 warns about useLayoutEffect there.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The console's router adapter, driven by a host's router: one history, one Back button, the
 *  host's links move the console and the console's navigation shows in the host's URL. A binding
 *  for any router is this hook fed with that router's location and navigate function. */
export function useHostRouterAdapter(host: HostRouter): RouterAdapter {
  const latest = useRef(host);
  const [binding] = useState(() => {
    const listeners = new Set<() => void>();
    const base = () => latest.current.basePath ?? '';
    const adapter: RouterAdapter = {
      location: () => ({
        pathname: stripBase(base(), latest.current.location.pathname),
        search: latest.current.location.search,
      }),
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      navigate: (to, options) =>
        latest.current.navigate(joinBase(base(), to), { replace: options?.replace ?? false }),
      href(to) {
        const path = joinBase(base(), to);
        return latest.current.href?.(path) ?? path;
      },
    };
    return { adapter, listeners };
  });
  const { location, navigate, basePath, href } = host;
  const { pathname, search } = location;
  // Before the console's own effects run: the host's latest router, then the news.
  useCommitEffect(() => {
    latest.current = { location: { pathname, search }, navigate, basePath, href };
    binding.listeners.forEach((listener) => listener());
  }, [binding, pathname, search, navigate, basePath, href]);
  return binding.adapter;
}
