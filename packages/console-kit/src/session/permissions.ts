import type { Features } from '../provider/features.ts';
import { can, type Action, type OwnedRecord, type Resource } from './can.ts';
import type { TokenClaims } from '../api/token.ts';

/** What the signed-in user may do, asked of `can` (session/can.ts) with the session's claims and
 *  the console's flags. The server stays the authority: this only decides what the console
 *  offers. The named answers are the questions many screens ask. */
export function createPermissions(claims: TokenClaims, features: Features) {
  const ask = (action: Action, resource: Resource, record?: OwnedRecord) =>
    can({ claims, features }, action, resource, record);
  return {
    can: ask,
    /** May change anything at all (view-only users read only). */
    canWrite: !claims.is_view_only,
    /** May change such records, but not this one: an account user and its provider's carriers
     *  or speech credentials. Lists mark it read-only, forms say why they are locked. */
    notOwned: (resource: Resource, record: OwnedRecord) =>
      !claims.is_view_only && !ask('edit', resource, record),
    canManageSettings: ask('view', 'Settings'),
    canListAccounts: ask('list', 'Accounts'),
    /** The account a user works in when it may not choose one (an account user's own; '' when
     *  the token names none), else null: account choices are fixed to it. */
    fixedAccount: ask('list', 'Accounts') ? null : (claims.account_sid ?? ''),
    canAddServiceProvider: ask('create', 'ServiceProviders'),
    canToggleDebugLog: ask('edit', 'DebugLog'),
    /** The list of every table; others reach only their own (spec part 2, section 6). */
    canListOutboundRouting: ask('list', 'Lcrs'),
  };
}

export type Permissions = ReturnType<typeof createPermissions>;
