import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../provider/features.ts';
import type { TokenClaims } from '../api/token.ts';
import { navigationFor, ownPagePath, type NavContext } from './navigation.ts';

const claims = (scope: TokenClaims['scope'], extra: Partial<TokenClaims> = {}): TokenClaims => ({
  scope,
  user_sid: 'u',
  name: 'n',
  is_view_only: false,
  service_provider_sid: scope === 'admin' ? null : 'sp1',
  service_provider_name: null,
  account_sid: scope === 'account' ? 'acct1' : null,
  exp: null,
  ...extra,
});

function ids(context: Partial<NavContext> & Pick<NavContext, 'claims'>) {
  const groups = navigationFor({
    features: defaultFeatures,
    serviceProvider: { service_provider_sid: 'sp1', name: 'SP', ms_teams_fqdn: null },
    ownLcrSid: null,
    ...context,
  });
  return groups.map((group) => group.items.map((item) => item.id));
}

describe('navigationFor', () => {
  it('gives admin every main item and the BYO group', () => {
    expect(ids({ claims: claims('admin') })).toEqual([
      ['users', 'settings', 'accounts', 'clients', 'applications', 'recent-calls', 'alerts'],
      ['carriers', 'speech', 'phone-numbers', 'outbound-routing'],
    ]);
  });

  it('gives a service provider user the same main items', () => {
    expect(ids({ claims: claims('service_provider') })[0]).toEqual([
      'users',
      'settings',
      'accounts',
      'clients',
      'applications',
      'recent-calls',
      'alerts',
    ]);
  });

  it('gives an account user an Account item linking to its own account, without settings or accounts', () => {
    const groups = navigationFor({
      claims: claims('account'),
      features: defaultFeatures,
      serviceProvider: null,
      ownLcrSid: null,
    });
    expect(groups[0]?.items.map((item) => item.id)).toEqual([
      'users',
      'account',
      'clients',
      'applications',
      'recent-calls',
      'alerts',
    ]);
    expect(groups[0]?.items.find((item) => item.id === 'account')?.to).toBe(
      '/internal/accounts/acct1/edit',
    );
  });

  it('hides Users in hosted mode', () => {
    const hosted = { ...defaultFeatures, hostedSystem: true };
    expect(ids({ claims: claims('admin'), features: hosted })[0]).not.toContain('users');
  });

  it('shows MS Teams Tenants only when the service provider has an FQDN', () => {
    const withFqdn = {
      service_provider_sid: 'sp1',
      name: 'SP',
      ms_teams_fqdn: 'teams.example.com',
    };
    expect(ids({ claims: claims('admin'), serviceProvider: withFqdn })[1]).toContain(
      'ms-teams-tenants',
    );
    expect(ids({ claims: claims('admin') })[1]).not.toContain('ms-teams-tenants');
  });

  it('routes outbound call routing by flag and scope', () => {
    const find = (context: Partial<NavContext> & Pick<NavContext, 'claims'>) =>
      navigationFor({
        features: defaultFeatures,
        serviceProvider: null,
        ownLcrSid: null,
        ...context,
      })[1]?.items.find((item) => item.id === 'outbound-routing')?.to;
    expect(find({ claims: claims('admin') })).toBe('/internal/least-cost-routing');
    expect(find({ claims: claims('service_provider') })).toBe('/internal/least-cost-routing/add');
    expect(find({ claims: claims('account'), ownLcrSid: 'lcr9' })).toBe(
      '/internal/least-cost-routing/lcr9/edit',
    );
    expect(
      find({ claims: claims('admin'), features: { ...defaultFeatures, leastCostRouting: false } }),
    ).toBeUndefined();
  });

  it('counts the unread alerts beside Alerts, and nothing when there are none', () => {
    const alerts = (unreadAlerts?: number) =>
      navigationFor({
        claims: claims('account'),
        features: defaultFeatures,
        serviceProvider: null,
        ownLcrSid: null,
        unreadAlerts,
      })[0]?.items.find((item) => item.id === 'alerts');
    expect(alerts(3)?.badge).toBe('3');
    expect(alerts(250)?.badge).toBe('99+');
    expect(alerts(0)).toEqual({ id: 'alerts', label: 'nav.alerts', to: '/internal/alerts' });
    expect(alerts(undefined)?.badge).toBeUndefined();
  });
});

describe('ownPagePath', () => {
  it("is the user's own user page", () => {
    expect(ownPagePath(claims('service_provider'), { hostedSystem: false })).toBe(
      '/internal/users/u/edit',
    );
  });

  it('is the own account page in hosted mode, which has no Users screen', () => {
    expect(ownPagePath(claims('account'), { hostedSystem: true })).toBe(
      '/internal/accounts/acct1/edit',
    );
    expect(ownPagePath(claims('admin'), { hostedSystem: true })).toBeNull();
  });
});
