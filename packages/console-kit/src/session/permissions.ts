import type { Scope } from '../api/types.ts';
import type { Features } from '../provider/features.ts';
import type { TokenClaims } from './token.ts';

const RANK: Record<Scope, number> = { account: 0, service_provider: 1, admin: 2 };

export function scopeAtLeast(scope: Scope, minimum: Scope) {
  return RANK[scope] >= RANK[minimum];
}

/** Everything the console decides from who is signed in and which flags are on, in one place. The
 *  server stays the authority: this only decides what the console offers. */
export function createPermissions(claims: TokenClaims, features: Features) {
  const { scope } = claims;
  const atLeast = (minimum: Scope) => scopeAtLeast(scope, minimum);
  return {
    scope,
    atLeast,
    viewOnly: claims.is_view_only,
    /** May change anything at all (view-only users read only). */
    canWrite: !claims.is_view_only,
    canSeeUsers: !features.hostedSystem,
    canManageSettings: atLeast('service_provider'),
    canManageAdminSettings: scope === 'admin',
    canListAccounts: atLeast('service_provider'),
    canSelectServiceProvider: scope === 'admin',
    canAddServiceProvider: scope === 'admin' && !claims.is_view_only,
    canToggleDebugLog: scope === 'admin',
    canUseOutboundRouting: features.leastCostRouting,
    /** The list of every table; others reach only their own (spec part 2, section 6). */
    canListOutboundRouting: scope === 'admin',
  };
}

export type Permissions = ReturnType<typeof createPermissions>;
