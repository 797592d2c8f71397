import { msUntilExpiry, readClaims, type TokenClaims } from '../api/token.ts';

export interface StoredSession {
  token: string;
  claims: TokenClaims;
}

/** A session from a token, or null when the token is unreadable or already expired. */
export function sessionFromToken(token: string | null | undefined): StoredSession | null {
  const claims = readClaims(token);
  if (!token || !claims) return null;
  const left = msUntilExpiry(claims);
  return left !== null && left <= 0 ? null : { token, claims };
}

/** The current session, outside React so that the API client reads it without a render. */
export function createSessionStore(initial: StoredSession | null) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: StoredSession | null) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
