import { whenIdle } from '../lib/whenIdle.ts';

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
  /** Optional: holds the browser's Back and Forward while `blocker` says so. Before the console
   *  follows one, `blocker(retry)` is asked: true holds it (`retry()` follows it later); returns
   *  the function that stops asking. A router that cannot know of them beforehand leaves it out. */
  block?(blocker: (retry: () => void) => boolean): () => void;
}

/** A console path and its query, apart. */
export function splitPath(to: string): ConsoleLocation {
  const at = to.indexOf('?');
  return at < 0
    ? { pathname: to, search: '' }
    : { pathname: to.slice(0, at), search: to.slice(at) };
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

/** Where an entry of the browser's history stands among the console's: each entry the console
 *  adds carries its place, so that a Back or Forward held by `block` can be undone. */
const placeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'consolePlace' in state
    ? Number(state.consolePlace)
    : null;

/** The browser's history, under an optional base path. Nothing is read from window before use. */
export function createBrowserRouterAdapter(options: { basePath?: string } = {}): RouterAdapter {
  const basePath = options.basePath ?? '';
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let blocker: ((retry: () => void) => boolean) | null = null;
  let place: number | null = null;
  // The popstate of a held move being undone, and of one followed after all.
  let undoing = false;
  let following = false;
  const here = () => {
    place ??= placeOf(window.history.state) ?? 0;
    return place;
  };
  // The entry the page opened on is given its place once the browser is idle after the first
  // paint, or by the first move if that comes sooner: a history write at start is a
  // same-document navigation the browser handles while the page's first rows wait (0.6-12 ms
  // measured on a cold load), and at the first move it held the next page (1-11 ms there), while
  // nothing reads the place before.
  const tagHere = () => {
    if (window.history.state === null) window.history.replaceState({ consolePlace: here() }, '');
    return here();
  };
  let tagScheduled = false;
  const onPopState = (event: PopStateEvent) => {
    const to = placeOf(event.state);
    const steps = to === null ? 0 : to - here();
    if (undoing) {
      undoing = false;
      return;
    }
    if (!following && steps !== 0 && blocker?.(() => follow(steps))) {
      undoing = true;
      window.history.go(-steps);
      return;
    }
    following = false;
    if (to !== null) place = to;
    emit();
  };
  const follow = (steps: number) => {
    following = true;
    window.history.go(steps);
  };
  const watch = () => {
    if (listeners.size === 0 && !blocker) window.removeEventListener('popstate', onPopState);
    else window.addEventListener('popstate', onPopState);
  };
  return {
    location: () => ({
      pathname: stripBase(basePath, window.location.pathname),
      search: window.location.search,
    }),
    subscribe(listener) {
      here();
      if (!tagScheduled) {
        tagScheduled = true;
        whenIdle(tagHere);
      }
      listeners.add(listener);
      watch();
      return () => {
        listeners.delete(listener);
        watch();
      };
    },
    navigate(to, navigateOptions) {
      const url = joinBase(basePath, to);
      if (navigateOptions?.replace) window.history.replaceState({ consolePlace: here() }, '', url);
      else {
        place = tagHere() + 1;
        window.history.pushState({ consolePlace: place }, '', url);
      }
      emit();
    },
    href: (to) => joinBase(basePath, to),
    block(next) {
      here();
      blocker = next;
      watch();
      return () => {
        if (blocker === next) blocker = null;
        watch();
      };
    },
  };
}

/** A router held in memory: for tests, and for hosts that mount one page without a URL of its own. */
export function createMemoryRouterAdapter(
  initialPath = '/',
): RouterAdapter & { history: string[] } {
  const history = [initialPath];
  const listeners = new Set<() => void>();
  return {
    history,
    location: () => splitPath(history[history.length - 1] ?? '/'),
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
