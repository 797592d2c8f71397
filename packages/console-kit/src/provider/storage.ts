/** Where the console keeps its small pieces of state. Keys are the console's own; an adapter
 *  namespaces them, and `clear()` removes only the console's keys, never a host's, and keeps a
 *  user's preferences (keys starting `pref:`, which name their user) for their next sign-in. */
export interface StorageAdapter {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

/** The keys the console stores (the spec's list, plus a one-shot message for the sign-in page). */
export const storageKeys = {
  token: 'token',
  serviceProvider: 'serviceProvider',
  accountFilter: 'accountFilter',
  queryFilter: 'queryFilter',
  /** The date range last chosen on Recent calls, which it opens on. */
  recentCallsRange: 'recentCallsRange',
  oauthState: 'oauthState',
  preOauthLocation: 'preOauthLocation',
  rootDomain: 'rootDomain',
  flash: 'flash',
  /** A user's row density, 'comfortable' (else compact): `pref:rowDensity:<user_sid>`. */
  rowDensity: 'pref:rowDensity',
} as const;

const PREFERENCE = 'pref:';

/** A namespaced view of a Web Storage object (the window's localStorage by default, or its
 *  sessionStorage). Where there is none (a server render, a browser that refuses storage) it
 *  keeps nothing and reads nothing. */
export function createWebStorageAdapter(
  options: {
    namespace?: string;
    storage?: Storage;
    area?: 'localStorage' | 'sessionStorage';
  } = {},
): StorageAdapter {
  const prefix = `${options.namespace ?? 'console-kit'}:`;
  const store = (): Storage | null => {
    if (options.storage) return options.storage;
    try {
      return typeof window === 'undefined' ? null : window[options.area ?? 'localStorage'];
    } catch {
      return null;
    }
  };
  return {
    get: (key) => store()?.getItem(prefix + key) ?? null,
    set: (key, value) => store()?.setItem(prefix + key, value),
    remove: (key) => store()?.removeItem(prefix + key),
    clear() {
      const s = store();
      if (!s) return;
      const ours: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key?.startsWith(prefix) && !key.startsWith(prefix + PREFERENCE)) ours.push(key);
      }
      ours.forEach((key) => s.removeItem(key));
    },
  };
}

/** The default storage namespace of a console calling `apiBase`: 'console-kit' for the page's
 *  own API (`<origin>/api/v1`), 'console-kit@<apiBase>' for any other, so that two consoles on one
 *  page, each on its own server, keep their sessions and choices apart. */
export function defaultNamespace(apiBase: string, ownApiBase: string | null) {
  return apiBase === ownApiBase ? 'console-kit' : `console-kit@${apiBase}`;
}

/** The storage and the session cache a console keeps by default for an API base (localStorage and
 *  sessionStorage under its namespace), as `ConsoleProvider` makes them and a host's
 *  first-request script reads them. */
export function defaultStorages(apiBase: string, ownApiBase: string | null) {
  const namespace = defaultNamespace(apiBase, ownApiBase);
  return {
    storage: createWebStorageAdapter({ namespace }),
    sessionCache: createWebStorageAdapter({ namespace, area: 'sessionStorage' }),
  };
}

/** Storage that lives only as long as the page: for tests and hosts that keep nothing. */
export function createMemoryStorageAdapter(initial: Record<string, string> = {}): StorageAdapter {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => [...map.keys()].forEach((key) => !key.startsWith(PREFERENCE) && map.delete(key)),
  };
}
