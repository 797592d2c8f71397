import { storageKeys, type StorageAdapter } from './storage.ts';

export type SessionEndReason = 'signedOut' | 'expired' | 'unreachable';

/** How the console keeps the session token, and what happens when a session ends. A host with its
 *  own sign-in keeps the token where it likes and may take over the end of a session. */
export interface AuthAdapter {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** Called after the console cleared its own state. Return true when the host took over (for
   *  example, sent the user to its own sign-in page); otherwise the console shows its sign-in page. */
  onSessionEnd?(reason: SessionEndReason): boolean | void;
}

/** The default: the token lives in the console's storage under its own key. */
export function createStorageAuthAdapter(storage: StorageAdapter): AuthAdapter {
  return {
    getToken: () => storage.get(storageKeys.token),
    setToken: (token) => storage.set(storageKeys.token, token),
    clearToken: () => storage.remove(storageKeys.token),
  };
}
