/** Where the console keeps its small pieces of state. Keys are the console's own; an adapter
 *  namespaces them, and `clear()` removes only the console's keys, never a host's. */
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
} as const;

/** A namespaced view of a Web Storage object (localStorage by default). */
export function createWebStorageAdapter(
  options: { namespace?: string; storage?: Storage } = {},
): StorageAdapter {
  const prefix = `${options.namespace ?? 'console-kit'}:`;
  const store = () => options.storage ?? window.localStorage;
  return {
    get: (key) => store().getItem(prefix + key),
    set: (key, value) => store().setItem(prefix + key, value),
    remove: (key) => store().removeItem(prefix + key),
    clear() {
      const s = store();
      const ours: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key?.startsWith(prefix)) ours.push(key);
      }
      ours.forEach((key) => s.removeItem(key));
    },
  };
}

/** Storage that lives only as long as the page: for tests and hosts that keep nothing. */
export function createMemoryStorageAdapter(initial: Record<string, string> = {}): StorageAdapter {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}
