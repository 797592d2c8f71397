import { describe, expect, it } from 'vitest';
import {
  accountListFilter,
  atLeast,
  canModifyServiceProvider,
  canSeeAccount,
  canSeeServiceProvider,
  canSeeCarrier,
  canSeePhoneNumber,
  canSeeUser,
  carrierListFilter,
  scopeOf,
  type Caller,
} from './scope.ts';

const SP = 'sp-1';
const OTHER_SP = 'sp-2';
const ACCT = 'acct-1';

function caller(partial: Partial<Caller>): Caller {
  return {
    kind: 'user',
    scope: 'admin',
    userSid: 'me',
    name: 'me',
    serviceProviderSid: null,
    accountSid: null,
    isViewOnly: false,
    sessionId: 's',
    ...partial,
  };
}
const admin = caller({});
const spUser = caller({ scope: 'service_provider', serviceProviderSid: SP });
const acctUser = caller({ scope: 'account', serviceProviderSid: SP, accountSid: ACCT });

describe('scope rules', () => {
  it('derives scope from the sids set', () => {
    expect(scopeOf({ account_sid: null, service_provider_sid: null })).toBe('admin');
    expect(scopeOf({ account_sid: null, service_provider_sid: SP })).toBe('service_provider');
    expect(scopeOf({ account_sid: ACCT, service_provider_sid: SP })).toBe('account');
    expect(scopeOf({ account_sid: ACCT, service_provider_sid: null })).toBe('account');
  });

  it('orders roles account < service_provider < admin', () => {
    expect(atLeast(acctUser, 'service_provider')).toBe(false);
    expect(atLeast(spUser, 'service_provider')).toBe(true);
    expect(atLeast(spUser, 'admin')).toBe(false);
    expect(atLeast(admin, 'account')).toBe(true);
  });

  it('service providers: see own, modify own only from provider scope', () => {
    expect(canSeeServiceProvider(admin, OTHER_SP)).toBe(true);
    expect(canSeeServiceProvider(spUser, SP)).toBe(true);
    expect(canSeeServiceProvider(spUser, OTHER_SP)).toBe(false);
    expect(canSeeServiceProvider(acctUser, SP)).toBe(true);
    expect(canModifyServiceProvider(acctUser, SP)).toBe(false);
    expect(canModifyServiceProvider(spUser, SP)).toBe(true);
    expect(canModifyServiceProvider(spUser, OTHER_SP)).toBe(false);
  });

  it('accounts: provider sees its accounts, account user its own', () => {
    const mine = { account_sid: ACCT, service_provider_sid: SP };
    const sibling = { account_sid: 'acct-2', service_provider_sid: SP };
    const foreign = { account_sid: 'acct-3', service_provider_sid: OTHER_SP };
    expect([mine, sibling, foreign].map((a) => canSeeAccount(spUser, a))).toEqual([
      true,
      true,
      false,
    ]);
    expect([mine, sibling, foreign].map((a) => canSeeAccount(acctUser, a))).toEqual([
      true,
      false,
      false,
    ]);
    expect(accountListFilter(acctUser)).toEqual({ where: 'a.account_sid = ?', params: [ACCT] });
  });

  it("carriers: a provider's for its users and accounts, an account's for it and its provider", () => {
    const global = { account_sid: null, service_provider_sid: SP };
    const own = { account_sid: ACCT, service_provider_sid: SP };
    const sibling = { account_sid: 'acct-2', service_provider_sid: SP };
    const foreign = { account_sid: null, service_provider_sid: OTHER_SP };
    const all = [global, own, sibling, foreign];
    expect(all.map((c) => canSeeCarrier(admin, c))).toEqual([true, true, true, true]);
    expect(all.map((c) => canSeeCarrier(spUser, c))).toEqual([true, true, true, false]);
    expect(all.map((c) => canSeeCarrier(acctUser, c))).toEqual([true, true, false, false]);
    expect(carrierListFilter(acctUser)).toEqual({
      where: '(vc.account_sid = ? OR (vc.account_sid IS NULL AND vc.service_provider_sid = ?))',
      params: [ACCT, SP],
    });
    expect(carrierListFilter(admin)).toEqual({ where: '1 = 1', params: [] });
  });

  it("phone numbers: the carrier's provider reaches all, an account its assigned ones", () => {
    const carrier = { account_sid: null, service_provider_sid: SP };
    const mine = { account_sid: ACCT };
    const unassigned = { account_sid: null };
    expect(canSeePhoneNumber(spUser, unassigned, carrier)).toBe(true);
    expect(canSeePhoneNumber(spUser, mine, { ...carrier, service_provider_sid: OTHER_SP })).toBe(
      false,
    );
    expect(canSeePhoneNumber(acctUser, mine, carrier)).toBe(true);
    expect(canSeePhoneNumber(acctUser, unassigned, carrier)).toBe(false);
    expect(canSeePhoneNumber(acctUser, { account_sid: 'acct-2' }, carrier)).toBe(false);
  });

  it('users: self always; provider its users; account its users', () => {
    const adminUser = { user_sid: 'a', account_sid: null, service_provider_sid: null };
    const self = { user_sid: 'me', account_sid: null, service_provider_sid: null };
    const colleague = { user_sid: 'c', account_sid: ACCT, service_provider_sid: SP };
    expect(canSeeUser(spUser, adminUser)).toBe(false);
    expect(canSeeUser(spUser, self)).toBe(true);
    expect(canSeeUser(spUser, colleague)).toBe(true);
    expect(canSeeUser(acctUser, colleague)).toBe(true);
    expect(canSeeUser(acctUser, { ...colleague, account_sid: 'acct-2' })).toBe(false);
  });
});
