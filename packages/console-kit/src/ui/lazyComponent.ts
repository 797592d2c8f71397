import {
  createElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { Loading } from './Loading.tsx';

type Loaded<P> = { component?: ComponentType<P>; error?: unknown };

/** A component loaded when first shown (a page, the shell, a part of a page only some users see),
 *  whose loading can start earlier: a page's chunk while the shell's loads, rather than after it.
 *  Not `React.lazy`: that suspends, and React holds back the content of a Suspense boundary until
 *  300 ms after its fallback was shown, so a page whose chunk came 20 ms later would still wait.
 *  This one shows `Loading` (or the given fallback, with the same props) in its place and renders
 *  the component in an ordinary update when the chunk comes, at once where it has come already. A chunk that failed
 *  is thrown to the page's error boundary; the page mounted again (its recovery, another route)
 *  tries to load it again. */
export function lazyComponent<P extends object>(
  /** The module's file name, which is its chunk's name in a host's build (the name a server
   *  preloading a route's chunks looks for, and React's developer tools show). */
  module: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P> = Loading,
) {
  let loaded: Loaded<P> = {};
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: Loaded<P>) => {
    loading = null;
    loaded = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    loading ??= load().then(
      (module) => settle({ component: module.default }),
      (error: unknown) => settle({ error }),
    );
    return loading;
  };
  /** Starts loading, unless loaded or failed (a failure is tried again by a new mount); resolves
   *  once the module has come or failed. */
  const preload = (): Promise<void> =>
    !loaded.component && loaded.error === undefined ? start() : Promise.resolve();
  const retry = () => {
    settle({});
    void start();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;

  function LazyComponent(props: P) {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    // A failure from before this mount is tried again rather than shown.
    const [atMount] = useState(current);
    const stale = current.error !== undefined && current === atMount;
    useEffect(() => {
      if (stale) retry();
      else void preload();
    }, [current, stale]);
    if (current.error !== undefined && !stale) throw current.error;
    return createElement(current.component ?? fallback, props);
  }
  LazyComponent.displayName = module;
  return Object.assign(LazyComponent, { module, preload });
}
