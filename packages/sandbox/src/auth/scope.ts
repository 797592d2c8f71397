import {
  forbidden,
  forbiddenPlain,
  forbiddenPrivileges,
  viewOnlyForbidden,
} from '../http/errors.ts';

/**
 * Who may see and change what. Every route asks these functions; none decides scope itself.
 */

export type Scope = 'account' | 'service_provider' | 'admin';

/** Role order: account (0) < service_provider (1) < admin (2). */
export const ROLE_ORDER: Record<Scope, number> = { account: 0, service_provider: 1, admin: 2 };

/** The authenticated party of a request: a signed-in user or an API key. */
export interface Caller {
  kind: 'user' | 'api_key';
  scope: Scope;
  /** Null for an API key. */
  userSid: string | null;
  name: string | null;
  /** The provider the caller lives under (an account caller's is its account's provider). */
  serviceProviderSid: string | null;
  accountSid: string | null;
  isViewOnly: boolean;
  /** The session behind a JWT; null for an API key. */
  sessionId: string | null;
}

/** Scope follows from which sids are set, as on the real server. */
export function scopeOf(sids: {
  account_sid: string | null;
  service_provider_sid: string | null;
}): Scope {
  if (sids.account_sid) return 'account';
  if (sids.service_provider_sid) return 'service_provider';
  return 'admin';
}

export function atLeast(caller: Caller, scope: Scope): boolean {
  return ROLE_ORDER[caller.scope] >= ROLE_ORDER[scope];
}

export function isAdmin(caller: Caller): boolean {
  return caller.scope === 'admin';
}

/** A view-only user reads what its scope allows and may not write. */
export function assertCanWrite(caller: Caller): void {
  if (caller.isViewOnly) throw viewOnlyForbidden();
}

/** Routes about the signed-in person (e.g. /Users/me) refuse API keys with plain `Forbidden`. */
export function requireUserCaller(caller: Caller): asserts caller is Caller & { userSid: string } {
  if (caller.kind !== 'user' || !caller.userSid) throw forbiddenPlain();
}

export function assertAdmin(caller: Caller, msg: string): void {
  if (!isAdmin(caller)) throw forbidden(msg);
}

// ---- service providers

export function canSeeServiceProvider(caller: Caller, serviceProviderSid: string): boolean {
  return isAdmin(caller) || caller.serviceProviderSid === serviceProviderSid;
}

export function canModifyServiceProvider(caller: Caller, serviceProviderSid: string): boolean {
  if (isAdmin(caller)) return true;
  return caller.scope === 'service_provider' && caller.serviceProviderSid === serviceProviderSid;
}

// ---- accounts

export interface AccountRef {
  account_sid: string;
  service_provider_sid: string;
}

export function canSeeAccount(caller: Caller, account: AccountRef): boolean {
  switch (caller.scope) {
    case 'admin':
      return true;
    case 'service_provider':
      return caller.serviceProviderSid === account.service_provider_sid;
    case 'account':
      return caller.accountSid === account.account_sid;
  }
}

/** An account user may change its own account only; a provider user the accounts it owns. */
export const canModifyAccount = canSeeAccount;

/** Whether the caller may create an account under the given provider. */
export function canCreateAccountUnder(caller: Caller, serviceProviderSid: string): boolean {
  return canModifyServiceProvider(caller, serviceProviderSid);
}

// ---- users

/** A user with its provider resolved (an account user's provider is its account's). */
export interface UserRef {
  user_sid: string;
  account_sid: string | null;
  service_provider_sid: string | null;
}

export function canSeeUser(caller: Caller, user: UserRef): boolean {
  if (caller.userSid === user.user_sid) return true;
  switch (caller.scope) {
    case 'admin':
      return true;
    case 'service_provider':
      return (
        user.service_provider_sid !== null &&
        user.service_provider_sid === caller.serviceProviderSid
      );
    case 'account':
      return user.account_sid !== null && user.account_sid === caller.accountSid;
  }
}

/** Same reach as reading: a provider user manages its provider's users, an account user its account's. */
export const canModifyUser = canSeeUser;

/** SQL to restrict a users query (aliases `u` users, `a` accounts) to the caller's reach. */
export function userListFilter(caller: Caller): { where: string; params: string[] } {
  switch (caller.scope) {
    case 'admin':
      return { where: '1 = 1', params: [] };
    case 'service_provider':
      return {
        where: 'COALESCE(a.service_provider_sid, u.service_provider_sid) = ?',
        params: [caller.serviceProviderSid ?? ''],
      };
    case 'account':
      return { where: 'u.account_sid = ?', params: [caller.accountSid ?? ''] };
  }
}

/** SQL to restrict a service providers query (alias `sp`) to the caller's reach. */
export function serviceProviderListFilter(caller: Caller): { where: string; params: string[] } {
  if (isAdmin(caller)) return { where: '1 = 1', params: [] };
  return { where: 'sp.service_provider_sid = ?', params: [caller.serviceProviderSid ?? ''] };
}

/** SQL to restrict an accounts query (alias `a`) to the caller's reach. */
export function accountListFilter(caller: Caller): { where: string; params: string[] } {
  switch (caller.scope) {
    case 'admin':
      return { where: '1 = 1', params: [] };
    case 'service_provider':
      return { where: 'a.service_provider_sid = ?', params: [caller.serviceProviderSid ?? ''] };
    case 'account':
      return { where: 'a.account_sid = ?', params: [caller.accountSid ?? ''] };
  }
}

/** SQL to restrict an applications query (alias `app`) to the caller's reach. */
export function applicationListFilter(caller: Caller): { where: string; params: string[] } {
  switch (caller.scope) {
    case 'admin':
      return { where: '1 = 1', params: [] };
    case 'service_provider':
      return {
        where:
          'app.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)',
        params: [caller.serviceProviderSid ?? ''],
      };
    case 'account':
      return { where: 'app.account_sid = ?', params: [caller.accountSid ?? ''] };
  }
}

// ---- owners: the level a user, an API key or a limit belongs to

export type Owner =
  | { kind: 'admin' }
  | { kind: 'service_provider'; service_provider_sid: string }
  | { kind: 'account'; account: AccountRef };

/**
 * Who may create, change or delete things of an owner (users, API keys, limits): admin-level
 * ones only an admin; a provider's its own provider users (and admins); an account's whoever may
 * change the account. Reading follows the same rule, so a provider's API keys and limits stay
 * hidden from its account users.
 */
export function canManageOwner(caller: Caller, owner: Owner): boolean {
  switch (owner.kind) {
    case 'admin':
      return isAdmin(caller);
    case 'service_provider':
      return canModifyServiceProvider(caller, owner.service_provider_sid);
    case 'account':
      return canModifyAccount(caller, owner.account);
  }
}

/** Admin-only routes that answer the real server's other 403 shape (SystemInformation, TtsCache). */
export function assertAdminPrivileges(caller: Caller): void {
  if (!isAdmin(caller)) throw forbiddenPrivileges();
}
