import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../provider/features.ts';
import { can, type Action, type Resource, type Subject } from './can.ts';
import { createPermissions } from './permissions.ts';

const OWN = 'a-own';
const OTHER = 'a-other';

type Who = 'admin' | 'provider' | 'account' | 'viewer';

function subject(who: Who, features: Partial<Subject['features']> = {}): Subject {
  const scope = who === 'provider' ? 'service_provider' : who === 'viewer' ? 'admin' : who;
  return {
    claims: {
      scope,
      is_view_only: who === 'viewer',
      account_sid: who === 'account' ? OWN : null,
    },
    features: {
      hostedSystem: false,
      leastCostRouting: true,
      accountLimitsAllLevels: false,
      defaultTrunkRouting: true,
      ...features,
    },
  };
}

/** [who, action, resource, record owner (account sid, null for the provider's), may]. */
type Row = [Who, Action, Resource, string | null | undefined, boolean];

// The spec's permission table (part 1, section 6) and the telephony pages' rules (part 2).
const TABLE: Row[] = [
  // Settings: providers and admins; the admin tab and the debug log: admins only.
  ['account', 'view', 'Settings', undefined, false],
  ['provider', 'view', 'Settings', undefined, true],
  ['admin', 'edit', 'Settings', undefined, true],
  ['provider', 'view', 'AdminSettings', undefined, false],
  ['admin', 'view', 'AdminSettings', undefined, true],
  ['provider', 'edit', 'DebugLog', undefined, false],
  ['admin', 'edit', 'DebugLog', undefined, true],
  // License limits: the admin sets them; providers and accounts never raise their own.
  ['provider', 'view', 'LicenseLimits', undefined, false],
  ['account', 'edit', 'LicenseLimits', OWN, false],
  ['admin', 'view', 'LicenseLimits', undefined, true],
  // Accounts: the list for providers and admins; an account user edits its own account only.
  ['account', 'list', 'Accounts', undefined, false],
  ['provider', 'list', 'Accounts', undefined, true],
  ['account', 'edit', 'Accounts', OWN, true],
  ['account', 'edit', 'Accounts', OTHER, false],
  ['account', 'create', 'Accounts', undefined, false],
  ['provider', 'edit', 'Accounts', OTHER, true],
  // Service providers: the selector and a new provider are the admin's.
  ['provider', 'list', 'ServiceProviders', undefined, false],
  ['provider', 'create', 'ServiceProviders', undefined, false],
  ['admin', 'create', 'ServiceProviders', undefined, true],
  ['provider', 'edit', 'ServiceProviders', undefined, true],
  // View-only users read everything they reach and change nothing.
  ['viewer', 'list', 'Accounts', undefined, true],
  ['viewer', 'view', 'Applications', OTHER, true],
  ['viewer', 'edit', 'Applications', OTHER, false],
  ['viewer', 'create', 'ServiceProviders', undefined, false],
  ['viewer', 'delete', 'VoipCarriers', null, false],
  // Account-owned records: an account user reaches its own account's only.
  ['account', 'list', 'Applications', undefined, true],
  ['account', 'view', 'Applications', OWN, true],
  ['account', 'view', 'Applications', OTHER, false],
  ['account', 'edit', 'Clients', OTHER, false],
  ['account', 'view', 'SpeechCredentials', null, false],
  ['account', 'edit', 'SpeechCredentials', OWN, true],
  ['provider', 'edit', 'SpeechCredentials', null, true],
  // Carriers: an account user reads the provider's, changes only its own account's.
  ['account', 'view', 'VoipCarriers', null, true],
  ['account', 'edit', 'VoipCarriers', null, false],
  ['account', 'delete', 'VoipCarriers', null, false],
  ['account', 'edit', 'VoipCarriers', OWN, true],
  ['account', 'view', 'VoipCarriers', OTHER, false],
  ['provider', 'delete', 'VoipCarriers', OWN, true],
  // Outbound routing: the list of every table is the admin's; others reach their own.
  ['provider', 'list', 'Lcrs', undefined, false],
  ['admin', 'list', 'Lcrs', undefined, true],
  ['account', 'edit', 'Lcrs', OWN, true],
  ['account', 'edit', 'Lcrs', null, false],
  ['provider', 'delete', 'Lcrs', null, false],
  ['account', 'delete', 'Lcrs', OWN, true],
  ['admin', 'delete', 'Lcrs', OTHER, true],
  // Users: a scope at or below one's own.
  ['provider', 'create', 'Users', undefined, true],
  ['admin', 'create', 'Users', undefined, true],
  ['viewer', 'create', 'Users', undefined, false],
  // Calls and alerts are read (a recording may be deleted).
  ['account', 'list', 'RecentCalls', undefined, true],
  ['admin', 'edit', 'RecentCalls', undefined, false],
  ['provider', 'delete', 'RecentCalls', undefined, true],
  // Limits without the all-levels flag: the admin's alone.
  ['provider', 'view', 'Limits', undefined, false],
  ['account', 'view', 'Limits', OWN, false],
  ['admin', 'edit', 'Limits', OTHER, true],
];

