import type { Scope } from './types.ts';

/** What the console reads from a session token's payload (it never verifies it: the server does). */
export interface TokenClaims {
  scope: Scope;
  user_sid: string;
  name: string;
  is_view_only: boolean;
  service_provider_sid: string | null;
  /** The name of the user's service provider: a real server's tokens for provider and account
   *  users carry it beside its sid. */
  service_provider_name: string | null;
  account_sid: string | null;
  /** Expiry, in seconds since the epoch, when the token carries one. */
  exp: number | null;
}

const SCOPES: readonly Scope[] = ['admin', 'service_provider', 'account'];

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The claims of a JWT, or null when the token is not a readable console session token. */
export function readClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const data = decodeSegment(payload) as Record<string, unknown>;
    if (!SCOPES.includes(data.scope as Scope) || typeof data.user_sid !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return {
      scope: data.scope as Scope,
      user_sid: data.user_sid,
      name: text(data.name) ?? '',
      is_view_only: data.is_view_only === true,
      service_provider_sid: text(data.service_provider_sid),
      service_provider_name: text(data.service_provider_name),
      account_sid: text(data.account_sid),
      exp: typeof data.exp === 'number' ? data.exp : null,
    };
  } catch {
    return null;
  }
}

/** Milliseconds until the token expires (negative once it has), or null if it never does. */
export function msUntilExpiry(claims: TokenClaims, now = Date.now()): number | null {
  return claims.exp === null ? null : claims.exp * 1000 - now;
}
