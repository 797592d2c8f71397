/** The console's paths are relative to the host's base path: `/internal/accounts` is mounted at
 *  `/voice/internal/accounts` under a base of `/voice`. */
export interface ConsoleLocation {
  pathname: string;
  search: string;
}

/** How the console reads and changes the location: the browser's history by default, or a host's
 *  own router, so that the host's URL, back button and links stay in step with the console. */
export interface RouterAdapter {
  /** The current location, relative to the base path. */
  location(): ConsoleLocation;
  /** Calls the listener whenever the location changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The href of a console path, for links. */
  href(to: string): string;
}

export function joinBase(basePath: string, to: string) {
  const base = basePath.replace(/\/+$/, '');
  if (base && (to === '/' || to === '')) return base;
  return `${base}${to.startsWith('/') ? to : `/${to}`}` || '/';
}

export function stripBase(basePath: string, pathname: string) {
  const base = basePath.replace(/\/+$/, '');
  if (!base) return pathname || '/';
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** The browser's history, under an optional base path. Nothing is read from window before use. */
export function createBrowserRouterAdapter(options: { basePath?: string } = {}): RouterAdapter {
  const basePath = options.basePath ?? '';
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    location: () => ({
      pathname: stripBase(basePath, window.location.pathname),
      search: window.location.search,
    }),
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', emit);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', emit);
      };
    },
    navigate(to, navigateOptions) {
      const url = joinBase(basePath, to);
      if (navigateOptions?.replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      emit();
    },
    href: (to) => joinBase(basePath, to),
  };
}

/** A router held in memory: for tests, and for hosts that mount one page without a URL of its own. */
export function createMemoryRouterAdapter(
  initialPath = '/',
): RouterAdapter & { history: string[] } {
  const history = [initialPath];
  const listeners = new Set<() => void>();
  const split = (path: string) => {
    const at = path.indexOf('?');
    return at < 0
      ? { pathname: path, search: '' }
      : { pathname: path.slice(0, at), search: path.slice(at) };
  };
  return {
    history,
    location: () => split(history[history.length - 1] ?? '/'),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(to, navigateOptions) {
      if (navigateOptions?.replace) history[history.length - 1] = to;
      else history.push(to);
      listeners.forEach((listener) => listener());
    },
    href: (to) => to,
  };
}