describe('can', () => {
  it.each(TABLE)('%s may %s %s of %s: %s', (who, action, resource, owner, may) => {
    const record = owner === undefined ? undefined : { account_sid: owner };
    expect(can(subject(who), action, resource, record)).toBe(may);
  });

  it('limits with the all-levels flag: providers change them, an account user reads its own', () => {
    const flag = { accountLimitsAllLevels: true };
    expect(can(subject('provider', flag), 'edit', 'Limits', { account_sid: OTHER })).toBe(true);
    expect(can(subject('account', flag), 'view', 'Limits', { account_sid: OWN })).toBe(true);
    expect(can(subject('account', flag), 'edit', 'Limits', { account_sid: OWN })).toBe(false);
    expect(can(subject('account', flag), 'view', 'Limits', { account_sid: OTHER })).toBe(false);
  });

  it('lets a user see and give only its own scope and those below', () => {
    const gives = (who: Who) =>
      (['admin', 'service_provider', 'account'] as const).filter((scope) =>
        can(subject(who), 'view', 'Users', { scope }),
      );
    expect(gives('admin')).toEqual(['admin', 'service_provider', 'account']);
    expect(gives('provider')).toEqual(['service_provider', 'account']);
    expect(gives('account')).toEqual(['account']);
  });

  it("leaves a carrier's default application to admins without default trunk routing", () => {
    const off = { defaultTrunkRouting: false };
    expect(can(subject('provider', off), 'edit', 'CarrierApplication')).toBe(false);
    expect(can(subject('admin', off), 'edit', 'CarrierApplication')).toBe(true);
    expect(can(subject('account'), 'edit', 'CarrierApplication')).toBe(true);
  });

  it('follows the flags: no outbound routing without it, no users screen when hosted', () => {
    expect(can(subject('admin', { leastCostRouting: false }), 'list', 'Lcrs')).toBe(false);
    expect(can(subject('admin', { hostedSystem: true }), 'list', 'Users')).toBe(false);
    expect(
      can(subject('account', { hostedSystem: true }), 'view', 'Subscriptions', {
        account_sid: OWN,
      }),
    ).toBe(true);
    expect(can(subject('account'), 'view', 'Subscriptions', { account_sid: OWN })).toBe(false);
    expect(
      can(subject('provider', { hostedSystem: true }), 'view', 'Subscriptions', {
        account_sid: OWN,
      }),
    ).toBe(false);
  });
});

describe('createPermissions', () => {
  const claims = (scope: 'admin' | 'service_provider' | 'account') => ({
    scope,
    user_sid: 'u',
    name: 'u',
    is_view_only: false,
    service_provider_sid: 'sp',
    service_provider_name: null,
    account_sid: scope === 'account' ? OWN : null,
    exp: null,
  });

  it('fixes the account choices of a user without the accounts list to its own account', () => {
    expect(createPermissions(claims('account'), defaultFeatures).fixedAccount).toBe(OWN);
    expect(createPermissions(claims('service_provider'), defaultFeatures).fixedAccount).toBeNull();
    expect(createPermissions(claims('admin'), defaultFeatures).fixedAccount).toBeNull();
  });

  it("marks as not owned only what a user who may change such records may not change: an account user's provider's", () => {
    const provider = { account_sid: null };
    const own = { account_sid: OWN };
    const account = createPermissions(claims('account'), defaultFeatures);
    for (const resource of ['VoipCarriers', 'SpeechCredentials'] as const) {
      expect(account.notOwned(resource, provider)).toBe(true);
      expect(account.notOwned(resource, own)).toBe(false);
      for (const scope of ['service_provider', 'admin'] as const) {
        expect(createPermissions(claims(scope), defaultFeatures).notOwned(resource, provider)).toBe(
          false,
        );
      }
      // A view-only user changes nothing: nothing is marked as another's.
      const viewOnly = createPermissions(
        { ...claims('account'), is_view_only: true },
        defaultFeatures,
      );
      expect(viewOnly.notOwned(resource, provider)).toBe(false);
    }
  });
});
