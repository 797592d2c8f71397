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
export function userListFilter(caller: Caller): ListFilter {
  return scopedList(caller, {
    service_provider: 'COALESCE(a.service_provider_sid, u.service_provider_sid) = :sp',
    account: 'u.account_sid = :account',
  });
}

/** SQL to restrict a service providers query (alias `sp`) to the caller's reach. */
export function serviceProviderListFilter(caller: Caller): ListFilter {
  const own = 'sp.service_provider_sid = :sp';
  return scopedList(caller, { service_provider: own, account: own });
}

/**
 * SQL to restrict a query of accounts (alias `a`), or of rows that carry an account's sids like
 * Teams tenants (another alias), to the caller's reach.
 */
export function accountListFilter(caller: Caller, alias = 'a'): ListFilter {
  return scopedList(caller, {
    service_provider: `${alias}.service_provider_sid = :sp`,
    account: `${alias}.account_sid = :account`,
  });
}

/** SQL to restrict a query of rows that name only their account (alias `alias`) to the
 *  caller's reach. */
export function accountOwnedListFilter(caller: Caller, alias: string): ListFilter {
  return scopedList(caller, {
    service_provider: `${alias}.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = :sp)`,
    account: `${alias}.account_sid = :account`,
  });
}

/** SQL to restrict an applications query (alias `app`) to the caller's reach. */
export function applicationListFilter(caller: Caller): ListFilter {
  return accountOwnedListFilter(caller, 'app');
}

// ---- carriers and phone numbers

/** A carrier of a provider (account_sid null), or of one of its accounts. */
export interface CarrierRef {
  service_provider_sid: string | null;
  account_sid: string | null;
}

/**
 * A provider's carriers are seen by its users and by all its accounts; an account's carrier by
 * that account and the provider's users.
 */
export function canSeeCarrier(caller: Caller, carrier: CarrierRef): boolean {
  switch (caller.scope) {
    case 'admin':
      return true;
    case 'service_provider':
      return carrier.service_provider_sid === caller.serviceProviderSid;
    case 'account':
      return carrier.account_sid === null
        ? carrier.service_provider_sid === caller.serviceProviderSid
        : carrier.account_sid === caller.accountSid;
  }
}

/**
 * Changing a carrier and its gateways: a provider's users change all its carriers, an account
 * user only its own account's (a provider's carriers are read-only to its accounts).
 */
export function canModifyCarrier(caller: Caller, carrier: CarrierRef): boolean {
  if (caller.scope === 'account') {
    return carrier.account_sid !== null && carrier.account_sid === caller.accountSid;
  }
  return canSeeCarrier(caller, carrier);
}

/** SQL to restrict a carriers query (alias `vc`) to the caller's reach. */
export function carrierListFilter(caller: Caller): ListFilter {
  return scopedList(caller, {
    service_provider: 'vc.service_provider_sid = :sp',
    account:
      '(vc.account_sid = :account OR (vc.account_sid IS NULL AND vc.service_provider_sid = :sp))',
  });
}

/**
 * A number belongs to the provider of its carrier: the provider's users reach all of them, an
 * account only the numbers assigned to it (not the unassigned ones). Writing follows reading.
 */
export function canSeePhoneNumber(
  caller: Caller,
  number: { account_sid: string | null },
  carrier: CarrierRef,
): boolean {
  switch (caller.scope) {
    case 'admin':
      return true;
    case 'service_provider':
      return carrier.service_provider_sid === caller.serviceProviderSid;
    case 'account':
      return number.account_sid !== null && number.account_sid === caller.accountSid;
  }
}

/** SQL to restrict a phone numbers query (alias `pn`) to the caller's reach. */
export function phoneNumberListFilter(caller: Caller): ListFilter {
  return scopedList(caller, {
    service_provider:
      'pn.voip_carrier_sid IN (SELECT voip_carrier_sid FROM voip_carriers WHERE service_provider_sid = :sp)',
    account: 'pn.account_sid = :account',
  });
}

// ---- outbound call routing (least cost routing)

/** Who an outbound call routing table belongs to: a provider (account_sid null) or an account. */
export interface LcrOwnerRef {
  service_provider_sid: string;
  account_sid: string | null;
}

/**
 * An account's routing table is reached by that account's users and its provider's users; a
 * provider's by its provider's users only (its accounts do not see it, as on the real server).
 * Changing follows reading.
 */
export function canReachLcr(caller: Caller, owner: LcrOwnerRef): boolean {
  if (owner.account_sid === null)
    return canModifyServiceProvider(caller, owner.service_provider_sid);
  return canSeeAccount(caller, {
    account_sid: owner.account_sid,
    service_provider_sid: owner.service_provider_sid,
  });
}

/** SQL to restrict an LCR query (alias `l`; an account's table stores no provider) to the caller's reach. */
export function lcrListFilter(caller: Caller): ListFilter {
  return scopedList(caller, {
    service_provider:
      '(l.service_provider_sid = :sp OR l.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = :sp))',
    account: 'l.account_sid = :account',
  });
}

// ---- list filters

/** A WHERE condition and its bound values. */
export interface ListFilter {
  where: string;
  params: string[];
}

/**
 * The filter of a list for the caller: everything for an admin, else the SQL of its scope with
 * `:sp` and `:account` bound to the caller's provider and account.
 */
function scopedList(
  caller: Caller,
  sql: Record<'service_provider' | 'account', string>,
): ListFilter {
  if (caller.scope === 'admin') return { where: '1 = 1', params: [] };
  const params: string[] = [];
  const where = sql[caller.scope].replace(/:(sp|account)\b/g, (_match, name: string) => {
    params.push((name === 'sp' ? caller.serviceProviderSid : caller.accountSid) ?? '');
    return '?';
  });
  return { where, params };
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
