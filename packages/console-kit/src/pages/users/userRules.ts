import type { Scope, User, UserInput } from '../../api/types.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import { changedFields, hasChanges } from '../../lib/changes.ts';
import { passwordPolicyFailures, type PasswordPolicy } from '../../lib/passwordPolicy.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import type { Permissions } from '../../session/permissions.ts';

/** A user's scope, from the sids it carries (a single-user read says only 'read-write'). */
export function userScope(user: Pick<User, 'service_provider_sid' | 'account_sid'>): Scope {
  if (user.account_sid) return 'account';
  return user.service_provider_sid ? 'service_provider' : 'admin';
}

/** The scopes a user sees and gives: its own and those below (a service provider user cannot
 *  make admins). */
export function assignableScopes(ask: Permissions['can']): Scope[] {
  return (['admin', 'service_provider', 'account'] as const).filter((scope) =>
    ask('view', 'Users', { scope }),
  );
}

/** The text of the list's scope column: All, Account: {name} or Service Provider: {name}. */
export function scopeLabel(user: User): { key: MessageKey; params?: { name: string } } {
  const scope = userScope(user);
  if (scope === 'admin') return { key: 'users.scopeAll' };
  if (scope === 'account')
    return { key: 'users.scopeAccount', params: { name: user.account_name ?? '' } };
  return { key: 'users.scopeServiceProvider', params: { name: user.service_provider_name ?? '' } };
}

export type ScopeFilter = 'all' | Scope;

export const isScopeFilter = (value: string): value is ScopeFilter =>
  ['all', 'admin', 'service_provider', 'account'].includes(value);

/** The users the list shows: admins, and users of the current provider, then the filters. */
export function visibleUsers(
  users: readonly User[],
  filters: { providerSid: string | null; text: string; scope: ScopeFilter; accountSid: string },
): User[] {
  const text = filters.text.trim().toLowerCase();
  return users.filter((user) => {
    const scope = userScope(user);
    if (scope !== 'admin' && user.service_provider_sid !== filters.providerSid) return false;
    if (filters.scope !== 'all' && scope !== filters.scope) return false;
    if (filters.accountSid && user.account_sid !== filters.accountSid) return false;
    if (!text) return true;
    return (
      user.name.toLowerCase().includes(text) || (user.email ?? '').toLowerCase().includes(text)
    );
  });
}

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  forceChange: boolean;
  isActive: boolean;
  isViewOnly: boolean;
  scope: Scope;
  accountSid: string;
}

export type UserFormErrors = ValidationMessages<'name' | 'email' | 'password' | 'accountSid'>;

/** The user form's rules (spec part 1, section 5). The e-mail format is the browser's check. */
export function validateUser(
  values: UserFormValues,
  context: { creating: boolean; policy: PasswordPolicy; accountCount: number },
): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.name.trim()) errors.name = 'users.nameRequired';
  if (!values.email.trim()) errors.email = 'users.emailRequired';
  if (context.creating && !values.password) errors.password = 'users.passwordRequired';
  else if (values.password && passwordPolicyFailures(values.password, context.policy).length > 0) {
    errors.password = 'users.invalidPassword';
  }
  if (values.scope === 'account') {
    if (context.accountCount === 0) errors.accountSid = 'users.noAccounts';
    else if (!values.accountSid) errors.accountSid = 'users.accountRequired';
  }
  return errors;
}

/**
 * What an edit of a user sends: only what the user changed (nothing when nothing changed). A real
 * server refuses any null service_provider_sid or account_sid ('user may not be promoted'), so a
 * sid goes only with a change of level or account; it also answers 'no updates requested' to a
 * body without a name, e-mail, password, true flag or is_view_only (`{is_active: false}` alone),
 * so a non-empty update carries is_view_only, changed or not.
 */
export function userUpdate(
  initial: UserFormValues,
  values: UserFormValues,
  providerSid: string | null,
): Partial<UserInput> {
  const changed = changedFields(initial, values);
  const update: Partial<UserInput> = {};
  if ('name' in changed) update.name = values.name.trim();
  if ('email' in changed) update.email = values.email.trim();
  if (values.password) update.initial_password = values.password;
  if ('forceChange' in changed) update.force_change = values.forceChange;
  if ('isActive' in changed) update.is_active = values.isActive;
  if (values.scope === 'account') {
    if (initial.scope !== 'account' || 'accountSid' in changed) {
      update.account_sid = values.accountSid;
    }
  } else if (values.scope !== initial.scope) {
    // Up a level: the server decides (a real one refuses it with its message).
    if (initial.scope === 'account') update.account_sid = null;
    update.service_provider_sid = values.scope === 'admin' ? null : providerSid;
  }
  if (!hasChanges(update) && !('isViewOnly' in changed)) return {};
  return { ...update, is_view_only: values.isViewOnly };
}
