import { describe, expect, it } from 'vitest';
import type { Scope, User } from '../../api/types.ts';
import { defaultFeatures } from '../../provider/features.ts';
import { createPermissions } from '../../session/permissions.ts';
import {
  assignableScopes,
  scopeLabel,
  userScope,
  userUpdate,
  validateUser,
  visibleUsers,
  type UserFormValues,
} from './userRules.ts';

const admin: User = { user_sid: '1', name: 'root', email: 'root@x.io' };
const spUser: User = {
  user_sid: '2',
  name: 'Sam',
  email: 'sam@acme.io',
  service_provider_sid: 'sp1',
  service_provider_name: 'Acme',
};
const acctUser: User = {
  user_sid: '3',
  name: 'Ann',
  email: 'ann@acme.io',
  service_provider_sid: 'sp1',
  account_sid: 'a1',
  account_name: 'Sales',
};
const otherSp: User = {
  user_sid: '4',
  name: 'Olga',
  email: 'o@harbor.io',
  service_provider_sid: 'sp2',
};

describe('user rules', () => {
  it('derives the scope from the sids', () => {
    expect([admin, spUser, acctUser].map(userScope)).toEqual([
      'admin',
      'service_provider',
      'account',
    ]);
  });

  it('lets a user give only its own scope and below', () => {
    const ask = (own: Scope) =>
      createPermissions(
        {
          scope: own,
          user_sid: 'u',
          name: 'u',
          is_view_only: false,
          service_provider_sid: null,
          service_provider_name: null,
          account_sid: null,
          exp: null,
        },
        defaultFeatures,
      ).can;
    expect(assignableScopes(ask('admin'))).toEqual(['admin', 'service_provider', 'account']);
    expect(assignableScopes(ask('service_provider'))).toEqual(['service_provider', 'account']);
    expect(assignableScopes(ask('account'))).toEqual(['account']);
  });

  it('labels the scope column as the spec says', () => {
    expect(scopeLabel(admin)).toEqual({ key: 'users.scopeAll' });
    expect(scopeLabel(acctUser)).toEqual({ key: 'users.scopeAccount', params: { name: 'Sales' } });
    expect(scopeLabel(spUser)).toEqual({
      key: 'users.scopeServiceProvider',
      params: { name: 'Acme' },
    });
  });

  it('lists admins and the current provider users, then filters', () => {
    const all = [admin, spUser, acctUser, otherSp];
    const base = { providerSid: 'sp1', text: '', scope: 'all' as const, accountSid: '' };
    expect(visibleUsers(all, base).map((u) => u.name)).toEqual(['root', 'Sam', 'Ann']);
    expect(visibleUsers(all, { ...base, scope: 'account' }).map((u) => u.name)).toEqual(['Ann']);
    expect(visibleUsers(all, { ...base, accountSid: 'a1' }).map((u) => u.name)).toEqual(['Ann']);
    expect(visibleUsers(all, { ...base, text: 'ACME.io' }).map((u) => u.name)).toEqual([
      'Sam',
      'Ann',
    ]);
  });

  it('validates the form with the spec messages', () => {
    const values: UserFormValues = {
      name: '',
      email: '',
      password: 'short',
      forceChange: true,
      isActive: true,
      isViewOnly: false,
      scope: 'account',
      accountSid: '',
    };
    const policy = { minLength: 8, requireDigit: true, requireSpecial: false };
    expect(validateUser(values, { creating: true, policy, accountCount: 0 })).toEqual({
      name: 'users.nameRequired',
      email: 'users.emailRequired',
      password: 'users.invalidPassword',
      accountSid: 'users.noAccounts',
    });
    expect(
      validateUser({ ...values, password: '' }, { creating: true, policy, accountCount: 2 }),
    ).toMatchObject({
      password: 'users.passwordRequired',
      accountSid: 'users.accountRequired',
    });
    expect(
      validateUser(
        { ...values, name: 'a', email: 'a@b.c', password: '', scope: 'admin' },
        { creating: false, policy, accountCount: 0 },
      ),
    ).toEqual({});
  });
});

describe('userUpdate', () => {
  const initial: UserFormValues = {
    name: 'pat ',
    email: 'pat@example.com',
    password: '',
    forceChange: false,
    isActive: true,
    isViewOnly: false,
    scope: 'service_provider',
    accountSid: '',
  };

  it('sends nothing when nothing changed, and never an untouched name or null sid', () => {
    expect(userUpdate(initial, { ...initial }, 'sp1')).toEqual({});
    expect(userUpdate(initial, { ...initial, isActive: false }, 'sp1')).toEqual({
      is_active: false,
      is_view_only: false,
    });
  });

  it('moves a provider user to an account with account_sid alone', () => {
    const values = { ...initial, scope: 'account' as const, accountSid: 'a1' };
    expect(userUpdate(initial, values, 'sp1')).toEqual({ account_sid: 'a1', is_view_only: false });
  });

  it('sends a typed password and a changed name, trimmed', () => {
    const values = { ...initial, name: ' sam ', password: 'New-pass-1' };
    expect(userUpdate(initial, values, 'sp1')).toEqual({
      name: 'sam',
      initial_password: 'New-pass-1',
      is_view_only: false,
    });
  });
});
